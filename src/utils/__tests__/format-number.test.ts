import { formatRupees } from "../format-price";
import { formatNumber } from "../format-number";
import { visibleCount } from "../visible-count";

describe("formatNumber", () => {
  it.each([
    [0, "0"],
    [12, "12"],
    [999, "999"],
    [20000, "20,000"],
    [1234567, "1,234,567"],
    [19999.6, "20,000"],
  ])("%p -> %p", (n, s) => expect(formatNumber(n)).toBe(s));
});

describe("visibleCount (Explore More)", () => {
  it("shows all of 6 cards at once", () => expect(visibleCount(6, 0)).toBe(6));
  it("shows 6 of 10, then all 10", () => {
    expect(visibleCount(10, 0)).toBe(6);
    expect(visibleCount(10, 1)).toBe(9);
    expect(visibleCount(10, 2)).toBe(10);
  });
  it("never shows more than there are", () => expect(visibleCount(13, 5)).toBe(13));
});

describe("formatRupees", () => {
  it.each([
    [999, "₹999"],
    [18999, "₹18,999"],
    [189999, "₹1,89,999"],
    [1234567, "₹12,34,567"],
  ])("%p -> %p", (n, s) => expect(formatRupees(n)).toBe(s));
});
