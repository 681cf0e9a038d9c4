/** @jest-environment node */
import { contentOf } from "../__fixtures__/content";
import { deposits } from "../deposits";

const terms = { deposit: { hosts: ["rzp.io", "pages.razorpay.com"] } };
const check = (deposit: object, from = 20000) =>
  deposits(
    contentOf({
      files: { "booking-terms.json": terms } as never,
      folders: { packages: [{ file: "content/packages/kerala.json", data: { slug: "kerala", price: { from }, deposit } }] } as never,
    }),
  ).errors;

describe("deposits", () => {
  it("accept a payment page on a host of the allow-list, for at most the trip's price", () => {
    expect(check({ amount: 5000, payUrl: "https://rzp.io/rzp/kerala" })).toEqual([]);
    expect(check({ amount: 20000, payUrl: "https://pages.razorpay.com/kerala" })).toEqual([]);
  });

  it("refuse any other host, a look-alike included, naming the allowed ones", () => {
    expect(check({ amount: 5000, payUrl: "https://rzp.io.pay-now.example/kerala" })).toEqual([
      'content/packages/kerala.json › deposit › payUrl: "rzp.io.pay-now.example" is not a payment host of content/booking-terms.json › deposit › hosts (rzp.io, pages.razorpay.com)',
    ]);
  });

  it("refuse a deposit above the trip's from price", () => {
    expect(check({ amount: 25000, payUrl: "https://rzp.io/rzp/kerala" })).toEqual([
      'content/packages/kerala.json › deposit › amount: 25000 is more than the trip\'s "from" price (20000)',
    ]);
  });
});
