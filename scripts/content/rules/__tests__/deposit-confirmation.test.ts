/** @jest-environment node */
import { contentOf } from "../__fixtures__/content";
import { depositConfirmation } from "../deposit-confirmation";

const terms = {
  payment: ["A deposit of 25% of the price per person, GST included, confirms your booking."],
  confirmation: { depositPercent: 25, per: "person" },
  taxes: { gstRate: 5 },
};
const payUrl = "https://rzp.io/rzp/summit-sea-kerala-deposit";
const check = (pkg: object, bookingTerms: object = terms) =>
  depositConfirmation(
    contentOf({
      files: { "booking-terms.json": bookingTerms } as never,
      folders: { packages: [{ file: "content/packages/kerala.json", data: { slug: "kerala", price: { from: 21499 }, ...pkg } }] } as never,
    }),
  ).errors;

describe("deposit confirmation", () => {
  it("accepts a deposit of at least 25% of the lowest price with GST, per person as the terms say", () => {
    // ₹21,499 + 5% GST = ₹22,574; a quarter of it, rounded up, is ₹5,644.
    expect(check({ deposit: { amount: 5644, per: "person", payUrl } })).toEqual([]);
  });

  it("refuses a smaller deposit that would confirm the booking, naming file, field and the least amount", () => {
    expect(check({ deposit: { amount: 5000, per: "person", payUrl } })).toEqual([
      'content/packages/kerala.json › deposit › amount: 5000 is less than the 25% that confirms a booking (content/booking-terms.json › confirmation): 5644, of the lowest price with GST (22574); raise it to 5644, or set "holdsSeats": true if it only holds the seats',
    ]);
    // 25% of the price before GST (₹5,375) is not enough either: visitors pay, and see, the price with GST.
    expect(check({ deposit: { amount: 5375, per: "person", payUrl } })).toHaveLength(1);
  });

  it("accepts a smaller deposit that says it only holds the seats", () => {
    expect(check({ deposit: { amount: 5000, per: "person", holdsSeats: true, payUrl } })).toEqual([]);
  });

  it("refuses a deposit per booking where the terms ask for a share per person", () => {
    expect(check({ deposit: { amount: 20000, per: "booking", payUrl } })).toEqual([
      'content/packages/kerala.json › deposit › per: "booking", but content/booking-terms.json › confirmation says the deposit is per person; make them the same, or set "holdsSeats": true if this deposit only holds the seats',
    ]);
  });

  it("follows the package's own terms where it has them", () => {
    const policies = { payment: ["A 40% deposit confirms your cabin."], confirmation: { depositPercent: 40, per: "person" } };
    expect(check({ policies, deposit: { amount: 5644, per: "person", payUrl } })).toEqual([
      'content/packages/kerala.json › deposit › amount: 5644 is less than the 40% that confirms a booking (content/packages/kerala.json › policies › confirmation): 9030, of the lowest price with GST (22574); raise it to 9030, or set "holdsSeats": true if it only holds the seats',
    ]);
  });

  it("refuses payment terms that do not name the share that confirms", () => {
    expect(check({}, { ...terms, payment: ["A 30% deposit confirms your booking."] })).toEqual([
      'content/booking-terms.json › payment: does not say the 25% of "confirmation" › depositPercent; say which share confirms a booking',
    ]);
  });

  it("has nothing to hold a price on request to", () => {
    expect(check({ price: { from: undefined }, deposit: { amount: 1000, per: "person", payUrl } })).toEqual([]);
  });
});
