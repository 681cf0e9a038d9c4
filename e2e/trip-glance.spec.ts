import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated, pageIdle } from "./fixtures";
import { readContent, readFolder } from "./support/content";
import { cutOffText, sidewaysOverflow, useWideFont } from "./support/wide-font";
import { localizePath, locales, type Locale } from "../model/locales";
import { pagePaths } from "../model/routes";
import { fill } from "../src/utils/fill";
import { formatNumber } from "../src/utils/format-number";

// The trip at a glance (issue 55) against the content it is drawn from: the grade, the nights' route,
// on a high trip the altitude profile with its table and the note on acclimatising; its text for
// those who do not see the drawings; the nights' places in the structured data; and no script of its own.

const packages = (locale: Locale) => readFolder("packages", locale);
const packageOf = (locale: Locale, slug: string) => {
  const found = packages(locale).find((p) => p.slug === slug);
  if (!found) throw new Error(`no package ${slug} in ${locale}`);
  return { pkg: found, url: localizePath(pagePaths.package(found), locale), words: readContent("trip-glance.json", locale) };
};
type Package = ReturnType<typeof packages>[number];

/** The nights as the content gives them: one per day with an overnight stop, numbered by their day. */
const nightsOf = (pkg: Package) => pkg.itinerary.flatMap((day, i) => (day.overnight && day.stay ? [{ day: i + 1, place: day.overnight, ...day.stay }] : []));

const metres = (words: ReturnType<typeof packageOf>["words"], value: number) => fill(words.metres, { value: formatNumber(value) });

const glanceOf = (page: Page, words: ReturnType<typeof packageOf>["words"]) => {
  const section = page.getByRole("region", { name: words.title, exact: true });
  return {
    section,
    route: section.getByRole("figure", { name: words.routeTitle, exact: true }),
    profile: section.getByRole("figure", { name: words.profileTitle, exact: true }),
    note: section.getByRole("note"),
  };
};

