import { test, expect, expectNoAxeViolations, gotoHydrated, mobile, desktop } from "./fixtures";
import type { Page } from "@playwright/test";
import { pagePaths, sectionPaths } from "../model/routes";
import { localizePath, type Locale } from "../model/locales";
import { readContent, readFolder, taxRates } from "./support/content";
import { filterPackages, noFilters, sortPackages, type Filters } from "../src/utils/package-filters";
import { fill } from "../src/utils/fill";
import { allInPrice } from "../src/utils/trip-price";

// The /packages filters and the theme pages, in both languages, as a visitor uses them. Expected
// results come from the content files through the same filtering the page uses.

const site = (locale: Locale) => {
  const words = readContent("package-filters.json", locale);
  const themes = readContent("themes.json", locale).sort((a, b) => a.order - b.order);
  const categories = readContent("package-categories.json", locale).sort((a, b) => a.order - b.order);
  const { gst: gstRate } = taxRates(locale);
  // The all-in price, as the cards show it: what budgets and the price sort read.
  const packages = readFolder("packages", locale).map((p) => ({
    ...p,
    price: { ...p.price, allIn: p.price.from && allInPrice(p.price.from, gstRate, p.price.charges).allIn },
    categoryOrder: categories.findIndex((c) => c.slug === p.category),
  }));
  const results = (filters: Partial<Filters>) => {
    const f = { ...noFilters, ...filters };
    return sortPackages(filterPackages(packages, f, words), f.sort).map((p) => p.title);
  };
  const count = (n: number) => (n === 1 ? words.countOne : fill(words.countMany, { count: n }));
  return { words, themes, categories, packages, results, count, contact: readContent("contact.json", locale), path: (p: string) => localizePath(p, locale) };
};

const cardTitles = (page: Page, listName: string) => page.getByRole("list", { name: listName, exact: true }).getByRole("heading", { level: 3 });

