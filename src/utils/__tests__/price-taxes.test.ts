import { gstOn, percentOn, rateOn, taxLines, withGst } from "../price-taxes";

const words = { gst: "GST of {rate}% is included.", tcs: "TCS of {rate}% ({amount}) is collected abroad." };

describe("the price box's taxes", () => {
  it("name GST on every package, with the rate from content", () => {
    expect(taxLines(words, { gst: 5, tcs: 2 }, null)).toEqual(["GST of 5% is included."]);
  });

  it("add TCS on a tour abroad, with its amount", () => {
    expect(taxLines(words, { gst: 5, tcs: 2 }, "₹3,990")).toEqual(["GST of 5% is included.", "TCS of 2% (₹3,990) is collected abroad."]);
  });
});

describe("a tax rate of the day", () => {
  const tcs = [
    { rate: 2, from: "2026-04-01", source: "Finance Bill, 2026, clause 73" },
    { rate: 5, from: "2025-04-01", source: "Finance Act, 2025" },
  ];

  it("is the latest whose first day has come, in any order", () => {
    expect(rateOn(tcs, "2026-03-31")?.rate).toBe(5);
    expect(rateOn(tcs, "2026-04-01")?.rate).toBe(2);
    expect(rateOn(tcs, "2026-11-29")?.source).toBe("Finance Bill, 2026, clause 73");
  });

  it("is none before the first, and reads as 0%", () => {
    expect(rateOn(tcs, "2025-03-31")).toBeUndefined();
    expect(percentOn(tcs, "2025-03-31")).toBe(0);
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
