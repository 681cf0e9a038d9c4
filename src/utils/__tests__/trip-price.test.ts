import { allInPrice, amountPaidToUs, chargesTotal, currentPeriods, depositFor, periodOn, priceOn, tcsOn } from "../trip-price";

const port = { label: "Port charges", amount: 2400, payable: "withBooking" as const };
const tips = { label: "Gratuities", amount: 1800, payable: "onTrip" as const };
const porter = { label: "A porter", amount: 800, payable: "onTrip" as const, optional: true };

describe("the all-in price with compulsory charges", () => {
  it("adds GST to the price and the compulsory charges to that, the parts adding up", () => {
    expect(allInPrice(38999, 5, [port, tips, porter])).toEqual({ price: 38999, gst: 1950, charges: 4200, allIn: 45149 });
    expect(allInPrice(21499, 5)).toEqual({ price: 21499, gst: 1075, charges: 0, allIn: 22574 });
  });

  it("leaves an optional charge out of the total", () => {
    expect(chargesTotal([porter])).toBe(0);
    expect(chargesTotal(null)).toBe(0);
  });
});

describe("TCS on a tour abroad", () => {
  it("is 2% of Swiss Alps' ₹1,99,499: ₹3,990 (5% was ₹9,975)", () => {
    expect(amountPaidToUs(189999, 5)).toBe(199499);
    expect(tcsOn(199499, 2)).toBe(3990);
    expect(tcsOn(199499, 5)).toBe(9975);
  });

  it("is on what we are paid: a charge paid there to someone else is not in it", () => {
    expect(amountPaidToUs(38999, 5, [port, tips])).toBe(40949 + 2400);
  });
});

describe("the deposit", () => {
  it("is the terms' share of the all-in price, rounded up: 25% of ₹22,574 is ₹5,644", () => {
    expect(depositFor(22574, 25)).toBe(5644);
    expect(depositFor(12599, 25)).toBe(3150);
    expect(depositFor(40000, 40)).toBe(16000);
  });
});

describe("a price by season", () => {
  const goa = { from: 14999, periods: [{ label: "Christmas and New Year", startsOn: "2026-12-20", endsOn: "2027-01-02", amount: 19999 }] };

  it("is the period's price for a departure inside it, both ends included, and the 'from' price outside", () => {
    expect(priceOn(goa, "2026-12-19")).toBe(14999);
    expect(priceOn(goa, "2026-12-20")).toBe(19999);
    expect(priceOn(goa, "2027-01-02")).toBe(19999);
    expect(priceOn(goa, "2027-01-03")).toBe(14999);
    expect(periodOn(goa.periods, "2026-12-25")?.label).toBe("Christmas and New Year");
  });

  it("shows a period until its last day, then no more", () => {
    expect(currentPeriods(goa.periods, "2027-01-02")).toHaveLength(1);
    expect(currentPeriods(goa.periods, "2027-01-03")).toEqual([]);
  });
});
