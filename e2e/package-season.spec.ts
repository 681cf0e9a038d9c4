import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, gotoHydrated } from "./fixtures";
import { readContent, readFolder } from "./support/content";
import { cutOffText, sidewaysOverflow, useWideFont } from "./support/wide-font";
import { localizePath, locales, type Locale } from "../model/locales";
import { pagePaths, sectionPaths } from "../model/routes";
import { monthKeys } from "../model/seasons";
import { monthNamesIn } from "../src/utils/month-names";
import { bestMonthsText, seasonLines, type Season } from "../src/utils/seasons";

// The season at a glance (issue 61) against the content it is drawn from: on a package page, the
// year as a strip of twelve months (drawn at build, hidden from assistive technology) and the same
// in sentences with the reasons; on the cards, the best months in words. Both languages, with and
// without scripts, on a phone, on paper.

const packageOf = (locale: Locale, slug: string) => {
  const pkg = readFolder("packages", locale).find((p) => p.slug === slug);
  if (!pkg) throw new Error(`no package ${slug} in ${locale}`);
  const ui = readContent("ui.json", locale);
  const names = monthNamesIn(ui.locale);
  const season = pkg.season as Season;
  return {
    pkg,
    ui,
    url: localizePath(pagePaths.package(pkg), locale),
    /** The lines a visitor reads, worded as the build words them, from the content file. */
    lines: seasonLines(season, names, ui.season).map((l) => l.text),
    best: bestMonthsText(season, names, ui.season, (items) => new Intl.ListFormat(ui.locale, { type: "conjunction" }).format(items)),
    short: monthNamesIn(ui.locale, "short"),
  };
};

const seasonOf = (page: Page, title: string) => {
  const section = page.getByRole("region", { name: title, exact: true });
  return { section, strip: section.locator("ol[aria-hidden='true']"), lines: section.getByRole("listitem") };
};

/** The strip and the lines as the content says them: twelve months marked, the sentences in order. */
async function expectSeason(page: Page, { pkg, ui, lines, short }: ReturnType<typeof packageOf>) {
  const { section, strip, lines: items } = seasonOf(page, ui.season.title);
  await expect(section).toBeVisible();
  await expect(strip.locator("li")).toHaveText(short);
  expect(await strip.locator("li").evaluateAll((els) => els.map((e) => e.getAttribute("data-season")))).toEqual(monthKeys.map((m) => pkg.season[m].is));
  await expect(items).toHaveText(lines);
}

for (const locale of locales) {
  test.describe(`${locale}: the season at a glance`, () => {
    test("Kerala and Ladakh show their year as twelve months and in sentences, the strip hidden from assistive technology", async ({ page }) => {
      for (const slug of ["kerala-backwaters", "ladakh-road-trip"]) {
        const entry = packageOf(locale, slug);
        await gotoHydrated(page, entry.url);
        await expectSeason(page, entry);
        // A screen reader meets the sentences, with every reason, and not the strip's short names.
        const { section } = seasonOf(page, entry.ui.season.title);
        const tree = await section.ariaSnapshot();
        for (const line of entry.lines) expect(tree).toContain(line);
        for (const reason of new Set(monthKeys.map((m) => entry.pkg.season[m].reason).filter(Boolean))) expect(tree).toContain(reason);
        expect(tree).not.toContain(entry.short[7]);
      }
      // Ladakh's road is open from June to September, and its page says so first.
      const ladakh = packageOf(locale, "ladakh-road-trip");
      expect(ladakh.lines[0]).toContain(monthNamesIn(ladakh.ui.locale)[5]);
      expect(ladakh.pkg.season.jun.is).toBe("best");
      expect(ladakh.pkg.season.jan.is).toBe("closed");
    });

    test("without scripts the strip and its sentences are there, as built", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      for (const slug of ["kerala-backwaters", "ladakh-road-trip"]) {
        const entry = packageOf(locale, slug);
        await page.goto(entry.url);
        await expectSeason(page, entry);
      }
      await context.close();
    });

    test("every card names its package's best months, as the content gives them", async ({ page }) => {
      await gotoHydrated(page, localizePath(sectionPaths.packages, locale));
      const packages = readFolder("packages", locale);
      expect(packages.length).toBeGreaterThan(10);
      for (const pkg of packages) {
        const { best } = packageOf(locale, pkg.slug);
        const card = page.getByRole("heading", { level: 3, name: pkg.title, exact: true }).locator("xpath=ancestor::li[1]");
        await expect(card, pkg.slug).toHaveCount(1);
        expect(best, `${pkg.slug} has a best month`).not.toBeNull();
        await expect(card).toContainText(best ?? "");
      }
      if (locale === "en") {
        // Kerala's winter across the new year is one run; Spiti's two best months are apart.
        const card = (title: string) => page.getByRole("heading", { level: 3, name: title, exact: true }).locator("xpath=ancestor::li[1]");
        await expect(card("Kerala Backwaters and Hills")).toContainText("Best October to March");
        await expect(card("Spiti Valley Trek")).toContainText("Best June and September");
      }
    });

    test("axe finds nothing on the section, at 320 px nothing scrolls sideways, in the page's font or a wide one", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      for (const slug of ["kerala-backwaters", "swiss-alps"]) {
        const entry = packageOf(locale, slug);
        await gotoHydrated(page, entry.url);
        const { section, strip } = seasonOf(page, entry.ui.season.title);
        await section.scrollIntoViewIfNeeded();
        await expectNoAxeViolations(page, "#trip-season");
        await page.evaluate(() => document.fonts.ready);
        expect(await sidewaysOverflow(page), `${entry.url} wider than the screen`).toBeLessThanOrEqual(0);
        const box = await strip.boundingBox();
        expect(box && box.x + box.width, `${entry.url}: the strip runs off the screen`).toBeLessThanOrEqual(320);
        await useWideFont(page);
        expect(await sidewaysOverflow(page), `${entry.url} wider than the screen in a wide font`).toBeLessThanOrEqual(0);
        expect(await page.evaluate(cutOffText), `${entry.url}: text cut off`).toEqual([]);
      }
    });

    test("on paper the strip keeps its marks, one row of twelve, with its sentences under it", async ({ page }) => {
      const entry = packageOf(locale, "kerala-backwaters");
      await gotoHydrated(page, entry.url);
      await page.emulateMedia({ media: "print" });
      await expectSeason(page, entry);
      const { strip } = seasonOf(page, entry.ui.season.title);
      const months = strip.locator("li");
      const tops = await months.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
      expect(new Set(tops).size, "one row").toBe(1);
      // Printed as drawn: the best months filled, not left white as a printer drops backgrounds.
      const best = months.nth(monthKeys.indexOf("jan"));
      expect(await best.evaluate((e) => getComputedStyle(e).printColorAdjust)).toBe("exact");
      expect(await best.evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe("rgb(255, 255, 255)");
    });
  });
}

