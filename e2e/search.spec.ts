import type { Page, Request } from "@playwright/test";
import { test, expect, gotoHydrated } from "./fixtures";
import { guides, readContent, readFolder, taxRates } from "./support/content";
import { localizePath, type Locale } from "../model/locales";
import { enquirySentPath, pagePaths } from "../model/routes";
import { fill } from "../src/utils/fill";
import { formatRupees } from "../src/utils/format-price";
import { allInPrice } from "../src/utils/trip-price";

// The site search (/search, /hi/search) on the production build: Pagefind's index is written after
// the build (plugins/gatsby-plugin-search), loaded only by the search page, its worker under its own
// CSP (docs/decisions/0025-site-search-with-pagefind.md). The fixture fails a test on any console
// error, which is how a CSP violation shows; the search page also records each violation event.

const ladakh = (locale: Locale) => readFolder("packages", locale).find((p) => p.slug === "ladakh-road-trip")!;
const ladakhGuide = (locale: Locale) => guides(locale).find((g) => g.slug === "ladakh")!;
const copy = (locale: Locale) => readContent("search.json", locale);

/** Records the page's CSP violations and Pagefind's warnings (a worker that fails falls back to the main thread with a warning). */
async function watchSearch(page: Page) {
  const warnings: string[] = [];
  page.on("console", (msg) => msg.type() === "warning" && /pagefind|worker|Content Security Policy/i.test(msg.text()) && warnings.push(msg.text()));
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return {
    warnings,
    violations: () => page.evaluate(() => (window as unknown as { violations: string[] }).violations),
  };
}

/**
 * Types a query into the search box, waits for its announced count, and shows every result: the
 * first 20 are shown, and "show more" adds the next ones while there are any (a larger catalogue).
 */
async function search(page: Page, locale: Locale, query: string) {
  const box = page.getByRole("searchbox", { name: copy(locale).label });
  await box.fill(query);
  await expect(page.getByRole("main").getByRole("status")).toContainText(query);
  const results = page.locator("#search-results li");
  const more = page.getByRole("button", { name: copy(locale).showMore });
  while (await more.isVisible()) {
    const shown = await results.count();
    await more.click();
    await expect(results.nth(shown).getByRole("link")).toBeFocused();
  }
  return results;
}

const announced = (locale: Locale, query: string, count: number) =>
  fill(count === 0 ? copy(locale).countNone : count === 1 ? copy(locale).countOne : copy(locale).countMany, { count, query });

test("an English query finds the English package, with its kind and the words marked, and puts the query in the address", async ({ page }) => {
  const watch = await watchSearch(page);
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(new URL(worker.url()).pathname));
  await gotoHydrated(page, "/search");
  const results = await search(page, "en", "Ladakh");
  const hit = results.filter({ has: page.getByRole("link", { name: ladakh("en").title, exact: true }) });
  await expect(hit).toHaveCount(1);
  await expect(hit.getByRole("link")).toHaveAttribute("href", pagePaths.package(ladakh("en")));
  await expect(hit).toContainText(copy("en").kinds.package);
  await expect(hit.locator("mark").first()).toHaveText(/ladakh/i);
  // The excerpt is the page's words, not its buttons.
  await expect(hit).not.toContainText(readContent("ui.json").trip.enquire);
  // The destination's guide too, as a guide.
  const guideHit = results.filter({ has: page.getByRole("link", { name: ladakhGuide("en").title, exact: true }) });
  await expect(guideHit.getByRole("link")).toHaveAttribute("href", pagePaths.guide(ladakhGuide("en")));
  await expect(guideHit).toContainText(copy("en").kinds.guide);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(announced("en", "Ladakh", await results.count()));
  await expect(page).toHaveURL(/\/search\?q=Ladakh$/);
  // No Hindi page answers an English query.
  for (const href of await results.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))) expect(href).not.toMatch(/^\/hi\//);
  // Pagefind ran in its worker, under the worker's own policy: no violation, no fallback.
  expect(workers).toContain("/pagefind/pagefind-worker.js");
  expect(await watch.violations()).toEqual([]);
  expect(watch.warnings).toEqual([]);
});

