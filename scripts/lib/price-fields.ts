// Every package price a visitor sees is the all-in price (src/utils/trip-price.ts): GST at the rate in
// force on the build's day, and the compulsory charges per person, computed here once, at build, from
// content/booking-terms.json › taxes: the cards, the price box, the /packages finder's file, its
// filters and sort, and the structured data all read these fields, so no two places can round or
// rate it differently. The rates are the same in every language (the content check compares them),
// so the English terms serve every package. The day is the BuildDay node's, so a cached rebuild on a
// day a rate changes runs these again.
import { percentOn, type DatedRate } from "../../src/utils/price-taxes";
import { allInPrice, amountPaidToUs, chargesTotal, depositsFor, tcsOn, type TripCharge } from "../../src/utils/trip-price";
import { buildDayOf } from "./build-day";

interface Taxes {
  gstRate: number;
  tcsRate: number;
  /** The share of the price that confirms a booking under the site's terms (a package's own terms may differ). */
  depositPercent: number;
}
interface Context {
  nodeModel: { findOne: (args: object) => Promise<unknown> };
}

/** The terms' tax rates of the build's day, looked up once per query (Gatsby gives all of one query's resolvers the same context). */
const taxesByQuery = new WeakMap<Context, Promise<Taxes>>();
function taxesOf(context: Context): Promise<Taxes> {
  let taxes = taxesByQuery.get(context);
  if (!taxes) {
    taxes = Promise.all([context.nodeModel.findOne({ type: "BookingTermsJson", query: { filter: { language: { eq: "en" } } } }), buildDayOf(context)]).then(
      ([node, day]) => {
        if (!node) throw new Error("booking-terms.json: no tax rates for the package prices");
        const terms = node as { taxes: { gstRates: DatedRate[]; tcsRates: DatedRate[] }; confirmation: { depositPercent: number } };
        return {
          gstRate: percentOn(terms.taxes.gstRates, day),
          tcsRate: percentOn(terms.taxes.tcsRates, day),
          depositPercent: terms.confirmation.depositPercent,
        };
      },
    );
    taxesByQuery.set(context, taxes);
  }
  return taxes;
}

interface Price {
  from?: number | null;
  charges?: readonly TripCharge[] | null;
}
type Resolve<S> = (source: S, args: unknown, context: Context) => Promise<number | null>;
const field = <S>(type: string, resolve: Resolve<S>) => ({ type, resolve });
const fromPrice = (compute: (price: Price & { from: number }, t: Taxes) => number) =>
  field<Price>("Int", async (price, _args, context) => (price.from ? compute(price as Price & { from: number }, await taxesOf(context)) : null));

export const depositTypes = `
type OptionDeposit {
  label: String!
  amount: Int!
}
type PackageDeposits {
  percent: Int!
  from: Int!
  others: [OptionDeposit!]!
}`;

interface DepositPackage {
  price: Price & { tiers?: { label: string; amount: number }[] | null; extras?: { label: string; amount: number }[] | null };
  deposit?: { holdPercent?: number | null } | null;
  policies?: { confirmation: { depositPercent: number } } | null;
}

export const priceFields = {
  PackagesJson: {
    /**
     * The deposits of a package with an online deposit, per person: the share (the terms', or the
     * smaller one that holds the seats) of the "from" price, the button's, then each other option's
     * and price's (src/utils/trip-price.ts, depositsFor); null without a deposit or a price.
     */
    deposits: {
      type: "PackageDeposits",
      resolve: async (pkg: DepositPackage, _args: unknown, context: Context) => {
        if (!pkg.deposit || !pkg.price.from) return null;
        const t = await taxesOf(context);
        const percent = pkg.deposit.holdPercent ?? pkg.policies?.confirmation.depositPercent ?? t.depositPercent;
        return { percent, ...depositsFor({ ...pkg.price, from: pkg.price.from }, t.gstRate, percent) };
      },
    },
  },
  PackagesJsonPrice: {
    /** What a person pays at the lowest price, GST and compulsory charges included: the figure every card and price box shows. */
    allIn: fromPrice((p, t) => allInPrice(p.from, t.gstRate, p.charges).allIn),
    /** The GST in it. */
    gst: fromPrice((p, t) => allInPrice(p.from, t.gstRate, p.charges).gst),
    /** The compulsory charges in it, per person (0 without any): allIn is from plus gst plus this. */
    chargesTotal: field<Price>("Int!", async (price) => chargesTotal(price.charges)),
    gstRate: field<object>("Float!", async (_source, _args, context) => (await taxesOf(context)).gstRate),
    /** TCS on a tour abroad (a package's `overseas`), for its short line under the price. */
    tcsRate: field<object>("Float!", async (_source, _args, context) => (await taxesOf(context)).tcsRate),
    /** The TCS on the lowest price paid to us, per person: shown for a tour abroad only. */
    tcs: fromPrice((p, t) => tcsOn(amountPaidToUs(p.from, t.gstRate, p.charges), t.tcsRate)),
  },
};
