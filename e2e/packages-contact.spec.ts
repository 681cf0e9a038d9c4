import { test, expect, gotoHydrated } from "./fixtures";
import { packageEnquiryLink, pagePaths, sectionPaths } from "../model/routes";
import { cardFigure } from "./support/card-price";
import { readContent, readFolder, services } from "./support/content";
import { humanPace } from "./support/enquiry";

const categories = readContent("package-categories.json");
const packages = readFolder("packages");
const { cardsPerCategory, moreInCategory } = readContent("package-filters.json");

test("the services index lists the 8 services, each linking to its page", async ({ page }) => {
  await gotoHydrated(page, "/services");
  const list = page.getByRole("list", { name: "Our Services" });
  await expect(list.getByRole("listitem")).toHaveCount(services().length);
  for (const s of services()) await expect(list.getByRole("link", { name: s.name })).toHaveAttribute("href", pagePaths.service(s));
  // Its axe check, and each category page's, is templates.spec.ts's (a page of each template, both languages).
});

// One test walks the category pages, each a step (one browser context for them all).
test(`each category page lists its packages from content: ${categories.map((c) => c.slug).join(", ")}`, async ({ page }) => {
  test.setTimeout(categories.length * 15_000);
  for (const category of categories) {
    await test.step(pagePaths.packageCategory(category), async () => {
      await gotoHydrated(page, pagePaths.packageCategory(category));
      await expect(page.getByRole("heading", { level: 1, name: category.title })).toBeVisible();
      const all = packages.filter((p) => p.category === category.slug).sort((a, b) => a.order - b.order);
      // Its first packages as cards; when it has more, a link to /packages filtered to it (record 0022).
      const mine = all.slice(0, cardsPerCategory);
      const more = page.getByRole("link", { name: moreInCategory.replace("{name}", category.name) });
      if (all.length > mine.length) await expect(more).toHaveAttribute("href", `${sectionPaths.packages}?category=${category.slug}#category-${category.slug}`);
      else await expect(more).toHaveCount(0);
      const cards = page.getByRole("list", { name: category.title }).locator(":scope > li");
      await expect(cards).toHaveCount(mine.length);
      for (const [i, p] of mine.entries()) {
        await expect(cards.nth(i).getByRole("heading", { level: 2 })).toHaveText(p.title);
        await expect(cards.nth(i).getByRole("link", { name: p.title, exact: true })).toHaveAttribute("href", pagePaths.package(p));
        await expect(cards.nth(i)).toContainText(`${p.nights}N/${p.days}D`);
        // The price, or while an offer runs the offer's price (support/card-price.ts).
        await expect(cards.nth(i)).toContainText(cardFigure(p)?.figure ?? "Price on request");
        await expect(cards.nth(i).getByRole("link", { name: `Enquire about ${p.title}` })).toHaveAttribute("href", packageEnquiryLink(pagePaths.package(p)));
      }
      // Each package's own page carries its TouristTrip; the category lists those pages.
      const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
      const list = ld.find((d) => d["@type"] === "ItemList");
      expect(list?.itemListElement.map((i: { url: string }) => new URL(i.url).pathname)).toEqual(mine.map((p) => pagePaths.package(p)));
    });
  }
});

test.describe("enquiry choice carried to the contact form", () => {
  test("Enquire from a package's card lands on its own form with it chosen", async ({ page }) => {
    // A package its category page shows as a card: the first in its order.
    const p = [...packages].sort((a, b) => a.order - b.order)[0];
    await gotoHydrated(page, pagePaths.packageCategory({ slug: p.category }));
    // Its own card (a larger catalogue may hold two packages of one name).
    const card = page.getByRole("listitem").filter({ has: page.locator(`a[href="${pagePaths.package(p)}"]`) });
    await card.getByRole("link", { name: `Enquire about ${p.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${packageEnquiryLink(pagePaths.package(p))}$`));
    await expect(page.getByLabel("Service or package")).toHaveValue(`package:${p.slug}`);
  });

  test("Get Enquiry from a service preselects it", async ({ page }) => {
    const s = services()[1];
    await gotoHydrated(page, pagePaths.service(s));
    await page.getByRole("link", { name: "Get Enquiry" }).click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?service=${s.slug}$`));
    await expect(page.getByLabel("Service or package")).toHaveValue(`service:${s.slug}`);
  });
});

// The form sent empty (errors, focus, aria-invalid, axe) at both widths in both languages: enquiry.spec.ts.

test("sent to the local server, which answers form posts like the host, the enquiry lands on the thank-you page", async ({ page }) => {
  // No stub: scripts/serve.mjs answers a post naming its form with 200 at "/" (docs/other-hosts.md).
  await gotoHydrated(page, "/contact?enquiry=quote");
  await expect(page.getByLabel("Service or package")).toHaveValue("quote");
  await page.getByLabel("Your name").fill("Asha Rao");
  await page.getByLabel("Phone", { exact: true }).fill("+91 98765 43210");
  await page.getByRole("radio", { name: "Phone call" }).check();
  await page.getByLabel("Message").fill("Ladakh in June, with parents");
  await page.getByRole("checkbox", { name: /I agree/ }).check();
  await humanPace(page);
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page).toHaveURL(/\/contact\/thanks$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you, your enquiry is sent");
});