test("a Hindi query on /hi/search finds the Hindi package and the Hindi guide", async ({ page }) => {
  const watch = await watchSearch(page);
  const title = ladakh("hi").title;
  const word = title.split(" ")[0];
  await gotoHydrated(page, "/hi/search");
  const results = await search(page, "hi", word);
  const hit = results.filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await expect(hit).toHaveCount(1);
  await expect(hit.getByRole("link")).toHaveAttribute("href", localizePath(pagePaths.package(ladakh("hi")), "hi"));
  await expect(hit).toContainText(copy("hi").kinds.package);
  await expect(hit.locator("mark").first()).toHaveText(word);
  const guideHit = results.filter({ has: page.getByRole("link", { name: ladakhGuide("hi").title, exact: true }) });
  await expect(guideHit.getByRole("link")).toHaveAttribute("href", localizePath(pagePaths.guide(ladakhGuide("hi")), "hi"));
  await expect(guideHit).toContainText(copy("hi").kinds.guide);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(announced("hi", word, await results.count()));
  for (const href of await results.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))) expect(href).toMatch(/^\/hi(\/|$)/);
  expect(await watch.violations()).toEqual([]);
  expect(watch.warnings).toEqual([]);
});

test("a shared or reloaded address shows the same results", async ({ page }) => {
  await gotoHydrated(page, "/search");
  const results = await search(page, "en", "Kerala houseboat");
  const titles = await results.getByRole("link").allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("searchbox", { name: copy("en").label })).toHaveValue("Kerala houseboat");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(announced("en", "Kerala houseboat", titles.length));
  await expect(page.locator("#search-results li").getByRole("link")).toHaveText(titles);
});

