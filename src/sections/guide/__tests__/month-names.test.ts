import { bestMonthNames } from "../month-names";
import { monthNamesIn } from "../../../utils/month-names";

describe("month names", () => {
  it("are written in the page's language, in calendar order whatever order the editor chose", () => {
    expect(bestMonthNames(["sep", "jun", "jul"], monthNamesIn("en-GB"))).toEqual(["June", "July", "September"]);
    expect(bestMonthNames(["dec", "jan"], monthNamesIn("hi-IN"))).toEqual(["जनवरी", "दिसंबर"]);
  });
});
