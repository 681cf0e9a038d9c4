/** @jest-environment node */
import { contentOf } from "../__fixtures__/content";
import { companyRecordAsOf } from "../company-record";

const stat = (over: object) => ({ label: "Travellers", suffix: "+", icon: "users", gradient: ["#000000", "#111111"], ...over });
const rates = (from: string) => ({ taxes: { gstRates: [{ rate: 5, from: "2017-07-01", source: "x" }], tcsRates: [{ rate: 2, from, source: "y" }] } });
const check = (files: object, day = "2026-11-29") => companyRecordAsOf(day)(contentOf({ files: files as never })).errors;

describe("the company's record", () => {
  it("accepts a founding day come, counts with what and when, and years counted, not typed", () => {
    expect(
      check({
        "settings.json": { founded: "2013-10-12" },
        "home.json": { stats: { title: "{yearsInWords} years on the road" } },
        "stats.json": [stat({ value: 20000, counts: "Travellers taken", asOf: "2026-11-01" }), stat({ label: "Years", yearsInBusiness: true })],
        "booking-terms.json": rates("2026-04-01"),
      }),
    ).toEqual([]);
  });

  it("refuses a count of years typed, in figures or words, in English or Hindi", () => {
    expect(
      check({
        "home.json": { stats: { title: "Twelve years on the road", text: "12 years" } },
        "story.json": { paragraphs: ["बारह साल बाद"] },
      }),
    ).toEqual([
      'content/home.json › stats › title: "Twelve years" is a count of years typed by hand; write {yearsInWords} or {years}, which the site counts from settings.json › founded',
      'content/home.json › stats › text: "12 years" is a count of years typed by hand; write {yearsInWords} or {years}, which the site counts from settings.json › founded',
      'content/story.json › paragraphs › item 1: "बारह साल" is a count of years typed by hand; write {yearsInWords} or {years}, which the site counts from settings.json › founded',
    ]);
  });

  it("refuses a count without what it counts or its day, a day to come, and a counter both counted and computed", () => {
    expect(
      check({
        "stats.json": [stat({ value: 50 }), stat({ value: 100, counts: "Vehicles", asOf: "2027-01-01" }), stat({ value: 12, yearsInBusiness: true })],
      }),
    ).toEqual([
      'content/stats.json › entry 1 (Travellers) › counts: a count says what it counts ("travellers we have taken on a trip since 2013, each counted once")',
      "content/stats.json › entry 1 (Travellers) › asOf: a count says the day it was counted",
      'content/stats.json › entry 2 (Travellers) › asOf: "2027-01-01" is still to come; a count is made on a day already come',
      'content/stats.json › entry 3 (Travellers): give either "value" (a count) or "yearsInBusiness": true (counted from settings.json › founded), not both or neither',
    ]);
  });

  it("refuses a founding day to come, and tax rates with none in force on the build's day", () => {
    expect(check({ "settings.json": { founded: "2027-01-01" }, "booking-terms.json": rates("2026-04-01") }, "2026-03-31")).toEqual([
      'content/settings.json › founded: "2027-01-01" is not a day already come; write the day the company began, like 2013-10-12',
      "content/booking-terms.json › taxes › tcsRates: no rate is in force on 2026-03-31; add the rate in force, with the day it applies from and its source",
    ]);
  });
});
