import { test, expect, gotoHydrated, mobile } from "./fixtures";
import { packageEnquiryLink, pagePaths } from "../model/routes";
import { cardFigure } from "./support/card-price";
import { readContent, readFolder } from "./support/content";
import { fill } from "../src/utils/fill";

const categories = readContent("package-categories.json").sort((a, b) => a.order - b.order);
const packages = readFolder("packages");
const settings = readContent("settings.json");
const filters = readContent("package-filters.json");

test.describe("/packages", () => {
  test(`shows every category in order, each with all its packages from content, and links to each category page: ${categories.map((c) => c.slug).join(", ")}`, async ({
    page,
  }) => {
    await gotoHydrated(page, "/packages");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // One section per category; the theme links are the page's way in without JavaScript (the filters' theme says the same with it).
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(categories.map((c) => c.title));
    for (const category of categories) {
      const mine = packages.filter((p) => p.category === category.slug).sort((a, b) => a.order - b.order);
      // The first cardsPerCategory as cards; any others as a list of links under "More ... packages".
      const shown = mine.slice(0, filters.cardsPerCategory);
      const cards = page.getByRole("list", { name: category.title }).locator(":scope > li");
      await expect(cards).toHaveCount(shown.length);
      const rest = mine.slice(filters.cardsPerCategory);
      const more = page.getByRole("list", { name: fill(filters.moreInCategory, { name: category.name }) });
      if (rest.length) await expect(more.getByRole("link")).toHaveText(rest.map((p) => p.title));
      else await expect(more).toHaveCount(0);
      for (const [i, p] of shown.entries()) {
        await expect(cards.nth(i).getByRole("heading", { level: 3 })).toHaveText(p.title);
        await expect(cards.nth(i).getByRole("link", { name: p.title, exact: true })).toHaveAttribute("href", pagePaths.package(p));
        await expect(cards.nth(i)).toContainText(`${p.nights}N/${p.days}D`);
        await expect(cards.nth(i)).toContainText(p.destination);
        // The price, or while an offer runs the offer's price (support/card-price.ts).
        await expect(cards.nth(i)).toContainText(cardFigure(p)?.figure ?? "Price on request");
        await expect(cards.nth(i).getByRole("link", { name: `Enquire about ${p.title}` })).toHaveAttribute("href", packageEnquiryLink(pagePaths.package(p)));
      }
    }
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const list = ld.map((t) => JSON.parse(t)).find((d) => d["@type"] === "ItemList");
    expect(list?.itemListElement.map((i: { url: string }) => new URL(i.url).pathname)).toEqual(categories.map((c) => pagePaths.packageCategory(c)));
    expect(ld.some((t) => t.includes('"BreadcrumbList"'))).toBe(true);
    // Its axe check is templates.spec.ts's (a page of each template, both languages).

    // On the same load: each link followed in turn, and Back to the overview (each category a step).
    for (const category of categories) {
      await test.step(category.slug, async () => {
        await page.getByRole("link", { name: `All ${category.name} packages and terms` }).click();
        await expect(page).toHaveURL(new RegExp(`${pagePaths.packageCategory(category)}/?$`));
        await expect(page.getByRole("heading", { level: 1, name: category.title })).toBeVisible();
        await page.goBack();
        await expect(page).toHaveURL(/\/packages\/?$/);
      });
    }
  });

  test("is in the sitemap", async ({ page }) => {
    const index = await (await page.request.get("/sitemap-index.xml")).text();
    const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const bodies = await Promise.all(sitemaps.map(async (s) => (await page.request.get(s)).text()));
    expect(bodies.join("\n")).toMatch(/<loc>[^<]*\/packages\/?<\/loc>/);
  });

  test("the header's Holiday Packages entry and category breadcrumbs lead to it", async ({ page }) => {
    await gotoHydrated(page, pagePaths.packageCategory(categories[0]));
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const crumbs = ld.map((t) => JSON.parse(t)).find((d) => d["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((i: { item: string }) => new URL(i.item).pathname)).toEqual(["/", "/packages", pagePaths.packageCategory(categories[0])]);
  });
});

test("/about answers 301 to /about/story", async ({ page }) => {
  for (const url of ["/about", "/about/"]) {
    const response = await page.request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(301);
    expect(new URL(response.headers()["location"], "http://x").pathname, url).toBe("/about/story");
  }
});

// At 1024 px, then resized to 1280 px in the same page (a width a step).
test("the What We Offer mosaic has no empty cell at 1024 and 1280 px: its tiles cover the whole grid", async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await gotoHydrated(page, "/");
  for (const width of [1024, 1280]) {
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      const grid = page.getByTestId("offer-grid");
      await grid.scrollIntoViewIfNeeded();
      const result = await grid.evaluate((ul) => {
        const style = getComputedStyle(ul);
        const gap = parseFloat(style.columnGap) || 0;
        const rowGap = parseFloat(style.rowGap) || 0;
        const box = ul.getBoundingClientRect();
        const tiles = Array.from(ul.children)
          .filter((el) => el.tagName === "LI")
          .map((el) => el.getBoundingClientRect());
        // Sample the grid at the centre of every track cell; each must fall inside a tile.
        const columns = style.gridTemplateColumns.split(" ").map(parseFloat);
        const rows = style.gridTemplateRows.split(" ").map(parseFloat);
        const holes: string[] = [];
        let y = box.top;
        rows.forEach((h, r) => {
          let x = box.left;
          columns.forEach((w, c) => {
            const cx = x + w / 2;
            const cy = y + h / 2;
            if (!tiles.some((t) => cx >= t.left && cx <= t.right && cy >= t.top && cy <= t.bottom)) holes.push(`row ${r + 1}, column ${c + 1}`);
            x += w + gap;
          });
          y += h + rowGap;
        });
        return { holes, columns: columns.length, rows: rows.length };
      });
      expect(result.columns).toBe(4);
      expect(result.holes).toEqual([]);
    });
  }
});

test.describe("the mobile drawer at 375px", () => {
  test.use({ viewport: mobile });

  test("lists every social network from settings.json, named and opening safely", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const links = drawer.getByRole("list", { name: "Follow us" }).getByRole("link");
    await expect(links).toHaveCount(settings.socials.length);
    for (const [i, s] of settings.socials.entries()) {
      const link = links.nth(i);
      await expect(link).toHaveAccessibleName(`${s.label} (opens in a new tab)`);
      await expect(link).toHaveAttribute("href", s.url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(24);
      expect(box!.height).toBeGreaterThanOrEqual(24);
    }
    // The open drawer's axe check is chrome.spec.ts's.
  });
});

test.describe("the header at 1280px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("shows every social network, each at least 24 px", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.getByRole("banner");
    for (const s of settings.socials) {
      const link = header.getByRole("link", { name: `${s.label} (opens in a new tab)` });
      await expect(link).toBeVisible();
      const box = await link.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(24);
      expect(box!.height).toBeGreaterThanOrEqual(24);
    }
  });
});
