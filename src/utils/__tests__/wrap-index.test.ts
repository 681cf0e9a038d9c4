import { wrapIndex } from "../wrap-index";

describe("lightbox index", () => {
  it("goes from the 12th photo to the 1st on next", () => expect(wrapIndex(12, 12)).toBe(0));
  it("goes from the 1st photo to the 12th on previous", () => expect(wrapIndex(-1, 12)).toBe(11));
  it("leaves indexes inside the range alone", () => expect(wrapIndex(5, 12)).toBe(5));
  it("wraps any distance", () => expect(wrapIndex(-25, 12)).toBe(11));
  it("is 0 with nothing to show", () => expect(wrapIndex(3, 0)).toBe(0));
});
