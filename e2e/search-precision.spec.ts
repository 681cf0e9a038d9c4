import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated } from "./fixtures";
import { guides, readContent, readFolder } from "./support/content";
import { localizePath, type Locale } from "../model/locales";
import { pagePaths } from "../model/routes";
import { fill } from "../src/utils/fill";

// What a visitor means by a word (issue 53): for a place, a kind of trip, or a place plus a word,
// the page meant is among the first three results, and no package that has nothing to do with the
// query is among them. The pages are named from the content, so an edited title does not break it.

const packages = (locale: Locale) => readFolder("packages", locale);
const packagePath = (locale: Locale, slug: string) => {
  const found = packages(locale).find((p) => p.slug === slug);
  if (!found) throw new Error(`no package ${slug} in ${locale}`);
  return localizePath(pagePaths.package(found), locale);
};
const guidePath = (locale: Locale, slug: string) => {
  if (!guides(locale).some((g) => g.slug === slug)) throw new Error(`no guide ${slug} in ${locale}`);
  return localizePath(pagePaths.guide({ slug }), locale);
};
const packageSlugs = (locale: Locale, keep: (p: ReturnType<typeof packages>[number]) => boolean) =>
  packages(locale)
    .filter(keep)
    .map((p) => p.slug);

interface Case {
  query: string;
  /** One of these is among the first three results. */
  meant: string[];
  /** The packages that belong to the query: no other package is among the first three. */
  related: string[];
  /** A place: no other package is among the results at all, only its trips, its guide and the pages about it. */
  only?: boolean;
}

/** Packages whose title or destination name the place. */
const place = (locale: Locale, query: string, guide?: string): Case => {
  const related = packageSlugs(locale, (p) => `${p.title} ${p.destination}`.toLowerCase().includes(query.toLowerCase()));
  return { query, meant: [...related.map((s) => packagePath(locale, s)), ...(guide ? [guidePath(locale, guide)] : [])], related, only: true };
};

const cases = (locale: Locale): Case[] => {
  const themes = readContent("themes.json", locale);
  const categories = readContent("package-categories.json", locale);
  const honeymoon = themes.find((t) => t.slug === "honeymoon")!;
  const cruise = categories.find((c) => c.slug === "cruise")!;
  const cruises = packageSlugs(locale, (p) => p.category === "cruise");
  const honeymoons = packageSlugs(locale, (p) => p.themes.includes("honeymoon"));
  const spiti = packages(locale).find((p) => p.slug === "spiti-valley-trek")!;
  // The word the content uses for a trek: the last word of the Spiti trek's title ("Trek", "ट्रेक").
  const trek = spiti.title.split(" ").at(-1)!;
  const kerala = packages(locale).find((p) => p.slug === "kerala-backwaters")!;
  // The place as the content spells it: the last word of the Kerala package's destination.
  const keralaWord = kerala.destination.split(/[ ,]+/).at(-1)!;
  const houseboat = locale === "hi" ? "हाउसबोट" : "houseboat";
  return [
    place(locale, locale === "hi" ? "लद्दाख" : "Ladakh", "ladakh"),
    place(locale, keralaWord, "kerala"),
    // Before Hindi searched with its vowel signs (load-pagefind.ts), गोवा also found गाँव (village) in three packages' days.
    place(locale, locale === "hi" ? "गोवा" : "Goa", "goa"),
    { query: trek, meant: [packagePath(locale, spiti.slug)], related: packageSlugs(locale, (p) => p.title.includes(trek)) },
    { query: cruise.name, meant: [localizePath(pagePaths.packageCategory(cruise), locale), ...cruises.map((s) => packagePath(locale, s))], related: cruises },
    { query: honeymoon.name, meant: [localizePath(pagePaths.theme(honeymoon), locale)], related: honeymoons },
    { query: `${keralaWord} ${houseboat}`, meant: [packagePath(locale, "kerala-backwaters")], related: ["kerala-backwaters"] },
  ];
};

const copy = (locale: Locale) => readContent("search.json", locale);

/**
 * The addresses of the results, best first, once the count for this query is announced. The status
 * quotes the query (“Kerala”), so a search that follows another on the same page is never read
 * from the one before ("Kerala" after "Kerala houseboat").
 */
async function resultsFor(page: Page, locale: Locale, query: string) {
  await page.getByRole("searchbox", { name: copy(locale).label }).fill(query);
  await expect(page.getByRole("main").getByRole("status")).toContainText(`“${query}”`);
  return page
    .locator("#search-results li")
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
}

/** The slug of a package's address (/packages/domestic/ladakh-road-trip, /hi/…), or null for any other page. */
const packageSlugOf = (href: string) => /^(?:\/hi)?\/packages\/(?!themes\/)[^/]+\/([^/]+)$/.exec(href)?.[1] ?? null;

