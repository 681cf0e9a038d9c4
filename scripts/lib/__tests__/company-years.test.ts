/** @jest-environment node */
import { companyFields, fillYears, numberInWords, yearsSince } from "../company-years";

describe("years in business", () => {
  it("counts whole years from the founding day, turning on its anniversary", () => {
    expect(yearsSince("2013-10-12", "2026-10-11")).toBe(12);
    expect(yearsSince("2013-10-12", "2026-10-12")).toBe(13);
    expect(yearsSince("2013-10-12", "2026-11-29")).toBe(13);
  });

  it("writes them in words in each language, with a capital where they start a sentence", () => {
    expect(numberInWords(13, "en-GB")).toBe("thirteen");
    expect(numberInWords(21, "hi-IN")).toBe("इक्कीस");
    expect(fillYears("{yearsInWords} years on the road", 13, "en-GB")).toBe("Thirteen years on the road");
    expect(fillYears("On the road for {years} years", 13, "en-GB")).toBe("On the road for 13 years");
    expect(fillYears("सफ़र के {yearsInWords} साल", 13, "hi-IN")).toBe("सफ़र के तेरह साल");
  });

  it("gives the counter its figure on the build's day, read through the node model", async () => {
    const found: Record<string, unknown> = {
      SettingsJson: { founded: "2013-10-12" },
      UiJson: { locale: "en-GB" },
      BuildDay: { day: "2027-10-12" },
    };
    const context = { nodeModel: { findOne: async (args: object) => found[(args as { type: string }).type] } };
    const years = { fields: { locale: "en" }, yearsInBusiness: true };
    expect(await companyFields.StatsJson.figure.resolve(years, undefined, context)).toBe(14);
    expect(await companyFields.StatsJson.figure.resolve({ fields: { locale: "en" }, value: 50 }, undefined, context)).toBe(50);
    const home = { fields: { locale: "en" }, stats: { title: "{yearsInWords} years on the road" } };
    expect(await companyFields.HomeJson.statsTitle.resolve(home, undefined, context)).toBe("Fourteen years on the road");
  });
});
