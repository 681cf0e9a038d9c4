import { monthNames } from "../month-names";

describe("month names", () => {
  it("are written in the page's language, in calendar order whatever order the editor chose", () => {
    expect(monthNames(["sep", "jun", "jul"], "en-GB")).toEqual(["June", "July", "September"]);
    expect(monthNames(["dec", "jan"], "hi-IN")).toEqual(["जनवरी", "दिसंबर"]);
  });
});
