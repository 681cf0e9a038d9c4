import fs from "node:fs";
import path from "node:path";
import { test, expect, expectNoAxeViolations, gotoHydrated, mobile } from "./fixtures";
import { readContent, readFolder } from "./support/content";
import { localizePath, type Locale } from "../model/locales";
import { sectionPaths } from "../model/routes";
import { monthNamesIn } from "../src/utils/month-names";
import { fill } from "../src/utils/fill";

// The "When" filter of /packages, in both languages: June lists exactly the trips with an open fixed
// departure in June (from the build's day on) and the any-date trips whose season is open in June,
// worked out here from the content files; each card says when it leaves; a reload keeps the choice.

const publicDir = path.join(__dirname, "..", "public");
/** The build's day, from /packages' own data: the month filter counts its twelve months from it. */
const buildDay = (locale: Locale): string =>
  JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", localizePath(sectionPaths.packages, locale), "page-data.json"), "utf8")).result.data.buildDay
    .day;

/** The next June from `day` ("2026-11-29": "2027-06"; "2027-06-10": "2027-06"). */
const nextJune = (day: string) => `${Number(day.slice(5, 7)) <= 6 ? day.slice(0, 4) : Number(day.slice(0, 4)) + 1}-06`;

/** Each package of the language with when it leaves in `month`: its first open date, "any", or nothing. */
function leavingIn(locale: Locale, month: string, today: string) {
  return readFolder("packages", locale).map((p) => {
    const first = (p.departures.dates ?? [])
      .filter((d) => d.date.startsWith(`${month}-`) && d.date >= today && d.status !== "soldOut")
      .map((d) => d.date)
      .sort()[0];
    return { title: p.title, leaves: first ?? (p.departures.anyDate && p.season.jun.is !== "closed" ? "any" : undefined) };
  });
}

for (const locale of ["en", "hi"] as const) {
  const words = readContent("package-filters.json", locale);
  const names = monthNamesIn(readContent("ui.json", locale).locale);
  const count = (n: number) => (n === 1 ? words.countOne : fill(words.countMany, { count: n }));

  test(`June on /packages lists exactly the trips that leave in June; a reload keeps it (${locale})`, async ({ page }) => {
    const today = buildDay(locale);
    // The visitor's clock on the build's day, at noon in India.
    await page.clock.install({ time: new Date(`${today}T12:00:00+05:30`) });
    await page.setViewportSize(mobile);
    await gotoHydrated(page, localizePath(sectionPaths.packages, locale));
    const june = nextJune(today);
    const expected = leavingIn(locale, june, today).filter((p) => p.leaves);
    // Both kinds are in the content, so the test covers both.
    expect(expected.some((p) => p.leaves === "any")).toBe(true);
    expect(expected.some((p) => p.leaves !== "any")).toBe(true);
    expect(expected.length).toBeLessThan(readFolder("packages", locale).length);

    const form = page.getByRole("search", { name: words.title });
    // On a phone the filters fold behind their button (issue 64): open them.
    await form.getByRole("button", { name: words.filters, exact: true }).click();
    const when = form.getByLabel(words.when, { exact: true });
    // Twelve months from the build's month, named in the page's language.
    await expect(when.getByRole("option")).toHaveCount(13);
    await expect(when.getByRole("option").nth(1)).toHaveText(`${names[Number(today.slice(5, 7)) - 1]} ${today.slice(0, 4)}`);
    await when.selectOption(june);
    await expect(page).toHaveURL(new RegExp(`\\?when=${june}$`));
    await expect(form.getByRole("status")).toHaveText(count(expected.length));

    const check = async () => {
      const list = page.getByRole("list", { name: count(expected.length), exact: true });
      const titles = await list.getByRole("heading", { level: 3 }).allTextContents();
      expect([...titles].sort()).toEqual(expected.map((p) => p.title).sort());
      // Each card says when it leaves in June.
      for (const p of expected) {
        const card = list.getByRole("listitem").filter({ has: page.getByRole("heading", { name: p.title, exact: true }) });
        const line =
          p.leaves === "any"
            ? fill(words.whenAnyDate, { month: names[5] })
            : fill(words.whenDeparture, { month: names[5], date: `${Number(p.leaves?.slice(8, 10))} ${names[5]}` });
        await expect(card).toContainText(line);
      }
    };
    await check();
    await expectNoAxeViolations(page, "main");
    await page.reload();
    await expect(form.getByLabel(words.when, { exact: true })).toHaveValue(june);
    await expect(form.getByRole("status")).toHaveText(count(expected.length));
    await check();
  });
}
