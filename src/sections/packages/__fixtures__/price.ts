// A package's price as the build resolves it (scripts/lib/price-fields.ts), for the unit tests:
// with GST at booking-terms.json's rate, so tests see the figures visitors see.
import terms from "../../../../content/booking-terms.json";
import { gstOn, withGst } from "../../../utils/price-taxes";

const { gstRate, tcsRate } = terms.taxes;
const withAllIn = <A extends { amount: number }>(a: A) => ({ ...a, allIn: withGst(a.amount, gstRate) });

/** A price as the build resolves it (scripts/lib/price-fields.ts): with GST, from booking-terms.json's rate. */
export const resolvedPrice = <
  P extends { from?: number | null; tiers?: readonly { label: string; amount: number }[]; extras?: readonly { label: string; amount: number }[] },
>(
  price: P,
) => ({
  ...price,
  allIn: price.from ? withGst(price.from, gstRate) : null,
  gst: price.from ? gstOn(price.from, gstRate) : null,
  gstRate,
  tcsRate,
  tiers: price.tiers?.map(withAllIn) ?? null,
  extras: price.extras?.map(withAllIn) ?? null,
});