for (const locale of locales) {
  test.describe(`${locale}: the trip at a glance`, () => {
    test("a high trip (Ladakh): grade and its meaning, every night in the profile's table, and a note linking the guide's acclimatisation part and the rest day", async ({
      page,
    }) => {
      const { pkg, url, words } = packageOf(locale, "ladakh-road-trip");
      const nights = nightsOf(pkg);
      expect(Math.max(...nights.map((n) => n.altitude ?? 0)), "the model high trip sleeps above 3,000 m").toBeGreaterThan(3000);
      await gotoHydrated(page, url);
      const { section, route, profile, note } = glanceOf(page, words);
      const grade = words.grades[pkg.grade];
      // The grade's sentence ends with the language's own full stop ("स्तर: मध्यम।").
      await expect(section).toContainText(fill(words.gradeSentence, { label: words.gradeLabel, grade: grade.name }));
      await expect(section).toContainText(grade.meaning);
      await expect(route).toBeVisible();
      await expect(profile).toBeVisible();

      // The table is folded away until asked for; then one row per night, as the page writes altitudes.
      const table = profile.getByRole("table", { name: words.profileTitle, exact: true });
      await expect(table).toBeHidden();
      await profile.getByText(words.showTable, { exact: true }).click();
      await expect(table).toBeVisible();
      await expect(table.getByRole("columnheader")).toHaveText([words.table.day, words.table.stay, words.table.altitude]);
      const rows = table.getByRole("rowgroup").last().getByRole("row");
      await expect(rows).toHaveCount(nights.length);
      for (const [i, night] of nights.entries()) {
        await expect(rows.nth(i).getByRole("rowheader")).toHaveText(String(night.day));
        await expect(rows.nth(i).getByRole("cell")).toHaveText([night.place, night.altitude === undefined ? "–" : metres(words, night.altitude)]);
      }

      // The note: the guide's part on acclimatisation, whose heading is on the guide's page.
      await expect(note).toBeVisible();
      const [before] = words.altitudeNote.split("{guide}");
      await expect(note).toContainText(before.trim());
      const restDays = pkg.itinerary.flatMap((d, i) => (d.restDay ? [i + 1] : []));
      expect(restDays.length, "the Ladakh trip has a rest day").toBeGreaterThan(0);
      for (const day of restDays) {
        const rest = note.getByRole("link", { name: fill(words.restDay, { day }), exact: true });
        await expect(rest).toHaveAttribute("href", `#day-${day}`);
        await expect(note).toContainText(fill(words.restDayNote, { restDay: fill(words.restDay, { day }) }));
        await expect(page.locator(`[id="day-${day}"]`)).toHaveCount(1);
      }
      const restLink = note.getByRole("link", { name: fill(words.restDay, { day: restDays[0] }), exact: true });
      await restLink.click();
      await expect(page).toHaveURL(new RegExp(`#day-${restDays[0]}$`));
      await expect(page.locator(`[id="day-${restDays[0]}"]`)).toBeInViewport();

      const guide = note.getByRole("link", { name: words.guideLink, exact: true });
      const href = new URL((await guide.getAttribute("href")) ?? "", page.url());
      expect(href.pathname, "the guide in the page's language").toBe(localizePath(pagePaths.guide({ slug: "ladakh" }), locale));
      const id = decodeURIComponent(href.hash.slice(1));
      expect(id, "the link names a part of the guide").not.toBe("");
      await guide.click();
      await expect(page).toHaveURL(href.toString());
      const heading = page.getByRole("heading", { level: 2 }).and(page.locator(`[id="${id}"]`));
      await expect(heading).toHaveCount(1);
      await expect(heading).toContainText(new RegExp(words.guideSection, "i"));
      await expect(heading).toBeInViewport();
    });

    test("a trip that stays low (Kerala, Goa) has the route but no altitude profile and no note", async ({ page }) => {
      for (const slug of ["kerala-backwaters", "goa-beach-break"]) {
        const { pkg, url, words } = packageOf(locale, slug);
        expect(Math.max(...nightsOf(pkg).map((n) => n.altitude ?? 0)), `${slug} sleeps below 2,500 m`).toBeLessThan(2500);
        await gotoHydrated(page, url);
        const { section, route, profile, note } = glanceOf(page, words);
        await expect(section).toContainText(words.grades[pkg.grade].meaning);
        await expect(route).toBeVisible();
        await expect(profile).toHaveCount(0);
        await expect(note).toHaveCount(0);
        await expect(section.getByRole("table")).toHaveCount(0);
      }
    });

    test("a cruise says its nights are spent on board, with no altitude and no profile", async ({ page }) => {
      const { pkg, url, words } = packageOf(locale, "mumbai-goa-coastal-cruise");
      const aboard = nightsOf(pkg).filter((n) => n.onboard === "ship");
      expect(aboard.length, "the cruise's nights are on its ship").toBeGreaterThan(0);
      await gotoHydrated(page, url);
      const { route, profile, note } = glanceOf(page, words);
      const stops = route.getByRole("listitem");
      for (const night of aboard) await expect(stops.filter({ hasText: night.place })).toContainText(words.onboard.ship);
      // A night on board has no altitude to give.
      await expect(stops.filter({ hasText: new RegExp(fill(words.metres, { value: "\\d[\\d,]*" })) })).toHaveCount(0);
      await expect(profile).toHaveCount(0);
      await expect(note).toHaveCount(0);
    });

    test("the drawings are hidden from assistive technology, and their text (the stops' list, the profile's table) is there in their place", async ({
      page,
    }) => {
      const { pkg, url, words } = packageOf(locale, "spiti-valley-trek");
      const nights = nightsOf(pkg);
      await gotoHydrated(page, url);
      const { section, route, profile } = glanceOf(page, words);
      const drawings = section.locator("svg");
      expect(await drawings.count()).toBeGreaterThanOrEqual(2);
      for (const svg of await drawings.all()) await expect(svg).toHaveAttribute("aria-hidden", "true");
      await expect(section.getByRole("img")).toHaveCount(0);

      // The route's list: each place once, in the order first reached (Manali, where the trek starts and ends, once).
      const places = nights.map((n) => n.place).filter((place, i, all) => all.indexOf(place) === i);
      const stops = route.getByRole("list").getByRole("listitem");
      await expect(stops).toHaveCount(places.length);
      for (const [i, place] of places.entries()) await expect(stops.nth(i)).toContainText(place);
      const routeTree = await route.ariaSnapshot();
      for (const place of places) expect(routeTree).toContain(place);

      // The table, named by its caption, once opened: read by a screen reader as rows of day, stop, altitude.
      await profile.getByText(words.showTable, { exact: true }).click();
      const table = profile.getByRole("table", { name: words.profileTitle, exact: true });
      await expect(table.getByRole("rowgroup").last().getByRole("row")).toHaveCount(nights.length);
      const tableTree = await table.ariaSnapshot();
      for (const night of nights) expect(tableTree).toContain(metres(words, night.altitude!));
    });

    test("at 320 px the Ladakh and Spiti pages do not scroll sideways, in their own font or a wide one", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 });
      for (const slug of ["ladakh-road-trip", "spiti-valley-trek"]) {
        const { url, words } = packageOf(locale, slug);
        await gotoHydrated(page, url);
        const { route, profile } = glanceOf(page, words);
        await profile.getByText(words.showTable, { exact: true }).click();
        await page.evaluate(() => document.fonts.ready);
        expect(await sidewaysOverflow(page), `${url} wider than the screen`).toBeLessThanOrEqual(0);
        for (const figure of [route, profile]) {
          const box = await figure.boundingBox();
          expect(box && box.x + box.width, `${url}: a drawing runs off the screen`).toBeLessThanOrEqual(320);
        }
        // In a wide face too: nothing scrolls sideways and no text is cut off.
        await useWideFont(page);
        expect(await sidewaysOverflow(page), `${url} wider than the screen in a wide font`).toBeLessThanOrEqual(0);
        expect(await page.evaluate(cutOffText), `${url}: text cut off`).toEqual([]);
      }
    });

    test("every package page's structured data gives each night with coordinates its Place, GeoCoordinates and elevation", async ({ request }) => {
      for (const pkg of packages(locale)) {
        const url = localizePath(pagePaths.package(pkg), locale);
        const html = await (await request.get(url)).text();
        const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
        const trip = blocks.find((b) => b["@type"] === "TouristTrip");
        const items: { item?: unknown }[] = trip.itinerary.itemListElement;
        expect(items, url).toHaveLength(pkg.itinerary.length);
        pkg.itinerary.forEach((day, i) => {
          const stay = day.stay;
          if (day.overnight && stay?.latitude != null && stay.longitude != null) {
            expect(items[i].item, `${url} day ${i + 1}`).toEqual({
              "@type": "Place",
              name: day.overnight,
              geo: {
                "@type": "GeoCoordinates",
                latitude: stay.latitude,
                longitude: stay.longitude,
                ...(stay.altitude != null && { elevation: stay.altitude }),
              },
            });
          } else expect(items[i].item, `${url} day ${i + 1}: no place without coordinates`).toBeUndefined();
        });
      }
    });
  });
}

