// The payment pages a package's deposit may link to: a build setting, not content, so that no one
// editing in /admin can send a traveller's money elsewhere (docs/decisions/0031). Each is one of the
// company's pages, host and full path, compared whole: on a provider's shared host a page's address
// is first come, first served among its merchants, so a name that starts like the company's proves
// nothing (docs/decisions/0041-payment-pages-pinned-exactly.md).
// Read by the content check only (scripts/content/rules/deposits.ts), at build and check time.

/** One of the company's payment pages: "https://rzp.io/rzp/summit-sea-kerala-deposit". */
interface PaymentPage {
  /** Lowercase, as `new URL(…).hostname` gives it: "rzp.io". */
  host: string;
  /** The page's whole path, "/" first, as `new URL(…).pathname` gives it: "/rzp/summit-sea-kerala-deposit". */
  path: string;
}

/** The pages content links to today: Kerala's deposit, a Razorpay Payment Link. */
const defaultPaymentPages: readonly PaymentPage[] = [{ host: "rzp.io", path: "/rzp/summit-sea-kerala-deposit" }];

type Env = Readonly<Record<string, string | undefined>>;

const hostName = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** Why a PAYMENT_PAGES entry ("host/path") is not one page, or undefined when it is one. */
function entryProblem(item: string): string | undefined {
  if (/[?#]/.test(item)) return "has a query or fragment; write the page's host and path alone";
  const slash = item.indexOf("/");
  const host = (slash < 0 ? item : item.slice(0, slash)).toLowerCase();
  if (!hostName.test(host)) return "is not one page's host and path";
  const path = slash < 0 ? "" : item.slice(slash);
  if (path === "" || path === "/") return "is a bare host, which would allow every page on it";
  // As a browser would write it: no dot segments, no wildcard, nothing re-encoded.
  if (path.includes("*") || !URL.canParse(`https://${host}${path}`) || new URL(`https://${host}${path}`).pathname !== path) {
    return "is not one page's host and path";
  }
  return undefined;
}

/**
 * The payment pages of this build: PAYMENT_PAGES when set, a comma-separated list of pages, each
 * its host and full path ("rzp.io/rzp/summit-sea-kerala-deposit,pages.razorpay.com/summit-sea-goa"),
 * else the defaults above. Throws a sentence naming the variable when an entry is not one page.
 */
export function paymentPages(env: Env = process.env): readonly PaymentPage[] {
  const value = env.PAYMENT_PAGES?.trim();
  if (!value) return defaultPaymentPages;
  return value.split(",").map((entry) => {
    const item = entry.trim();
    const problem = entryProblem(item);
    if (problem) {
      throw new Error(
        `PAYMENT_PAGES: "${item}" ${problem}; write each of the company's payment pages as its host and full path, like rzp.io/rzp/summit-sea-kerala-deposit (comma-separated)`,
      );
    }
    const slash = item.indexOf("/");
    return { host: item.slice(0, slash).toLowerCase(), path: item.slice(slash) };
  });
}

const addressOf = (p: PaymentPage) => `https://${p.host}${p.path}`;

/**
 * What is wrong with a deposit's payment address, or undefined when it is one of the company's
 * payment pages, exactly: https, no user name or password (`https://evil.example@rzp.io/x` shows
 * evil.example first to whoever reads it), no port, no query or fragment (the provider's page reads
 * them: `?redirect=…`), written as a browser writes it, and equal to a page of the list.
 */
export function payUrlProblem(payUrl: string, pages: readonly PaymentPage[]): string | undefined {
  const allowed = `a deposit links to one of the company's payment pages: ${pages.map(addressOf).join(", ")} (build setting PAYMENT_PAGES)`;
  if (!URL.canParse(payUrl)) return `"${payUrl}" is not a web address; ${allowed}`;
  const url = new URL(payUrl);
  if (url.protocol !== "https:") return `"${payUrl}" is not https; ${allowed}`;
  if (url.username || url.password) {
    return `"${payUrl}" has a user name or password before its host (the part before "@"), which a reader takes for the site; ${allowed}`;
  }
  if (url.port !== "") return `"${payUrl}" names a port (:${url.port}); ${allowed}`;
  if (/[?#]/.test(payUrl)) return `"${payUrl}" has a query or fragment after the page ("?…" or "#…"); a deposit links to the page alone; ${allowed}`;
  const onHost = pages.filter((p) => p.host === url.hostname);
  if (!onHost.length) return `"${url.hostname}" is not a payment host of this build; ${allowed}`;
  if (url.pathname === "/") return `"${payUrl}" is the payment host itself, not one of the company's pages on it; ${allowed}`;
  const page = onHost.find((p) => p.path === url.pathname);
  if (page && url.href !== payUrl) {
    return `"${payUrl}" is not written as a browser writes it (${url.href}); write it so, so that a reader sees where it goes; ${allowed}`;
  }
  if (page) return undefined;
  const started = onHost.find((p) => p.path.startsWith(url.pathname));
  if (started) return `"${payUrl}" is only the start of the address of ${addressOf(started)}; link the page itself; ${allowed}`;
  return `"${payUrl}" is not one of the company's payment pages; ${allowed}`;
}