for (const locale of ["en", "hi"] as const) {
  const s = site(locale);
  const form = (page: Page) => page.getByRole("search", { name: s.words.title });
  const search = (page: Page) => new URL(page.url()).search;

  // At 375 px, then resized to 1280 px in the same page (a width a step). On a phone the lists fold
  // behind "Filters", which says how many are set; from 768 px they stand open.
  test(`/packages filters combine and replace the address; Back leaves the page (${locale}, 375 px then 1280 px)`, async ({ page }) => {
    await page.setViewportSize(mobile);
    await gotoHydrated(page, s.path("/"));
    await gotoHydrated(page, s.path(sectionPaths.packages));
    const entries = await page.evaluate(() => history.length);
    const toggle = (name: string) => form(page).getByRole("button", { name, exact: true });
    for (const viewport of [mobile, desktop]) {
      await test.step(`at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        const status = form(page).getByRole("status");
        await expect(status).toHaveText(s.count(s.packages.length));
        const theme = form(page).getByLabel(s.words.theme, { exact: true });
        if (viewport === mobile) {
          await expect(theme).toBeHidden();
          await toggle(s.words.filters).click();
          await expect(toggle(s.words.filters)).toHaveAttribute("aria-expanded", "true");
        } else await expect(toggle(s.words.filters)).toBeHidden();
        const family = s.results({ theme: "family" });
        await theme.selectOption("family");
        await expect(page).toHaveURL(/\?theme=family$/);
        await expect(status).toHaveText(s.count(family.length));
        await expect(cardTitles(page, s.count(family.length))).toHaveText(family);

        const cheapFamily = s.results({ theme: "family", budget: "under-25000" });
        await form(page).getByLabel(s.words.budget).selectOption("under-25000");
        expect(search(page)).toBe("?theme=family&budget=under-25000");
        await expect(status).toHaveText(s.count(cheapFamily.length));
        await expect(cardTitles(page, s.count(cheapFamily.length))).toHaveText(cheapFamily);
        if (viewport === mobile) await expect(toggle(fill(s.words.filtersSet, { count: 2 }))).toBeVisible();
        // At 1280 px templates.spec.ts scans the whole page: here only the main part, which the filters change.
        await expectNoAxeViolations(page, viewport === desktop ? "main" : undefined);
        // Each change replaced the address: no history entry was added.
        expect(await page.evaluate(() => history.length)).toBe(entries);

        await form(page).getByRole("button", { name: s.words.clear }).click();
        expect(search(page)).toBe("");
        await expect(status).toHaveText(s.count(s.packages.length));
      });
    }
    // Back leaves the finder for the page before it, whatever was chosen on it.
    await form(page).getByLabel(s.words.theme, { exact: true }).selectOption("family");
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${s.path("/")}/?$`));
  });

  for (const viewport of [mobile, desktop]) {
    test.describe(`/packages filters (${locale}, ${viewport.width}px)`, () => {
      test.use({ viewport });

      test("an empty result offers to clear the filters, and an enquiry that carries them", async ({ page }) => {
        await gotoHydrated(page, `${s.path(sectionPaths.packages)}?theme=adventure&budget=over-100000`);
        await expect(form(page).getByRole("status")).toHaveText(s.count(0));
        await expect(page.getByText(s.words.empty)).toBeVisible();
        // At 1280 px templates.spec.ts scans the whole page: here only the main part, which the filters change.
        await expectNoAxeViolations(page, viewport === desktop ? "main" : undefined);
        const adventure = s.themes.find((t) => t.slug === "adventure")!.name;
        const over = s.words.budgets.find((b) => b.slug === "over-100000")!.label;
        const message = fill(s.words.enquiryMessage, { filters: `${s.words.theme}: ${adventure}, ${s.words.budget}: ${over}` });
        await page.getByRole("link", { name: s.words.enquire }).click();
        await expect(page).toHaveURL(/\/contact\?message=/);
        await expect(page.getByLabel(s.contact.form.message.label)).toHaveValue(message);

        await page.goBack();
        await page.getByRole("main").getByRole("button", { name: s.words.clear }).last().click();
        expect(search(page)).toBe("");
        await expect(form(page).getByRole("status")).toHaveText(s.count(s.packages.length));
      });
    });
  }

  test(`/packages opens a shared address filtered and sorted (${locale})`, async ({ page }) => {
    await gotoHydrated(page, `${s.path(sectionPaths.packages)}?category=domestic&sort=price`);
    const byPrice = s.results({ category: "domestic", sort: "price" });
    await expect(form(page).getByLabel(s.words.category)).toHaveValue("domestic");
    await expect(cardTitles(page, s.count(byPrice.length))).toHaveText(byPrice);
    // Price on request sorts last, whatever the filters.
    await form(page).getByLabel(s.words.category).selectOption("");
    const all = s.results({ sort: "price" });
    expect(s.packages.find((p) => p.title === all.at(-1))?.price.from).toBeUndefined();
    await expect(cardTitles(page, s.count(all.length))).toHaveText(all);
    await form(page).getByLabel(s.words.sort).selectOption("duration");
    await expect(cardTitles(page, s.count(all.length))).toHaveText(s.results({ sort: "duration" }));
  });

  test(`/packages filters by grade, written into the address; a reload and Clear filters behave (${locale})`, async ({ page }) => {
    const glance = readContent("trip-glance.json", locale);
    await gotoHydrated(page, s.path(sectionPaths.packages));
    const grade = form(page).getByLabel(s.words.grade, { exact: true });
    // Its choices are the grades' names, easiest first.
    await expect(grade.getByRole("option")).toHaveText([s.words.any, ...Object.values(glance.grades).map((g) => g.name)]);
    const challenging = s.results({ grade: "challenging" });
    expect(challenging.length).toBeGreaterThan(0);
    await grade.selectOption("challenging");
    await expect(page).toHaveURL(/\?grade=challenging$/);
    const cards = cardTitles(page, s.count(challenging.length));
    await expect(cards).toHaveText(challenging);
    // Each card says its grade, and the height of a night above 2,500 m.
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: challenging[0] }) });
    await expect(card).toContainText(`${glance.gradeLabel}: ${glance.grades.challenging.name}`);
    await expect(card).toContainText(glance.highestNight.replace("{altitude}", "").trim());
    await page.reload();
    await expect(form(page).getByLabel(s.words.grade, { exact: true })).toHaveValue("challenging");
    await expect(cardTitles(page, s.count(challenging.length))).toHaveText(challenging);
    await form(page).getByRole("button", { name: s.words.clear }).click();
    await expect(form(page).getByLabel(s.words.grade, { exact: true })).toHaveValue("");
    expect(search(page)).toBe("");
  });

  test(`/packages filters work from the keyboard alone, the grades' meanings one key from the grade (${locale})`, async ({ page }) => {
    await page.setViewportSize(mobile);
    await gotoHydrated(page, s.path(sectionPaths.packages));
    // From Filters, Enter opens the lists, and Tab reaches them in the order of the form.
    const toggle = form(page).getByRole("button", { name: s.words.filters, exact: true });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(form(page).getByLabel(s.words.category)).toBeFocused();
    await page.keyboard.press("Tab");
    const themeSelect = form(page).getByLabel(s.words.theme, { exact: true });
    await expect(themeSelect).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(themeSelect).toHaveValue(s.themes[0].slug);
    await expect(page).toHaveURL(new RegExp(`\\?theme=${s.themes[0].slug}$`));
    const first = s.results({ theme: s.themes[0].slug });
    await expect(form(page).getByRole("status")).toHaveText(s.count(first.length));
    // Duration, budget, grade and the sort, then what the grades mean: Enter opens it, beside the grade filter.
    for (let i = 0; i < 5; i++) await page.keyboard.press("Tab");
    const meanings = form(page).getByText(s.words.gradesMeaning, { exact: true });
    await expect(meanings).toBeFocused();
    await page.keyboard.press("Enter");
    const glance = readContent("trip-glance.json", locale);
    for (const grade of Object.values(glance.grades)) await expect(form(page).getByText(grade.meaning, { exact: true })).toBeVisible();
    // Clear filters, before the lists, from the keyboard too.
    await form(page).getByRole("button", { name: s.words.clear }).focus();
    await page.keyboard.press("Enter");
    expect(search(page)).toBe("");
    await expect(form(page).getByRole("status")).toHaveText(s.count(s.packages.length));
  });

  test.describe(`the finder's cards, fetched on first use (${locale})`, () => {
    // The aborted fetch is logged by the browser; that is the failure this test makes.
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });

    test("a failed fetch says so and keeps the choice; Try again brings the results", async ({ page }) => {
      await page.route(/\/static\/packages-[a-z]+-[0-9a-f]+\.json$/, (route) => route.abort("internetdisconnected"));
      await gotoHydrated(page, s.path(sectionPaths.packages));
      await form(page).getByLabel(s.words.theme, { exact: true }).selectOption("family");
      await expect(form(page).getByRole("status")).toHaveText(s.words.loadFailed);
      await expect(form(page).getByLabel(s.words.theme, { exact: true })).toHaveValue("family");
      expect(search(page)).toBe("?theme=family");
      // At 1280 px (this test's width) templates.spec.ts scans the whole page: here only the main part.
      await expectNoAxeViolations(page, "main");

      await page.unrouteAll();
      await form(page).getByRole("button", { name: s.words.retry }).click();
      const family = s.results({ theme: "family" });
      await expect(form(page).getByRole("status")).toHaveText(s.count(family.length));
      await expect(cardTitles(page, s.count(family.length))).toHaveText(family);
      await expect(form(page).getByRole("button", { name: s.words.retry })).toHaveCount(0);
    });
  });

  test(`the unfiltered page carries photos only for the cards it shows, and fetches no more (${locale})`, async ({ page }) => {
    const finderRequests: string[] = [];
    page.on("request", (r) => {
      if (/\/static\/packages-/.test(r.url())) finderRequests.push(r.url());
    });
    await gotoHydrated(page, s.path(sectionPaths.packages));
    await page.mouse.wheel(0, 4000);
    const pageData = await (await page.request.get(`/page-data${s.path(sectionPaths.packages)}/page-data.json`)).json();
    const { more, cards } = pageData.result.data;
    // Each category's first packages, in the editors' order, are its cards.
    const shown = s.categories.flatMap((c) =>
      s.packages
        .filter((p) => p.category === c.slug)
        .sort((a, b) => a.order - b.order)
        .slice(0, s.words.cardsPerCategory)
        .map((p) => p.slug),
    );
    expect(cards.nodes.map((p: { slug: string }) => p.slug).sort()).toEqual([...shown].sort());
    expect(cards.nodes.length + more.nodes.length).toBe(s.packages.length);
    // The other packages are lines without image data; only the shown cards have a photo, one each.
    expect(JSON.stringify(more)).not.toMatch(/gatsbyImageData|"images"|\.avif/);
    expect(JSON.stringify(cards).match(/"gatsbyImageData"/g)).toHaveLength(shown.length);
    expect(JSON.stringify({ ...pageData.result.data, cards: null }).match(/"gatsbyImageData"/g), "the hero's photo alone").toHaveLength(1);
    await expect(form(page).getByRole("status")).toHaveText(s.count(s.packages.length));
    expect(finderRequests).toEqual([]);

    // Filters in the address: the page fetches the finder's file once, from the host's year-long cache rule.
    const finder = page.waitForResponse(/\/static\/packages-/);
    await page.goto(`${s.path(sectionPaths.packages)}?theme=family`);
    const response = await finder;
    expect(response.headers()["cache-control"]).toContain("immutable");
    await expect(cardTitles(page, s.count(s.results({ theme: "family" }).length))).toHaveText(s.results({ theme: "family" }));
    expect(finderRequests).toHaveLength(1);
  });

  test.describe(`without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test("the filters are hidden and every theme page lists its packages, with its structured data", async ({ page }) => {
      await page.goto(s.path(sectionPaths.packages));
      await expect(form(page)).toBeHidden();
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([s.words.themesTitle, ...s.categories.map((c) => c.title)]);
      // Each theme's link followed from the page before it: /packages for the first, then the
      // previous theme's page, whose theme links are the same list.
      for (const t of s.themes) {
        await page.getByRole("navigation", { name: s.words.themesTitle }).getByRole("link", { name: t.name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${s.path(pagePaths.theme(t))}/?$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.title);
        await expect(page.getByText(t.intro)).toBeVisible();
        const mine = s.results({ theme: t.slug });
        await expect(cardTitles(page, s.count(mine.length))).toHaveText(mine);
        const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((x) => JSON.parse(x));
        const list = ld.find((d) => d["@type"] === "ItemList");
        const paths = mine.map((title) => s.path(pagePaths.package(s.packages.find((p) => p.title === title)!)));
        expect(list.itemListElement.map((i: { url: string }) => new URL(i.url).pathname)).toEqual(paths);
        const crumbs = ld.find((d) => d["@type"] === "BreadcrumbList");
        expect(crumbs.itemListElement.map((i: { item: string }) => new URL(i.item).pathname)).toEqual([
          s.path("/"),
          s.path(sectionPaths.packages),
          s.path(pagePaths.theme(t)),
        ]);
        await expect(page.getByRole("navigation", { name: s.words.themesTitle }).getByRole("link", { name: t.name, exact: true })).toHaveAttribute(
          "aria-current",
          "page",
        );
      }
    });
  });

  // A theme page's axe check is templates.spec.ts's (a page of each template, both languages).
}

test("the filter controls appear without moving anything (no layout shift)", async ({ page }) => {
  await page.setViewportSize(mobile);
  await page.goto(sectionPaths.packages);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("search").getByLabel("Theme", { exact: true })).toBeEnabled();
  // Every shift since the page started (buffered), read once the controls are there and the page has
  // drawn two more frames and been idle: a shift they caused is reported by then.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) total += e.value;
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(total), { timeout: 2000 })));
      }),
  );
  expect(shift).toBe(0);
});
