import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated } from "./fixtures";
import { readContent, readFolder } from "./support/content";
import { localizePath, locales, type Locale } from "../model/locales";
import { pagePaths } from "../model/routes";
import { addDays, claimedStatus, formatDayMonth } from "../src/utils/departures";

// "Few seats" is said only with a count behind it, and only while the count is fresh: from the day
// it was made for content/booking-terms.json › seatCountFreshDays days, ending at midnight in India
// (UTC+05:30) by the visitor's clock, with the page open and no rebuild. Then the date reads as
// open, and the structured data stops claiming limited availability.

/** An instant in India time: ("2026-12-03", "23:59") -> 2026-12-03T18:29:00Z. */
const inIndia = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

/** The first package with a counted "few seats" date still to come after the count's last fresh day. */
function countedPackage(locale: Locale) {
  const { seatCountFreshDays } = readContent("booking-terms.json", locale);
  for (const pkg of readFolder("packages", locale).sort((a, b) => a.order - b.order)) {
    for (const departure of pkg.departures.dates ?? []) {
      if (departure.status !== "fewSeats" || !departure.seatsLeft || !departure.countedOn) continue;
      const lastFresh = addDays(departure.countedOn, seatCountFreshDays - 1);
      if (departure.date <= addDays(lastFresh, 1)) continue;
      // What its structured data says on a day: limited only while every open date is counted "few seats".
      const availability = (today: string) => {
        const open = (pkg.departures.dates ?? []).filter((o) => o.date >= today && o.status !== "soldOut");
        const few = open.every((o) => claimedStatus(o, today, seatCountFreshDays) === "fewSeats");
        return `https://schema.org/${few ? "LimitedAvailability" : "InStock"}`;
      };
      return { departure, lastFresh, availability, url: localizePath(pagePaths.package(pkg), locale) };
    }
  }
  throw new Error(`no package in ${locale} has a counted "few seats" date`);
}

const availabilityInHead = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? "null"))
      .filter((b) => b?.["@type"] === "TouristTrip")
      .map((b) => b.offers.availability),
  );

for (const locale of locales) {
  test.describe(`seat counts (${locale})`, () => {
    test("a seat count shows with its date, and goes at midnight in India once stale, without a reload", async ({ page }) => {
      const { departure, lastFresh, availability, url } = countedPackage(locale);
      const { trip, locale: tag } = readContent("ui.json", locale);
      const count = (departure.seatsLeft === 1 ? trip.seatLeftOne : trip.seatsLeft)
        .replace("{count}", String(departure.seatsLeft))
        .replace("{date}", formatDayMonth(departure.date, tag))
        .replace("{counted}", formatDayMonth(departure.countedOn as string, tag));

      await page.clock.install({ time: inIndia(lastFresh, "23:59") });
      await gotoHydrated(page, url);
      const departures = page.getByRole("region", { name: trip.departures });
      const row = departures.getByRole("row").filter({ has: page.locator(`time[datetime="${departure.date}"]`) });
      await expect(row).toContainText(count);
      await expect.poll(() => availabilityInHead(page)).toEqual([availability(lastFresh)]);

      // Two minutes on, the next day in India: the count is stale, the date an ordinary open one.
      await page.clock.fastForward("02:00");
      await expect(row).not.toContainText(count);
      await expect(row).toContainText(trip.status.available);
      await expect(departures).not.toContainText(trip.status.fewSeats);
      // (The unit tests of trip-structured-data show "limited" ending; here it follows the content.)
      await expect.poll(() => availabilityInHead(page)).toEqual([availability(addDays(lastFresh, 1))]);
    });
  });
}
