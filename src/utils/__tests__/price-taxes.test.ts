import { gstOn, taxLines, withGst } from "../price-taxes";

const taxes = { gst: "GST of {rate}% is added.", gstRate: 5, tcs: "TCS of {rate}% is added abroad.", tcsRate: 20 };

describe("the price box's taxes", () => {
  it("name GST on every package, with the rate from content", () => {
    expect(taxLines(taxes, false)).toEqual(["GST of 5% is added."]);
  });

  it("add TCS on a tour abroad", () => {
    expect(taxLines(taxes, true)).toEqual(["GST of 5% is added.", "TCS of 20% is added abroad."]);
  });
});

describe("the all-in price", () => {
  it("adds GST and rounds to the rupee, and its parts add up", () => {
    expect(withGst(21499, 5)).toBe(22574);
    expect(gstOn(21499, 5)).toBe(1075);
    expect(21499 + gstOn(21499, 5)).toBe(withGst(21499, 5));
    expect(withGst(18999, 0)).toBe(18999);
  });
});