// The drawings are made at build time: the section brings no script of its own. A package page
// loads the site's scripts and its template's chunk, and nothing else; no script is named for the
// section, and opening the table fetches nothing.
test("the trip at a glance loads no script of its own", async ({ page }) => {
  const scriptsOf = async (url: string) => {
    const loaded: string[] = [];
    const listen = (r: import("@playwright/test").Request) => {
      if (r.resourceType() === "script") loaded.push(new URL(r.url()).pathname);
    };
    page.on("request", listen);
    await gotoHydrated(page, url);
    await pageIdle(page);
    page.off("request", listen);
    return loaded;
  };
  const { url, words } = packageOf("en", "ladakh-road-trip");
  const other = localizePath(pagePaths.guide({ slug: "ladakh" }), "en");
  const site = new Set((await scriptsOf(other)).filter((s) => !/\/component---/.test(s)));
  const mine = await scriptsOf(url);
  expect(
    mine.filter((s) => !site.has(s) && !/^\/component---src-templates-package-tsx-[\w]+\.js$/.test(s)),
    "scripts only the package page loads",
  ).toEqual([]);
  expect(mine.filter((s) => /trip|glance|altitude|profile|route/i.test(s))).toEqual([]);

  const later: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") later.push(r.url());
  });
  const { profile } = glanceOf(page, words);
  await profile.scrollIntoViewIfNeeded();
  await profile.getByText(words.showTable, { exact: true }).click();
  // The table the visitor asked for is shown, and the page has been idle since.
  await expect(profile.getByRole("table", { name: words.profileTitle, exact: true })).toBeVisible();
  await pageIdle(page);
  expect(later, "scripts fetched for the section").toEqual([]);
});
