// Every package price a visitor sees is the price with GST (src/utils/price-taxes.ts), computed
// here once, at build, from content/booking-terms.json › taxes: the cards, the price box, the
// /packages finder's file, its filters and sort, and the structured data all read these fields,
// so no two places can round or rate it differently. The rates are the same in every language
// (the content check compares them), so the English terms serve every package.
import { gstOn, withGst } from "../../src/utils/price-taxes";

interface Taxes {
  gstRate: number;
  tcsRate: number;
}
interface Context {
  nodeModel: { findOne: (args: object) => Promise<unknown> };
}

/** The terms' tax rates, looked up once per query (Gatsby gives all of one query's resolvers the same context). */
const taxesByQuery = new WeakMap<Context, Promise<Taxes>>();
function taxesOf(context: Context): Promise<Taxes> {
  let taxes = taxesByQuery.get(context);
  if (!taxes) {
    taxes = context.nodeModel.findOne({ type: "BookingTermsJson", query: { filter: { language: { eq: "en" } } } }).then((node) => {
      if (!node) throw new Error("booking-terms.json: no tax rates for the package prices");
      return (node as { taxes: Taxes }).taxes;
    });
    taxesByQuery.set(context, taxes);
  }
  return taxes;
}

type Resolve<S> = (source: S, args: unknown, context: Context) => Promise<number | null>;
const field = <S>(type: string, resolve: Resolve<S>) => ({ type, resolve });
const fromPrice = (compute: (from: number, t: Taxes) => number) =>
  field<{ from?: number | null }>("Int", async ({ from }, _args, context) => (from ? compute(from, await taxesOf(context)) : null));
const amountWithGst = field<{ amount: number }>("Int!", async ({ amount }, _args, context) => withGst(amount, (await taxesOf(context)).gstRate));

export const priceFields = {
  PackagesJsonPrice: {
    /** What a person pays at the lowest price, GST included: the figure every card and price box shows. */
    allIn: fromPrice((from, t) => withGst(from, t.gstRate)),
    /** The GST in it: allIn is from plus this. */
    gst: fromPrice((from, t) => gstOn(from, t.gstRate)),
    gstRate: field<object>("Float!", async (_source, _args, context) => (await taxesOf(context)).gstRate),
    /** TCS on a tour abroad (a package's `overseas`), for its short line under the price. */
    tcsRate: field<object>("Float!", async (_source, _args, context) => (await taxesOf(context)).tcsRate),
  },
  PackagesJsonPriceTiers: { allIn: amountWithGst },
  PackagesJsonPriceExtras: { allIn: amountWithGst },
};
