/** @jest-environment node */
import path from "node:path";
import { staticRoutes } from "../validate";
import { contentCopy } from "../__fixtures__/content-copy";

// A package's season (issue 61): twelve months, each best, good, possible (with a reason) or closed.
// Each test takes the real content, changes what an editor might and expects the check to refuse
// it, naming the file and the field, in either language.
const { edit, editBoth, report } = contentCopy(staticRoutes(path.join(__dirname, "..", "..", "..", "src", "pages")));
const errorsAbout = (file: string) => report().errors.filter((e) => e.startsWith(`content/${file} `) || e.startsWith(`content/hi/${file} `));

const ladakh = "packages/ladakh-road-trip.json";
const kerala = "packages/kerala-backwaters.json";

describe("a package's season", () => {
  it("accepts the shipped seasons: every package's fixed departures fall in open months", () => {
    expect(report().errors).toEqual([]);
  });

  it("refuses a month missing from the year, and a season missing, in either language", () => {
    editBoth(kerala, (p) => delete p.season.jun);
    expect(errorsAbout(kerala)).toEqual([
      `content/${kerala} › season › jun: is required but missing`,
      `content/hi/${kerala} › season › jun: is required but missing`,
    ]);
    editBoth(ladakh, (p) => delete p.season);
    expect(errorsAbout(ladakh)).toEqual([`content/${ladakh} › season: is required but missing`, `content/hi/${ladakh} › season: is required but missing`]);
  });

  it("refuses a value that is not one of the four, and a month that is no month", () => {
    editBoth(kerala, (p) => {
      p.season.jul.is = "open";
      p.season.sept = { is: "best" };
    });
    expect(errorsAbout(kerala)).toEqual([
      `content/${kerala} › season › jul › is: must be one of "best", "good", "possible", "closed", found "open"`,
      `content/${kerala} › season: unknown field "sept" (misspelt?)`,
      `content/hi/${kerala} › season › jul › is: must be one of "best", "good", "possible", "closed", found "open"`,
      `content/hi/${kerala} › season: unknown field "sept" (misspelt?)`,
    ]);
  });

  it("refuses a fixed departure in a closed month, naming the date and the month", () => {
    // Ladakh's first departure is on 5 June; closing June as an editor would, in both files.
    editBoth(ladakh, (p) => {
      p.season.jun = { is: "closed", reason: "Snow closes the high passes" };
    });
    edit(`hi/${ladakh}`, (p) => (p.season.jun.reason = "बर्फ़ से ऊँचे दर्रे बंद रहते हैं"));
    expect(errorsAbout(ladakh)).toEqual([
      `content/${ladakh} › departures › dates › item 1 › date: 2027-06-05 is in June, which "season" › jun says is closed; remove the date, or open the month`,
      `content/${ladakh} › departures › dates › item 2 › date: 2027-06-19 is in June, which "season" › jun says is closed; remove the date, or open the month`,
    ]);
  });

  it("wants a reason for a possible month, and none for a best or good one", () => {
    editBoth(kerala, (p) => delete p.season.jun.reason);
    edit(kerala, (p) => (p.season.jan.reason = "Dry and cool"));
    edit(`hi/${kerala}`, (p) => (p.season.jan.reason = "सूखा और ठंडा"));
    expect(errorsAbout(kerala)).toEqual([
      `content/${kerala} › season › jan › reason: a best month has no reason to give (the page shows reasons for possible and closed months only); remove it`,
      `content/${kerala} › season › jun › reason: missing; a possible month says why in a few words ("Monsoon: heavy rain on the hill roads")`,
    ]);
  });

  it("refuses a Hindi season that differs from English: another value, a reason missing or added, or a reason left in English", () => {
    edit(`hi/${kerala}`, (p) => {
      p.season.apr.is = "good";
      delete p.season.jun.reason;
      p.season.feb.reason = "सूखा और ठंडा";
    });
    edit(`hi/${ladakh}`, (p) => (p.season.nov.reason = "Snow closes the high passes"));
    expect(errorsAbout(kerala)).toEqual([
      `content/hi/${kerala} › season › feb › reason: not in the English file; add it there too or remove it here`,
      `content/hi/${kerala} › season › apr › is: "good", but the English file has "possible": this field is the same in every language`,
      `content/hi/${kerala} › season › jun › reason: missing: the English file has it; translate it or remove it from both`,
    ]);
    expect(errorsAbout(ladakh)).toEqual([
      `content/hi/${ladakh} › season › nov › reason: "Snow closes the high passes" is the English file's reason; write it in this file's language`,
    ]);
  });
});
