// What a traveller pays for a trip, worked out once: the build's resolvers (scripts/lib/price-fields.ts),
// the content check and the components all call these, so no two places round or add differently.
// Amounts are whole rupees; days are "YYYY-MM-DD" strings in India time. No zod, no node: the
// site's bundle imports this file.
import { withGst } from "./price-taxes";

/**
 * A charge a traveller cannot avoid, per person, that is not in the price before GST: port charges,
 * a city tax, gratuities a cruise line adds to the bill. `payable` says to whom: "withBooking" (we
 * collect it with the price) or "onTrip" (paid there, to a hotel, a port or the ship). An `optional`
 * one (a porter, a ride) is listed beside the price but not added to it.
 */
export interface TripCharge {
  label: string;
  amount: number;
  payable: "withBooking" | "onTrip";
  optional?: boolean | null;
}

/** The compulsory charges of a price, per person (optional ones left out). */
const compulsoryCharges = <C extends TripCharge>(charges: readonly C[] | null | undefined): C[] => (charges ?? []).filter((c) => !c.optional);

/** The sum of the compulsory charges, per person. */
export const chargesTotal = (charges: readonly TripCharge[] | null | undefined): number => compulsoryCharges(charges).reduce((sum, c) => sum + c.amount, 0);

/** A price as a visitor reads it: the price before GST, the GST on it, the compulsory charges, and their sum. */
export interface AllIn {
  price: number;
  gst: number;
  charges: number;
  allIn: number;
}

/**
 * The all-in price of `amount` (before GST): the price with GST, plus every compulsory charge (CCPA
 * 2023 dark-pattern guidelines, drip pricing: a price shown without what must be paid on top). The
 * parts add up to `allIn`.
 */
export function allInPrice(amount: number, gstRate: number, charges?: readonly TripCharge[] | null): AllIn {
  const withTax = withGst(amount, gstRate);
  const extra = chargesTotal(charges);
  return { price: amount, gst: withTax - amount, charges: extra, allIn: withTax + extra };
}

/**
 * What the company receives for the package, per person: the price with GST and the compulsory charges
 * we collect with it. TCS is collected on this amount (Income-tax Act, 2025, s.394(1): on the amount
 * received for an overseas tour programme package), not on a charge paid abroad to someone else.
 */
export const amountPaidToUs = (amount: number, gstRate: number, charges?: readonly TripCharge[] | null): number =>
  withGst(amount, gstRate) + chargesTotal((charges ?? []).filter((c) => c.payable === "withBooking"));

/** TCS at `rate` percent of what is paid for a tour abroad, rounded to the rupee: 2% of ₹1,99,499 is ₹3,990. */
export const tcsOn = (paid: number, rate: number): number => Math.round((paid * rate) / 100);

/**
 * The deposit that confirms a booking: `percent` of the all-in price (GST and the charges paid with
 * the booking included), rounded up to the rupee so it is never less than the terms' share. For each
 * price option and each other price (a child's) alike: 25% of ₹22,574 is ₹5,644.
 */
export const depositFor = (paid: number, percent: number): number => Math.ceil((paid * percent) / 100);

/** A deposit of a price option or of another price (a child's, a supplement): what it is for, and its amount per person. */
export interface OptionDeposit {
  label: string;
  amount: number;
}

/**
 * A package's deposits per person at `percent` (the terms' share, or a smaller one that holds the
 * seats): the "from" price's (the button's), then each dearer option's, of what is paid to us (the
 * price with GST and the charges we collect), and each other price's (a child's, a supplement's),
 * with GST. Kerala at 25%: ₹5,644, then ₹7,350 and ₹10,106 for its dearer hotels, ₹3,150 for a child.
 */
export function depositsFor(
  price: {
    from: number;
    tiers?: readonly { label: string; amount: number }[] | null;
    extras?: readonly { label: string; amount: number }[] | null;
    charges?: readonly TripCharge[] | null;
  },
  gstRate: number,
  percent: number,
): { from: number; others: OptionDeposit[] } {
  const share = (paid: number) => depositFor(paid, percent);
  return {
    from: share(amountPaidToUs(price.from, gstRate, price.charges)),
    others: [
      ...(price.tiers ?? []).map((t) => ({ label: t.label, amount: share(amountPaidToUs(t.amount, gstRate, price.charges)) })),
      ...(price.extras ?? []).map((e) => ({ label: e.label, amount: share(withGst(e.amount, gstRate)) })),
    ],
  };
}

/**
 * A dated price: for departures from `startsOn` to `endsOn` (both included), the price before GST is
 * `amount` instead of the "from" price (Goa from 20 December to 2 January).
 */
export interface PricePeriod {
  label: string;
  startsOn: string;
  endsOn: string;
  amount: number;
}

/** The period a departure on `day` falls in, if any (periods do not overlap: the content check refuses it). */
export const periodOn = <P extends PricePeriod>(periods: readonly P[] | null | undefined, day: string): P | undefined =>
  (periods ?? []).find((p) => p.startsOn <= day && day <= p.endsOn);

/** The price before GST for a departure on `day`: its period's, or the "from" price on any other day. */
export const priceOn = (price: { from: number; periods?: readonly PricePeriod[] | null }, day: string): number =>
  periodOn(price.periods, day)?.amount ?? price.from;

/** Periods not yet over on `day`, earliest first: a page shows these (an ended period is no longer a price). */
export const currentPeriods = <P extends PricePeriod>(periods: readonly P[] | null | undefined, day: string): P[] =>
  (periods ?? []).filter((p) => p.endsOn >= day).sort((a, b) => a.startsOn.localeCompare(b.startsOn));
