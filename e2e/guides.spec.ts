import { test, expect, gotoHydrated } from "./fixtures";
import { guides, readContent, readFolder } from "./support/content";
import { localizePath, locales } from "../model/locales";
import { pagePaths, sectionPaths } from "../model/routes";
import { fill } from "../src/utils/fill";

// The destination guides against their Markdown files, in both languages: the list, a guide's
// contents, trips and structured data, the way back from its packages, and the menus and sitemap.
const ldBlocks = async (page: import("@playwright/test").Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));

for (const locale of locales) {
  const written = guides(locale);
  const ui = readContent("ui.json", locale);
  const pagesCopy = readContent("pages.json", locale).find((p) => p.page === "guides")!;
  const packages = readFolder("packages", locale);

  test(`${locale}: /guides lists every guide written in the language, each leading to its page`, async ({ page }) => {
    await gotoHydrated(page, localizePath(sectionPaths.guides, locale));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pagesCopy.heroTitle);
    const cards = page.getByRole("list", { name: pagesCopy.heroTitle }).getByRole("listitem");
    await expect(cards).toHaveCount(written.length);
    for (const [i, guide] of written.entries()) {
      await expect(cards.nth(i).getByRole("link", { name: guide.title })).toHaveAttribute("href", localizePath(pagePaths.guide(guide), locale));
    }
    await cards.first().getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${localizePath(pagePaths.guide(written[0]), locale)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(written[0].title);
  });

  test(`${locale}: a guide's contents lead to its sections, its trips are cards, and it is an Article about its place`, async ({ page }) => {
    const guide = written[0];
    const url = localizePath(pagePaths.guide(guide), locale);
    await gotoHydrated(page, url);
    const contents = page.getByRole("navigation", { name: ui.guide.contents });
    const links = contents.getByRole("link");
    await expect(links.first()).toHaveText(ui.guide.bestTime);
    // The last entry of the contents, the guide's trips: followed, its heading is in view below the sticky header.
    const trips = fill(ui.guide.packages, { destination: guide.destination });
    await links.filter({ hasText: trips }).click();
    await expect(page).toHaveURL(/#guide-packages$/);
    const tripsHeading = page.getByRole("heading", { level: 2, name: trips });
    await expect(tripsHeading).toBeInViewport();
    // A body section's entry leads to its heading too.
    const bodyEntry = links.nth(2);
    const name = (await bodyEntry.textContent()) ?? "";
    await bodyEntry.click();
    await expect(page.getByRole("heading", { name, exact: true })).toBeInViewport();

    const cards = page.getByRole("region", { name: trips }).getByRole("listitem");
    const expected = guide.packages.map((slug) => packages.find((p) => p.slug === slug)).filter((p) => p !== undefined);
    await expect(cards).toHaveCount(expected.length);
    for (const pkg of expected) {
      await expect(page.getByRole("region", { name: trips }).getByRole("link", { name: pkg.title, exact: true })).toHaveAttribute(
        "href",
        localizePath(pagePaths.package(pkg), locale),
      );
    }
    const article = (await ldBlocks(page)).find((b) => b["@type"] === "Article");
    expect(article).toMatchObject({ headline: guide.title, inLanguage: locale, about: { "@type": "Place", name: guide.destination } });
    expect(article.url).toMatch(new RegExp(`${url}$`));
  });

  test(`${locale}: every package a guide leads to links back to its guide`, async ({ page }) => {
    for (const guide of written) {
      for (const pkg of guide.packages.map((slug) => packages.find((p) => p.slug === slug)).filter((p) => p !== undefined)) {
        await page.goto(localizePath(pagePaths.package(pkg), locale));
        await expect(page.getByRole("link", { name: fill(ui.guide.read, { destination: guide.destination }) })).toHaveAttribute(
          "href",
          localizePath(pagePaths.guide(guide), locale),
        );
      }
    }
  });

  test(`${locale}: the menu and the footer lead to the guides`, async ({ page }) => {
    const menu = readContent("navigation.json", locale).find((item) => item.links?.some((l) => l.to === sectionPaths.guides))!;
    const label = menu.links!.find((l) => l.to === sectionPaths.guides)!.label;
    const href = localizePath(sectionPaths.guides, locale);
    await gotoHydrated(page, localizePath("/", locale));
    await expect(page.getByRole("contentinfo").getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    await page.setViewportSize({ width: 1280, height: 800 });
    // In the menu group the guides belong to (Holiday Packages), opened by keyboard.
    const banner = page.getByRole("banner");
    await banner.getByRole("button", { name: menu.label }).focus();
    await page.keyboard.press("Enter");
    await banner.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
}

test("the sitemap lists the guides in both languages", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  for (const locale of locales) {
    expect(sitemap).toContain(`${localizePath(sectionPaths.guides, locale)}</loc>`);
    for (const guide of guides(locale)) expect(sitemap).toContain(`${localizePath(pagePaths.guide(guide), locale)}</loc>`);
  }
});
