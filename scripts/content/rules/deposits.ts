import { paymentPages, payUrlProblem } from "../payment-pages";
import type { Content, Findings } from "../rule";

// A package's deposit is paid on a payment provider's page: its address must be one of the
// company's own payment pages, a list the build sets and content cannot change
// (scripts/content/payment-pages.ts, PAYMENT_PAGES), so a typo, a look-alike domain or another
// merchant's page never takes a traveller's money. Its amounts are computed from the terms'
// share (deposit-confirmation.ts), never typed.

type Env = Readonly<Record<string, string | undefined>>;

/** `env` is where PAYMENT_PAGES is read (the tests give their own). */
export function deposits(content: Content, env: Env = process.env): Findings {
  const errors: string[] = [];
  let pages: ReturnType<typeof paymentPages> | undefined;
  try {
    pages = paymentPages(env);
  } catch (e) {
    errors.push((e as Error).message);
  }
  for (const { file, data } of content.folders.packages ?? []) {
    if (!data.deposit) continue;
    const problem = pages && payUrlProblem(data.deposit.payUrl, pages);
    if (problem) errors.push(`${file} › deposit › payUrl: ${problem}`);
  }
  return { errors };
}
