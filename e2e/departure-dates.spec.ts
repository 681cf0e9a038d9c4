import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated } from "./fixtures";
import { readContent, readFolder } from "./support/content";
import { localizePath, locales, type Locale } from "../model/locales";
import { enquiryPath, pagePaths } from "../model/routes";
import { claimedStatus } from "../src/utils/departures";

// A page built days ago must not offer a departure that has left: in the browser, by the visitor's
// clock and in India time (UTC+05:30), a date is gone from the minute after its midnight, from the
// page and from its structured data, and "new dates are coming" follows the last one. The dates
// come from the content and the build's day from the page's context.

const publicDir = path.join(__dirname, "..", "public");
const buildDayOf = (url: string): string =>
  JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", url, "page-data.json"), "utf8")).result.pageContext.today;

/** An instant in India time: ("2027-03-13", "23:59") -> 2027-03-13T18:29:00Z. */
const inIndia = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Packages on fixed dates with a departure still to come on the day the site was built. */
function datedPackages(locale: Locale) {
  return readFolder("packages", locale)
    .filter((pkg) => !pkg.departures.anyDate)
    .map((pkg) => {
      const url = localizePath(pagePaths.package(pkg), locale);
      const upcoming = (pkg.departures.dates ?? []).filter((d) => d.date >= buildDayOf(url));
      return { pkg, url, upcoming };
    })
    .filter((p) => p.upcoming.length >= 2)
    .sort((a, b) => a.pkg.order - b.pkg.order);
}

interface Offer {
  availability: string;
  validFrom?: string;
  priceValidUntil?: string;
  offers?: Offer[];
}

/** The TouristTrip blocks in the live <head>, as search engines' renderers read them. */
const tripsInHead = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? "null"))
      .filter((b) => b?.["@type"] === "TouristTrip"),
  ) as Promise<{ offers: Offer }[]>;

type Dated = ReturnType<typeof datedPackages>[number]["upcoming"];

/** What schema.org calls the seats on these dates on `today`: none left to sell, all sold, only few (by a fresh count), or some. */
const availabilityOf = (dates: Dated, today: string, locale: Locale) => {
  const { seatCountFreshDays } = readContent("booking-terms.json", locale);
  const open = dates.filter((d) => d.status !== "soldOut");
  const few = open.every((d) => claimedStatus(d, today, seatCountFreshDays) === "fewSeats");
  const name = !dates.length ? "OutOfStock" : !open.length ? "SoldOut" : few ? "LimitedAvailability" : "InStock";
  return `https://schema.org/${name}`;
};

/** The page's departures, its words, and what its structured data says. */
async function expectDepartures(page: Page, locale: Locale, dates: Dated, today: string) {
  const shown = dates.map((d) => d.date);
  const { trip } = readContent("ui.json", locale);
  const region = page.getByRole("region", { name: trip.departures });
  await expect
    .poll(() => region.locator("time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime"))), { message: "the dates listed" })
    .toEqual(shown);
  if (shown.length) await expect(region).not.toContainText(trip.newDatesSoon);
  else await expect(region).toContainText(trip.newDatesSoon);

  // Every offer sold (one, or one per price tier) holds until the last departure shown, and its
  // availability is that of the dates shown.
  const summary = async () => {
    const trips = await tripsInHead(page);
    const all = trips.flatMap(({ offers }) => [offers, ...(offers.offers ?? [])]);
    // A current early-bird or group offer holds until its own last day (e2e/offers.spec.ts).
    const sold = trips.flatMap(({ offers }) => offers.offers ?? [offers]).filter((o) => !o.validFrom);
    return {
      trips: trips.length,
      validUntil: [...new Set(sold.map((o) => o.priceValidUntil ?? null))],
      availability: [...new Set(all.map((o) => o.availability))],
    };
  };
  await expect
    .poll(summary, { message: "the TouristTrip in <head>" })
    .toEqual({ trips: 1, validUntil: [shown.at(-1) ?? null], availability: [availabilityOf(dates, today, locale)] });
}

for (const locale of locales) {
  const [first, second] = datedPackages(locale);

  test.describe(`departures in India time (${locale})`, () => {
    test("a departure is offered until midnight in India on its day, and gone on a fresh load a minute after", async ({ page }) => {
      const { url, upcoming } = first;
      const day = upcoming[0].date;
      await page.clock.install({ time: inIndia(day, "23:59") });
      await gotoHydrated(page, url);
      await expectDepartures(page, locale, upcoming, day);

      await page.clock.setSystemTime(inIndia(dayAfter(day), "00:01"));
      await gotoHydrated(page, url);
      await expectDepartures(page, locale, upcoming.slice(1), dayAfter(day));
    });

    test("the last departure leaves at midnight while the page is open: new dates are coming, and the structured data sells none", async ({ page }) => {
      const { url, upcoming } = second ?? first;
      const last = upcoming[upcoming.length - 1];
      await page.clock.install({ time: inIndia(last.date, "23:59") });
      await gotoHydrated(page, url);
      await expectDepartures(page, locale, [last], last.date);

      // Two minutes on, past midnight in India: no reload, no rebuild.
      await page.clock.fastForward("02:00");
      await expectDepartures(page, locale, [], dayAfter(last.date));

      // And so on a fresh load: Gatsby renders the Head in the browser with the visitor's day.
      await gotoHydrated(page, url);
      await expectDepartures(page, locale, [], dayAfter(last.date));
    });

    test("without scripts the page shows the departures as of its build day", async ({ browser }) => {
      const { url, upcoming } = first;
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(url);
      const { trip } = readContent("ui.json", locale);
      await expect(page.getByRole("region", { name: trip.departures }).locator("time")).toHaveCount(upcoming.length);
      await context.close();
    });
  });
}

test.describe("the enquiry's travel months in India time", () => {
  // 23:59 on 31 January in New York is 10:29 on 1 February in Delhi: January is over in India.
  test.use({ timezoneId: "America/New_York" });
  for (const locale of locales) {
    test(`${localizePath(enquiryPath(), locale)} starts its months with India's month, not the visitor's`, async ({ page }) => {
      const { form } = readContent("contact.json", locale);
      await page.clock.install({ time: new Date("2027-01-31T23:59:00-05:00") });
      await gotoHydrated(page, localizePath(enquiryPath(), locale));
      const month = page.getByLabel(form.month.label, { exact: true });
      await expect.poll(() => month.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value).filter(Boolean)[0])).toBe("2027-02");
      // Named in the page's language (by the build: the browser gets the names as data).
      const february = new Intl.DateTimeFormat(readContent("ui.json", locale).locale, { month: "long", timeZone: "UTC" }).format(Date.UTC(2027, 1, 15));
      await expect(month.locator("option[value='2027-02']")).toHaveText(`${february} 2027`);
    });
  }
});
