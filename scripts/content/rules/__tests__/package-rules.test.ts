/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import type { Content } from "../../rule";
import { contentOf } from "../__fixtures__/content";
import { itineraryDays } from "../itinerary-days";
import { departureDates, isCalendarDate } from "../departure-dates";
import { cancellationSchedules } from "../cancellation-schedule";
import bookingTerms from "../../../../content/booking-terms.json";
import { priceTiers } from "../price-tiers";

// Each rule on a real package (Kerala Backwaters) with one slip made in it, as an editor would.
const kerala = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "..", "..", "content", "packages", "kerala-backwaters.json"), "utf8"));
const FILE = "content/packages/kerala-backwaters.json";
const withPackage = (change: (p: typeof kerala) => void, files: Partial<Content["files"]> = {}) => {
  const data = structuredClone(kerala);
  change(data);
  return contentOf({ folders: { packages: [{ file: FILE, data }] } as never, files: files as never });
};

describe("package rules", () => {
  it("accept the package as written", () => {
    const content = withPackage(() => {});
    for (const rule of [itineraryDays, departureDates, cancellationSchedules, priceTiers]) expect(rule(content).errors).toEqual([]);
  });

  it("name an itinerary whose day count disagrees with the duration", () => {
    expect(itineraryDays(withPackage((p) => (p.days = 7))).errors).toEqual([
      `${FILE} › itinerary: 6 days, but "days" says 7: write one entry per day`,
      `${FILE} › nights: 5 nights for 7 days; a trip has 6 (or 7 with a night journey)`,
    ]);
  });

  it("name a departure date that is not a real date, and dates out of order", () => {
    const fixed = (dates: string[]) => withPackage((p) => (p.departures = { anyDate: false, dates: dates.map((date) => ({ date, status: "available" })) }));
    expect(departureDates(fixed(["2027-01-10", "2027-02-30"])).errors).toEqual([
      `${FILE} › departures › dates › item 2 › date: "2027-02-30" is not a date in the calendar`,
    ]);
    expect(departureDates(fixed(["2027-03-01", "2027-01-10"])).errors).toEqual([
      `${FILE} › departures › dates › item 2 › date: "2027-01-10" comes after "2027-03-01"; list the dates once each, earliest first`,
    ]);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
  });

  it("name a private trip that lists dates", () => {
    expect(departureDates(withPackage((p) => (p.departures.dates = [{ date: "2027-01-10", status: "available" }]))).errors).toEqual([
      `${FILE} › departures › dates: a trip that leaves on any date lists no dates; remove them or set "anyDate" to false`,
    ]);
  });

  it("name a cancellation schedule whose charge goes down as departure nears, in a package or the site's terms", () => {
    const schedule = [
      { daysBefore: 30, charge: 50 },
      { daysBefore: 15, charge: 25 },
    ];
    const content = withPackage(
      (p) => (p.policies = { payment: ["Pay in full."], confirmation: { depositPercent: 100, per: "person", balanceDaysBefore: 0 }, cancellation: schedule }),
      {
        "booking-terms.json": { ...bookingTerms, confirmation: { depositPercent: 25, per: "person", balanceDaysBefore: 21 }, cancellation: schedule },
      },
    );
    expect(cancellationSchedules(content).errors).toEqual([
      "content/booking-terms.json › cancellation › item 2 › charge: 25% at 15 days is less than 50% at 30 days; the charge must not go down as departure nears",
      `${FILE} › policies › cancellation › item 2 › charge: 25% at 15 days is less than 50% at 30 days; the charge must not go down as departure nears`,
    ]);
  });

  it("name a tier cheaper than the from price, and tiers on a price on request", () => {
    expect(priceTiers(withPackage((p) => (p.price.tiers[0].amount = 19999))).errors).toEqual([
      `${FILE} › price › tiers › item 1 › amount: ₹19999 is less than "from" (₹21499); "from" is the lowest price`,
    ]);
    expect(priceTiers(withPackage((p) => delete p.price.from)).errors).toHaveLength(2);
  });

  it("name a child's price without its ages, ages on another price, ages the wrong way round, and a second single room price", () => {
    expect(priceTiers(withPackage((p) => delete p.price.extras[0].maxAge)).errors).toEqual([
      `${FILE} › price › extras › item 1 › for: a child's price names its ages; add minAge and maxAge (e.g. 5 and 11)`,
    ]);
    expect(priceTiers(withPackage((p) => (p.price.extras[1].minAge = 5))).errors).toEqual([
      `${FILE} › price › extras › item 2 › minAge: ages belong to a child's price only; add "for": "child" or remove them`,
    ]);
    expect(priceTiers(withPackage((p) => (p.price.extras[0].minAge = 12))).errors).toEqual([
      `${FILE} › price › extras › item 1 › maxAge: 11 is less than minAge (12)`,
    ]);
    expect(priceTiers(withPackage((p) => p.price.extras.push({ label: "Single room", amount: 9000, for: "singleRoom" }))).errors).toEqual([
      `${FILE} › price › extras › item 3 › for: a second "singleRoom" price; the party's total counts one of each`,
    ]);
  });

  it("name a season cheaper than the from price, one that ends before it starts, seasons that overlap, and seasons on a price on request", () => {
    const christmas = { label: "Christmas", startsOn: "2026-12-20", endsOn: "2027-01-02", amount: 26999 };
    expect(priceTiers(withPackage((p) => (p.price.periods = [christmas]))).errors).toEqual([]);
    expect(
      priceTiers(
        withPackage(
          (p) =>
            (p.price.periods = [
              { ...christmas, amount: 19999 },
              { label: "New Year", startsOn: "2027-01-01", endsOn: "2026-12-31", amount: 25999 },
            ]),
        ),
      ).errors,
    ).toEqual([
      `${FILE} › price › periods › item 1 › amount: ₹19999 is less than "from" (₹21499); "from" is the lowest price`,
      `${FILE} › price › periods › item 1 › endsOn: "Christmas" overlaps "New Year"; a departure day has one price`,
      `${FILE} › price › periods › item 2 › endsOn: "2026-12-31" is before startsOn ("2027-01-01")`,
    ]);
    expect(
      priceTiers(
        withPackage((p) => {
          p.price.periods = [christmas];
          delete p.price.from;
        }),
      ).errors,
    ).toContain(`${FILE} › price › periods › item 1 › amount: a price on request has no seasons; add "from" or remove the periods`);
  });
});