test("the arrow keys move from the box through the results, and Enter opens one", async ({ page }) => {
  await gotoHydrated(page, "/search");
  const results = await search(page, "en", "Ladakh");
  const links = results.getByRole("link");
  expect(await links.count()).toBeGreaterThan(1);
  // From the box (after "show more", the focus is on the results it added).
  await page.getByRole("searchbox").focus();
  await page.keyboard.press("ArrowDown");
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(links.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(links.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(page.getByRole("searchbox")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  const href = await links.nth(0).getAttribute("href");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("the header's search link leads to the search page in the page's language", async ({ page }) => {
  for (const locale of ["en", "hi"] as const) {
    await gotoHydrated(page, localizePath("/gallery", locale));
    await page
      .getByRole("banner")
      .getByRole("link", { name: copy(locale).open, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath("/search", locale)}$`));
    await expect(page.getByRole("searchbox", { name: copy(locale).label })).toBeVisible();
  }
});

test("the home page loads no byte of search, the link in view and hovered", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r: Request) => requests.push(new URL(r.url()).pathname));
  await page.clock.install();
  await gotoHydrated(page, "/");
  await page
    .getByRole("banner")
    .getByRole("link", { name: copy("en").open, exact: true })
    .hover();
  // Gatsby's Link prefetches the pages of the links in view or hovered, four at a time at idle
  // moments, 3 s apart (its loader's timers): the clock is run past every batch, and the data of the
  // header's gallery link, prefetched, shows the prefetching ran. A plain link must lead to none of it.
  await page.clock.runFor(60_000);
  await expect.poll(() => requests).toContain("/page-data/gallery/page-data.json");
  expect(requests.length).toBeGreaterThan(5);
  expect(requests.filter((p) => /\/pagefind\/|search/.test(p))).toEqual([]);
});

test("without JavaScript the search page lists the packages, guides and services", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/search?q=Ladakh");
  await expect(page.getByRole("searchbox")).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: copy("en").lists.packages })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: copy("en").lists.services })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: copy("en").lists.guides })).toBeVisible();
  await expect(page.getByRole("link", { name: ladakhGuide("en").title, exact: true })).toHaveAttribute("href", pagePaths.guide(ladakhGuide("en")));
  await expect(page.getByRole("link", { name: ladakh("en").title, exact: true })).toHaveAttribute("href", pagePaths.package(ladakh("en")));
  const beach = readFolder("services").find((s) => s.slug === "beach")!;
  await expect(page.getByRole("link", { name: beach.name, exact: true }).first()).toHaveAttribute("href", pagePaths.service(beach));
  await context.close();
});

test("the thank-you, 404, Service Not Found and search pages are not in the index", async ({ page }) => {
  const pages = readContent("pages.json");
  const words = ["enquirySent", "notFound", "serviceNotFound"].map((key) => pages.find((p) => p.page === key)!.heroTitle);
  await gotoHydrated(page, "/search");
  for (const query of [...words, copy("en").heading]) {
    const results = await search(page, "en", query);
    const hrefs = await results.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(
      hrefs.filter((h) => h === enquirySentPath || /404|\/services\/\[|^\/search/.test(h ?? "")),
      query,
    ).toEqual([]);
  }
});

test("only Pagefind's files are served with 'wasm-unsafe-eval'; the search page keeps the public policy", async ({ request }) => {
  const csp = async (address: string) => (await request.get(address)).headers()["content-security-policy"] ?? "";
  const publicPolicy = await csp("/");
  for (const address of ["/search", "/hi/search", "/search?q=Ladakh"]) expect(await csp(address), address).toBe(publicPolicy);
  expect(publicPolicy).not.toContain("wasm-unsafe-eval");
  const worker = await csp("/pagefind/pagefind-worker.js");
  expect(worker).toContain("'wasm-unsafe-eval'");
  expect(worker).toMatch(/default-src 'none'/);
});

test("a package's result shows its length and its all-in price from, as on its page; a kind narrows the list, in the address and after a reload", async ({
  page,
}) => {
  await gotoHydrated(page, "/search");
  const results = await search(page, "en", "Ladakh");
  const trip = ladakh("en");
  const { gst: gstRate } = taxRates();
  const hit = results.filter({ has: page.getByRole("link", { name: trip.title, exact: true }) });
  await expect(hit).toContainText(fill(copy("en").tripLength, { days: trip.days, nights: trip.nights }));
  await expect(hit).toContainText(fill(copy("en").priceFrom, { price: formatRupees(allInPrice(trip.price.from!, gstRate, trip.price.charges).allIn) }));
  const all = await results.count();
  await page.getByRole("combobox", { name: copy("en").kindFilter.label }).selectOption({ label: copy("en").kindFilter.guide });
  await expect(page).toHaveURL(/\/search\?q=Ladakh&kind=guide$/);
  await expect(results.getByRole("link", { name: ladakhGuide("en").title, exact: true })).toBeVisible();
  await expect(results.getByRole("link", { name: trip.title, exact: true })).toHaveCount(0);
  const guides = await results.getByRole("link").allTextContents();
  expect(guides.length).toBeLessThan(all);
  for (const item of await results.all()) await expect(item).toContainText(copy("en").kinds.guide);
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("combobox", { name: copy("en").kindFilter.label })).toHaveValue("guide");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(announced("en", "Ladakh", guides.length));
  await expect(results.getByRole("link")).toHaveText(guides);
});

// One test per language: the enquiry form keeps a visitor's unsent message, so each starts from a fresh browser.
for (const locale of ["en", "hi"] as const) {
  test(`${locale}: a search that finds nothing says so in the page's language, then offers the packages, the guides and the enquiry form with the query`, async ({
    page,
  }) => {
    await gotoHydrated(page, localizePath("/search", locale));
    const query = "Xyzzyq";
    await search(page, locale, query);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(announced(locale, query, 0));
    await expect(page.getByText(copy(locale).noResults)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: copy(locale).lists.packages })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: copy(locale).lists.guides })).toBeVisible();
    await page.getByRole("link", { name: copy(locale).enquire }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath("/contact", locale)}\\?`));
    await expect(page.getByRole("textbox", { name: readContent("contact.json", locale).form.message.label })).toHaveValue(
      fill(copy(locale).enquiryMessage, { query }),
    );
  });
}
