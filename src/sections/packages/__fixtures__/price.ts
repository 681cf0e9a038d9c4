// A package's price as the build resolves it (scripts/lib/price-fields.ts), for the unit tests:
// with the rates of booking-terms.json in force on the tests' day, so tests see the figures visitors see.
import terms from "../../../../content/booking-terms.json";
import { percentOn } from "../../../utils/price-taxes";
import { allInPrice, amountPaidToUs, tcsOn, type TripCharge } from "../../../utils/trip-price";

/** The day the unit tests are set on (src/sections/package/__fixtures__/kerala.ts, `today`). */
const day = "2026-11-24";
const gstRate = percentOn(terms.taxes.gstRates, day);
const tcsRate = percentOn(terms.taxes.tcsRates, day);

/** A price as the build resolves it (scripts/lib/price-fields.ts), and as its query gives a field the file leaves out: null. */
export const resolvedPrice = <
  P extends {
    from?: number | null;
    tiers?: readonly { label: string; amount: number }[];
    extras?: readonly { label: string; amount: number }[];
    charges?: readonly TripCharge[];
  },
>(
  price: P,
) => {
  const all = price.from ? allInPrice(price.from, gstRate, price.charges) : null;
  return {
    ...price,
    allIn: all?.allIn ?? null,
    gst: all?.gst ?? null,
    chargesTotal: all?.charges ?? 0,
    gstRate,
    tcsRate,
    tcs: price.from ? tcsOn(amountPaidToUs(price.from, gstRate, price.charges), tcsRate) : null,
    tiers: price.tiers ?? null,
    extras: price.extras ?? null,
    charges: price.charges?.map((c) => ({ ...c, optional: c.optional ?? null })) ?? null,
    periods: null,
  };
};
