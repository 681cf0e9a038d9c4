// The payment pages a package's deposit may link to: a build setting, not content, so that no one
// editing in /admin can send a traveller's money elsewhere (docs/decisions/0031). Each page is a
// host and the path the company's own pages start with there: rzp.io serves every Razorpay
// merchant, so the host alone would let a link to another merchant's page through.
// Read by the content check only (scripts/content/rules/deposits.ts), at build and check time.

/** Where the company's payment pages are: "https://rzp.io/rzp/summit-sea-…". */
interface PaymentPage {
  /** Lowercase, as `new URL(…).hostname` gives it: "rzp.io". */
  host: string;
  /** The start of the company's pages' paths on that host, "/" first: "/rzp/summit-sea-". */
  pathPrefix: string;
}

/** The company's Razorpay Payment Links (rzp.io) and Payment Pages (pages.razorpay.com). */
const defaultPaymentPages: readonly PaymentPage[] = [
  { host: "rzp.io", pathPrefix: "/rzp/summit-sea-" },
  { host: "pages.razorpay.com", pathPrefix: "/summit-sea-" },
];

type Env = Readonly<Record<string, string | undefined>>;

const hostName = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/**
 * The payment pages of this build: PAYMENT_PAGES when set, a comma-separated list of a host and
 * the company's path on it ("rzp.io/rzp/summit-sea-,pages.razorpay.com/summit-sea-"), else the
 * defaults above. Throws a sentence naming the variable when an entry is not so written.
 */
export function paymentPages(env: Env = process.env): readonly PaymentPage[] {
  const value = env.PAYMENT_PAGES?.trim();
  if (!value) return defaultPaymentPages;
  return value.split(",").map((entry) => {
    const item = entry.trim();
    const slash = item.indexOf("/");
    const host = (slash < 0 ? item : item.slice(0, slash)).toLowerCase();
    if (slash < 0 || !hostName.test(host)) {
      throw new Error(
        `PAYMENT_PAGES: "${item}" is not a host and a path; write each payment page as its host and the path the company's pages start with, like rzp.io/rzp/summit-sea- (comma-separated)`,
      );
    }
    return { host, pathPrefix: item.slice(slash) };
  });
}

/** "https://rzp.io/rzp/summit-sea-…, https://pages.razorpay.com/summit-sea-…" */
const describePaymentPages = (pages: readonly PaymentPage[]) => pages.map((p) => `https://${p.host}${p.pathPrefix}…`).join(", ");

/**
 * What is wrong with a deposit's payment address, or undefined when it is one of the company's
 * payment pages: https, no user name or password (`https://evil.example@rzp.io/x` shows
 * evil.example first to whoever reads it), no port, a host of the list and a path under the
 * company's prefix there. The URL is read as a browser reads it (dot segments resolved).
 */
export function payUrlProblem(payUrl: string, pages: readonly PaymentPage[]): string | undefined {
  const allowed = `a deposit links to one of the company's payment pages: ${describePaymentPages(pages)} (build setting PAYMENT_PAGES)`;
  if (!URL.canParse(payUrl)) return `"${payUrl}" is not a web address; ${allowed}`;
  const url = new URL(payUrl);
  if (url.protocol !== "https:") return `"${payUrl}" is not https; ${allowed}`;
  if (url.username || url.password) {
    return `"${payUrl}" has a user name or password before its host (the part before "@"), which a reader takes for the site; ${allowed}`;
  }
  if (url.port !== "") return `"${payUrl}" names a port (:${url.port}); ${allowed}`;
  const onHost = pages.filter((p) => p.host === url.hostname);
  if (!onHost.length) return `"${url.hostname}" is not a payment host of this build; ${allowed}`;
  if (!onHost.some((p) => url.pathname.startsWith(p.pathPrefix))) {
    return `"${payUrl}" is not one of the company's pages on ${url.hostname} (its path must start with ${onHost.map((p) => p.pathPrefix).join(" or ")}); ${allowed}`;
  }
  return undefined;
}
