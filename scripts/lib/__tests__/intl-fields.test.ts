import uiEn from "../../../content/ui.json";
import uiHi from "../../../content/hi/ui.json";
import { intlFields } from "../intl-fields";

// The build's text fields, resolved as Gatsby resolves them: the language's ui.json found by the node model.
const context = {
  nodeModel: {
    findOne: async (args: object) => {
      const { query } = args as { query: { filter: { language: { eq: string } } } };
      return ({ en: uiEn, hi: uiHi } as Record<string, object>)[query.filter.language.eq] ?? null;
    },
  },
};

describe("text the build writes for the pages", () => {
  it("names the months and the decimal mark of each language", () => {
    const en = intlFields.UiJson.monthNames.resolve(uiEn);
    expect(en).toHaveLength(12);
    expect([en[0], en[11]]).toEqual(["January", "December"]);
    expect(intlFields.UiJson.monthNames.resolve(uiHi)[5]).toBe("जून");
    expect(intlFields.UiJson.decimalMark.resolve(uiEn)).toBe(".");
  });

  it("writes a departure's day, a review's month and a day's meals in the language asked for", async () => {
    expect(await intlFields.PackagesJsonDeparturesDates.dateText.resolve({ date: "2027-01-15" }, { language: "hi" }, context)).toContain("15 जनवरी 2027");
    expect(await intlFields.TestimonialsJson.monthText.resolve({ month: "2024-06", fields: { locale: "en" } }, {}, context)).toBe("June 2024");
    const meals = intlFields.PackagesJsonItinerary.mealsText;
    expect(await meals.resolve({ meals: ["breakfast", "lunch", "dinner"] }, { language: "en" }, context)).toBe(
      `${uiEn.trip.mealNames.breakfast}, ${uiEn.trip.mealNames.lunch} and ${uiEn.trip.mealNames.dinner}`,
    );
    expect(await meals.resolve({ meals: [] }, { language: "en" }, context)).toBeNull();
  });

  it("stops the build naming a language that has no ui.json", async () => {
    await expect(intlFields.PackagesJsonDeparturesDates.dateText.resolve({ date: "2027-01-15" }, { language: "ta" }, context)).rejects.toThrow('"ta"');
  });
});
