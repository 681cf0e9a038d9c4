/** @jest-environment node */
import { contentOf } from "../__fixtures__/content";
import { deposits } from "../deposits";

/** No PAYMENT_PAGES: the build's defaults (scripts/content/payment-pages.ts). */
const noSetting = {};
const check = (deposit: object, from = 20000, env: Record<string, string> = noSetting) =>
  deposits(
    contentOf({
      folders: { packages: [{ file: "content/packages/kerala.json", data: { slug: "kerala", price: { from }, deposit } }] } as never,
    }),
    env,
  ).errors;
const allowed =
  "a deposit links to one of the company's payment pages: https://rzp.io/rzp/summit-sea-…, https://pages.razorpay.com/summit-sea-… (build setting PAYMENT_PAGES)";
const payUrl = (problem: string) => [`content/packages/kerala.json › deposit › payUrl: ${problem}; ${allowed}`];

describe("deposits", () => {
  it("accept the company's own payment pages, for at most the trip's price", () => {
    expect(check({ payUrl: "https://rzp.io/rzp/summit-sea-kerala-deposit" })).toEqual([]);
    expect(check({ payUrl: "https://pages.razorpay.com/summit-sea-kerala?ref=site" })).toEqual([]);
  });

  it("refuse a host off the list, a look-alike included, naming the allowed pages", () => {
    expect(check({ payUrl: "https://rzp.io.pay-now.example/rzp/summit-sea-kerala" })).toEqual(
      payUrl('"rzp.io.pay-now.example" is not a payment host of this build'),
    );
    expect(check({ payUrl: "https://pay.example.com/summit-sea-kerala" })).toEqual(payUrl('"pay.example.com" is not a payment host of this build'));
  });

  it("refuse another merchant's page on the provider's host", () => {
    expect(check({ payUrl: "https://rzp.io/rzp/another-merchant" })).toEqual(
      payUrl('"https://rzp.io/rzp/another-merchant" is not one of the company\'s pages on rzp.io (its path must start with /rzp/summit-sea-)'),
    );
    // Read as a browser reads it: the dot segments leave the company's pages.
    expect(check({ payUrl: "https://rzp.io/rzp/summit-sea-x/../../rzp/another-merchant" })).toHaveLength(1);
  });

  it("refuse a user name or password before the host", () => {
    expect(check({ payUrl: "https://evil.example@rzp.io/x" })).toEqual(
      payUrl('"https://evil.example@rzp.io/x" has a user name or password before its host (the part before "@"), which a reader takes for the site'),
    );
    expect(check({ payUrl: "https://a:b@rzp.io/rzp/summit-sea-x" })).toHaveLength(1);
  });

  it("refuse a port, and an address that is not https", () => {
    expect(check({ payUrl: "https://rzp.io:8443/rzp/summit-sea-x" })).toEqual(payUrl('"https://rzp.io:8443/rzp/summit-sea-x" names a port (:8443)'));
    expect(check({ payUrl: "http://rzp.io/rzp/summit-sea-x" })).toEqual(payUrl('"http://rzp.io/rzp/summit-sea-x" is not https'));
    expect(check({ payUrl: "rzp.io/rzp/summit-sea-x" })).toEqual(payUrl('"rzp.io/rzp/summit-sea-x" is not a web address'));
  });

  it("take the list from PAYMENT_PAGES when the build sets it", () => {
    const env = { PAYMENT_PAGES: " pay.example.com/acme-, PAGES.razorpay.com/acme/ " };
    expect(check({ payUrl: "https://pay.example.com/acme-kerala" }, 20000, env)).toEqual([]);
    expect(check({ payUrl: "https://pages.razorpay.com/acme/kerala" }, 20000, env)).toEqual([]);
    expect(check({ payUrl: "https://rzp.io/rzp/summit-sea-kerala-deposit" }, 20000, env)).toEqual([
      'content/packages/kerala.json › deposit › payUrl: "rzp.io" is not a payment host of this build; a deposit links to one of the company\'s payment pages: https://pay.example.com/acme-…, https://pages.razorpay.com/acme/… (build setting PAYMENT_PAGES)',
    ]);
  });

  it("report a PAYMENT_PAGES entry that is not a host and a path", () => {
    expect(check({ payUrl: "https://rzp.io/rzp/summit-sea-kerala" }, 20000, { PAYMENT_PAGES: "rzp.io" })).toEqual([
      'PAYMENT_PAGES: "rzp.io" is not a host and a path; write each payment page as its host and the path the company\'s pages start with, like rzp.io/rzp/summit-sea- (comma-separated)',
    ]);
  });
});
