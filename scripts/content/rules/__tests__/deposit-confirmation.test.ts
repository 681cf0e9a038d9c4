/** @jest-environment node */
import { contentOf } from "../__fixtures__/content";
import { depositConfirmation } from "../deposit-confirmation";

const terms = {
  payment: ["A deposit of 25% of the price per person, GST included, confirms your booking; the balance is due 21 days before departure."],
  confirmation: { depositPercent: 25, per: "person", balanceDaysBefore: 21 },
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
  it("accepts a deposit that confirms at the terms' share (its amounts are computed, not typed)", () => {
    expect(check({ deposit: { payUrl } })).toEqual([]);
  });

  it("accepts a smaller share that only holds the seats, and refuses one as large as the terms'", () => {
    expect(check({ deposit: { payUrl, holdPercent: 10 } })).toEqual([]);
    expect(check({ deposit: { payUrl, holdPercent: 25 } })).toEqual([
      "content/packages/kerala.json › deposit › holdPercent: 25% is not less than the 25% that confirms a booking (content/booking-terms.json › confirmation); leave holdPercent out for a deposit that confirms",
    ]);
  });

  it("refuses an online deposit where the terms ask a share of the whole booking", () => {
    const perBooking = { ...terms, confirmation: { ...terms.confirmation, per: "booking" } };
    expect(check({ deposit: { payUrl } }, perBooking)).toEqual([
      'content/packages/kerala.json › deposit: content/booking-terms.json › confirmation asks the deposit per booking, whose amount depends on the party; an online deposit is per person (remove "deposit", or make the terms\' share per person)',
    ]);
  });

  it("follows the package's own terms where it has them", () => {
    const policies = {
      payment: ["A 40% deposit confirms your cabin; the balance is due 60 days before sailing."],
      confirmation: { depositPercent: 40, per: "person", balanceDaysBefore: 60 },
    };
    expect(check({ policies, deposit: { payUrl, holdPercent: 30 } })).toEqual([]);
    expect(check({ policies, deposit: { payUrl, holdPercent: 40 } })).toHaveLength(1);
  });

  it("refuses payment terms that do not name the share that confirms, or the days the balance is due", () => {
    expect(check({}, { ...terms, payment: ["A 30% deposit confirms your booking; the balance is due 30 days before departure."] })).toEqual([
      'content/booking-terms.json › payment: does not say the 25% of "confirmation" › depositPercent; say which share confirms a booking',
      'content/booking-terms.json › payment: does not say the 21 days of "confirmation" › balanceDaysBefore; say how many days before departure the balance is due',
    ]);
  });
});
