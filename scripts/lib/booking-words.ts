// The sentences of a package page's price box and deposit, written at build in the page's language
// from content/booking-terms.json and the package (the functions of src/utils, so the content check
// and the tests compute the same): the tax lines with the rates of the build's day and the TCS on
// the lowest price paid to us, and the lines around the deposit button. They change with the
// content or the build's day only (a rate's first day; the site is rebuilt just after each midnight
// in India, record 0037), so the browser runs none of this: the package page's script stays as light.
import { depositNext, depositRefund, type DepositWords } from "../../src/utils/deposit-words";
import { fill } from "../../src/utils/fill";
import { formatRupees } from "../../src/utils/format-price";
import { percentOn, taxLines, type DatedRate } from "../../src/utils/price-taxes";
import { amountPaidToUs, tcsOn, type TripCharge } from "../../src/utils/trip-price";
import { buildDayOf } from "./build-day";

interface Context {
  nodeModel: { findOne: (args: object) => Promise<unknown> };
}
type Schedule = { daysBefore: number; charge: number }[];
interface Terms {
  taxes: { gst: string; tcs: string; gstRates: DatedRate[]; tcsRates: DatedRate[] };
  confirmation: { depositPercent: number };
  cancellation: Schedule;
  refundDays: number;
  deposit: DepositWords;
}
interface PackageNode {
  overseas?: boolean | null;
  price: { from?: number | null; basis: string; tiers?: unknown[] | null; charges?: TripCharge[] | null };
  deposit?: { holdPercent?: number | null } | null;
  policies?: { confirmation: { depositPercent: number }; cancellation: Schedule } | null;
}

export const bookingWordsTypes = `
type PackageDepositWords {
  next: String!
  refund: String!
  refundLink: String!
  others: String!
}
type PackageBookingWords {
  taxLines: [String!]!
  deposit: PackageDepositWords
}`;

const termsIn = async (language: string, context: Context) => {
  const terms = (await context.nodeModel.findOne({ type: "BookingTermsJson", query: { filter: { language: { eq: language } } } })) as Terms | null;
  if (!terms) throw new Error(`booking-terms.json: no terms for the language "${language}"`);
  return terms;
};

/** The tax lines and the deposit's lines of a package, in a language, on the build's day. */
export async function bookingWords(pkg: PackageNode, language: string, context: Context) {
  const [terms, day] = await Promise.all([termsIn(language, context), buildDayOf(context)]);
  const rates = { gst: percentOn(terms.taxes.gstRates, day), tcs: percentOn(terms.taxes.tcsRates, day) };
  const from = pkg.price.from;
  const tcs = pkg.overseas && from ? formatRupees(tcsOn(amountPaidToUs(from, rates.gst, pkg.price.charges), rates.tcs)) : null;
  const policies = pkg.policies ?? terms;
  const confirming = policies.confirmation.depositPercent;
  const holds = pkg.deposit?.holdPercent ?? null;
  return {
    taxLines: taxLines(terms.taxes, rates, tcs),
    deposit:
      pkg.deposit && from
        ? {
            next: depositNext(terms.deposit, {
              holdsSeats: holds !== null,
              percent: confirming,
              basis: pkg.price.basis,
              dearerOptions: Boolean(pkg.price.tiers?.length),
            }),
            ...depositRefund(terms.deposit, policies.cancellation, terms.refundDays),
            refundLink: terms.deposit.refundLink,
            others: fill(terms.deposit.others, { percent: holds ?? confirming }),
          }
        : null,
  };
}

export const bookingWordsFields = {
  PackagesJson: {
    bookingWords: {
      type: "PackageBookingWords!",
      args: { language: "Locale!" },
      resolve: (pkg: PackageNode, { language }: { language: string }, context: Context) => bookingWords(pkg, language, context),
    },
  },
};
