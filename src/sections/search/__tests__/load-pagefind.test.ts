import { tripOf } from "../load-pagefind";

describe("tripOf", () => {
  it("reads a package's days, nights and all-in price from its meta, and nothing for other pages", () => {
    expect(tripOf("7 6 34649")).toEqual({ days: 7, nights: 6, allIn: 34649 });
    // Price on request: the length alone.
    expect(tripOf("7 6")).toEqual({ days: 7, nights: 6 });
    expect(tripOf(undefined)).toBeUndefined();
  });
});