// One search page a language: the queries are typed one after another into its box, as a visitor
// refines a search, each a step that names it (a page load a query cost more than the search).
for (const locale of ["en", "hi"] as const) {
  test(`${locale}: each query puts the page meant in the first three, and no unrelated package; a place gives its guide, its trips and the pages about them, not every page that lists them`, async ({
    page,
  }) => {
    await gotoHydrated(page, localizePath("/search", locale));
    for (const { query, meant, related, only } of cases(locale)) {
      await test.step(`"${query}" puts the page meant in the first three, and no unrelated package`, async () => {
        const hrefs = await resultsFor(page, locale, query);
        const top = hrefs.slice(0, 3);
        expect(
          top.some((href) => meant.includes(href)),
          `first three: ${top.join(", ")}`,
        ).toBe(true);
        const unrelated = (hrefs: string[]) =>
          hrefs.filter((href) => {
            const slug = packageSlugOf(href);
            return slug !== null && !related.includes(slug);
          });
        expect(unrelated(top), `first three: ${top.join(", ")}`).toEqual([]);
        if (only) expect(unrelated(hrefs), "other packages among the results").toEqual([]);
      });
    }
    await test.step("a place gives its guide, its trips and the pages about them, not every page that lists them", async () => {
      const hrefs = await resultsFor(page, locale, locale === "hi" ? "लद्दाख" : "Ladakh");
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.length, hrefs.join("\n")).toBeLessThanOrEqual(8);
    });
  });
}

// A place typed in Latin letters on the Hindi search finds the Hindi pages (their places' English
// names are indexed with them); each language's search answers with its own pages only.
test("hi: a place in Latin letters finds the Hindi pages, and only Hindi ones", async ({ page }) => {
  await gotoHydrated(page, localizePath("/search", "hi"));
  for (const [latin, slug] of [
    ["ladakh", "ladakh-road-trip"],
    ["kerala", "kerala-backwaters"],
    ["goa", "goa-beach-break"],
  ] as const) {
    await test.step(`"${latin}"`, async () => {
      const hrefs = await resultsFor(page, "hi", latin);
      expect(hrefs.slice(0, 3), hrefs.join("\n")).toContain(packagePath("hi", slug));
      expect(hrefs.filter((href) => !href.startsWith("/hi/"))).toEqual([]);
    });
  }
});

// What the site does not sell (issue 64): a word the index does not hold is not answered by pages
// that merely hold its first letters (Pagefind's fallback to a prefix: "an" for "Antarctica", "at"
// for "Atlantis"). The search says nothing matches, in both languages, and where a word of the
// site's own is a letter away ("Kerla"), asks whether the visitor meant it.
for (const locale of ["en", "hi"] as const) {
  const search = copy(locale);
  for (const query of ["Antarctica", "Atlantis", "Antarctica cruise"]) {
    test(`${locale}: "${query}" finds nothing, says so with the lists to browse, and suggests no word of its own`, async ({ page }) => {
      await gotoHydrated(page, localizePath("/search", locale));
      await page.getByRole("searchbox", { name: search.label }).fill(query);
      await expect(page.getByRole("main").getByRole("status")).toHaveText(fill(search.countNone, { query }));
      await expect(page.locator("#search-results li")).toHaveCount(0);
      await expect(page.getByText(search.noResults)).toBeVisible();
      await expect(page.getByRole("heading", { name: search.lists.packages })).toBeVisible();
      await expect(page.getByText(search.didYouMean.split("{suggestion}")[0].trim())).toHaveCount(0);
    });
  }

  test(`${locale}: "Kerla" finds nothing and asks whether the visitor meant Kerala, whose search finds the Kerala package`, async ({ page }) => {
    await gotoHydrated(page, localizePath("/search", locale));
    const box = page.getByRole("searchbox", { name: search.label });
    await box.fill("Kerla");
    await expect(page.getByRole("main").getByRole("status")).toHaveText(fill(search.countNone, { query: "Kerla" }));
    await expect(page.getByText(search.noResults)).toBeVisible();
    const meant = page.getByRole("link", { name: "Kerala", exact: true });
    await expect(meant).toBeVisible();
    await expect(meant.locator("xpath=..")).toHaveText(fill(search.didYouMean, { suggestion: "Kerala" }));
    await meant.click();
    await expect(box).toHaveValue("Kerala");
    const hrefs = await resultsFor(page, locale, "Kerala");
    expect(hrefs.slice(0, 3)).toContain(packagePath(locale, "kerala-backwaters"));
  });
}

test("en: an English search answers with English pages only", async ({ page }) => {
  await gotoHydrated(page, "/search");
  for (const query of ["Ladakh", "Kerala", "trek"]) {
    const hrefs = await resultsFor(page, "en", query);
    expect(hrefs.length, query).toBeGreaterThan(0);
    expect(
      hrefs.filter((href) => href.startsWith("/hi/") || href === "/hi"),
      query,
    ).toEqual([]);
  }
});