// The sections that never change once drawn keep the server's markup on a first visit, with no
// script of their own; a package page reached by a link inside the site draws them in the browser
// (docs/decisions/0046-static-sections-keep-their-markup.md).
test("a first visit runs no kept section's script; a package reached by a link draws its own season", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  const ui = readContent("ui.json");
  const kerala = packageOf("en", "kerala-backwaters");
  const ladakh = packageOf("en", "ladakh-road-trip");
  await gotoHydrated(page, kerala.url);
  await page.waitForLoadState("networkidle");
  expect(
    scripts.filter((s) => /package-sections/.test(s)),
    "kept sections' code on a first visit",
  ).toEqual([]);

  // Through the breadcrumb to the category, then Ladakh's card: the site's router draws both pages.
  // A mark on the window survives the router, not a page load.
  await page.evaluate(() => Object.assign(window, { keptMark: true }));
  const category = readContent("package-categories.json").find((c) => c.slug === kerala.pkg.category);
  await page.getByRole("navigation", { name: ui.breadcrumbs.label }).getByRole("link", { name: category?.name, exact: true }).click();
  await page.getByRole("heading", { name: ladakh.pkg.title, exact: true }).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ladakh.pkg.title);
  expect(await page.evaluate(() => "keptMark" in window), "drawn by the router, not loaded anew").toBe(true);
  await expectSeason(page, ladakh);
  await expect(page.getByRole("region", { name: ui.trip.itinerary }).getByRole("listitem")).toHaveCount(ladakh.pkg.days);
  await expect(page.getByRole("region", { name: ui.trip.related }).getByRole("heading", { level: 3 })).toHaveCount(3);
  expect(
    scripts.filter((s) => /package-sections/.test(s)),
    "kept sections' code, once",
  ).toHaveLength(1);

  // Back twice, to Kerala drawn in the browser this time: its own season again.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(kerala.pkg.title);
  await expectSeason(page, kerala);
  expect(await page.evaluate(() => "keptMark" in window)).toBe(true);
});

test("each page template is one script besides the app's", async () => {
  const stats = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "public", "webpack.stats.json"), "utf8")) as {
    namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>;
  };
  const templates = Object.entries(stats.namedChunkGroups).filter(([name]) => name.startsWith("component---"));
  expect(templates.length).toBeGreaterThan(10);
  for (const [name, group] of templates) {
    const scripts = group.assets.map((a) => (typeof a === "string" ? a : a.name)).filter((a) => a.endsWith(".js"));
    expect(scripts, name).toHaveLength(1);
  }
});
