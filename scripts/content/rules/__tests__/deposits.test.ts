/** @jest-environment node */
import { contentOf } from "../__fixtures__/content";
import { deposits } from "../deposits";

/** No PAYMENT_PAGES: the build's defaults (scripts/content/payment-pages.ts), the pages content links today. */
const noSetting = {};
const check = (deposit: object, from = 20000, env: Record<string, string> = noSetting) =>
  deposits(
    contentOf({
      folders: { packages: [{ file: "content/packages/kerala.json", data: { slug: "kerala", price: { from }, deposit } }] } as never,
    }),
    env,
  ).errors;
const page = "https://rzp.io/rzp/summit-sea-kerala-deposit";
const allowed = `a deposit links to one of the company's payment pages: ${page} (build setting PAYMENT_PAGES)`;
const payUrl = (problem: string) => [`content/packages/kerala.json › deposit › payUrl: ${problem}; ${allowed}`];

describe("deposits", () => {
  it("accept a page of the list, exactly as listed", () => {
    expect(check({ payUrl: page })).toEqual([]);
  });

  it("refuse a host off the list, a look-alike included, naming the allowed pages", () => {
    expect(check({ payUrl: "https://rzp.io.pay-now.example/rzp/summit-sea-kerala-deposit" })).toEqual(
      payUrl('"rzp.io.pay-now.example" is not a payment host of this build'),
    );
    expect(check({ payUrl: "https://pay.example.com/summit-sea-kerala" })).toEqual(payUrl('"pay.example.com" is not a payment host of this build'));
  });

  // A Payment Page's address is first come, first served among the provider's merchants: a page
  // named like the company's may be anyone's, so only the very pages listed pass.
  it("refuse another page on the host, even one named like the company's", () => {
    expect(check({ payUrl: "https://rzp.io/rzp/summit-sea-scam-refunds" })).toEqual(
      payUrl(`"https://rzp.io/rzp/summit-sea-scam-refunds" is not one of the company's payment pages`),
    );
    expect(check({ payUrl: "https://rzp.io/rzp/another-merchant" })).toHaveLength(1);
  });

  it("refuse a path that is only the start of a listed page, or the page with more after it", () => {
    expect(check({ payUrl: "https://rzp.io/rzp/summit-sea-" })).toEqual(
      payUrl(`"https://rzp.io/rzp/summit-sea-" is only the start of the address of ${page}; link the page itself`),
    );
    expect(check({ payUrl: `${page}-2` })).toHaveLength(1);
    expect(check({ payUrl: `${page}/x` })).toHaveLength(1);
  });

  it("refuse the bare host", () => {
    for (const bare of ["https://rzp.io", "https://rzp.io/"]) {
      expect(check({ payUrl: bare })).toEqual(payUrl(`"${bare}" is the payment host itself, not one of the company's pages on it`));
    }
  });

  it("refuse a query or a fragment after the page, which the provider's page would read", () => {
    expect(check({ payUrl: `${page}?redirect=https://evil.example` })).toEqual(
      payUrl(`"${page}?redirect=https://evil.example" has a query or fragment after the page ("?…" or "#…"); a deposit links to the page alone`),
    );
    expect(check({ payUrl: `${page}?` })).toHaveLength(1);
    expect(check({ payUrl: `${page}#pay` })).toHaveLength(1);
  });

  it("refuse an address a browser would write otherwise: dot segments, a capital in the host, an explicit port", () => {
    expect(check({ payUrl: "https://rzp.io/rzp/x/../summit-sea-kerala-deposit" })).toEqual(
      payUrl(
        `"https://rzp.io/rzp/x/../summit-sea-kerala-deposit" is not written as a browser writes it (${page}); write it so, so that a reader sees where it goes`,
      ),
    );
    expect(check({ payUrl: "https://RZP.io/rzp/summit-sea-kerala-deposit" })).toHaveLength(1);
    expect(check({ payUrl: "https://rzp.io:443/rzp/summit-sea-kerala-deposit" })).toHaveLength(1);
  });

  it("refuse a user name or password before the host", () => {
    expect(check({ payUrl: "https://evil.example@rzp.io/rzp/summit-sea-kerala-deposit" })).toEqual(
      payUrl(
        '"https://evil.example@rzp.io/rzp/summit-sea-kerala-deposit" has a user name or password before its host (the part before "@"), which a reader takes for the site',
      ),
    );
    expect(check({ payUrl: "https://a:b@rzp.io/rzp/summit-sea-kerala-deposit" })).toHaveLength(1);
  });

  it("refuse a port, and an address that is not https", () => {
    expect(check({ payUrl: "https://rzp.io:8443/rzp/summit-sea-kerala-deposit" })).toEqual(
      payUrl('"https://rzp.io:8443/rzp/summit-sea-kerala-deposit" names a port (:8443)'),
    );
    expect(check({ payUrl: "http://rzp.io/rzp/summit-sea-kerala-deposit" })).toEqual(payUrl('"http://rzp.io/rzp/summit-sea-kerala-deposit" is not https'));
    expect(check({ payUrl: "rzp.io/rzp/summit-sea-kerala-deposit" })).toEqual(payUrl('"rzp.io/rzp/summit-sea-kerala-deposit" is not a web address'));
  });

  it("take the list from PAYMENT_PAGES when the build sets it, each page compared whole", () => {
    const env = { PAYMENT_PAGES: " pay.example.com/acme-kerala, PAGES.razorpay.com/acme/goa " };
    expect(check({ payUrl: "https://pay.example.com/acme-kerala" }, 20000, env)).toEqual([]);
    expect(check({ payUrl: "https://pages.razorpay.com/acme/goa" }, 20000, env)).toEqual([]);
    expect(check({ payUrl: "https://pages.razorpay.com/acme/goa-2" }, 20000, env)).toHaveLength(1);
    expect(check({ payUrl: page }, 20000, env)).toEqual([
      'content/packages/kerala.json › deposit › payUrl: "rzp.io" is not a payment host of this build; a deposit links to one of the company\'s payment pages: https://pay.example.com/acme-kerala, https://pages.razorpay.com/acme/goa (build setting PAYMENT_PAGES)',
    ]);
  });

  it.each([
    ["rzp.io", "is a bare host, which would allow every page on it"],
    ["rzp.io/", "is a bare host, which would allow every page on it"],
    ["rzp.io/rzp/summit-sea-kerala-deposit?ref=site", "has a query or fragment; write the page's host and path alone"],
    ["rzp.io/rzp/summit-sea-kerala-deposit#x", "has a query or fragment; write the page's host and path alone"],
    ["rzp.io/rzp/summit-sea-*", "is not one page's host and path"],
    ["rzp.io/rzp/../summit-sea-x", "is not one page's host and path"],
    ["https://rzp.io/rzp/summit-sea-x", "is not one page's host and path"],
  ])("report a PAYMENT_PAGES entry %s that is not one page", (entry, why) => {
    expect(check({ payUrl: page }, 20000, { PAYMENT_PAGES: entry })).toEqual([
      `PAYMENT_PAGES: "${entry}" ${why}; write each of the company's payment pages as its host and full path, like rzp.io/rzp/summit-sea-kerala-deposit (comma-separated)`,
    ]);
  });
});
