// A package's offers as a visitor may still take them: `today` is the day in India time (the
// build's, then the visitor's: src/hooks/use-business-today.ts). An offer runs from 00:00 of its
// first day to 23:59:59 of its last, in India, so it is current on every day between the two.
// No zod here: the site's bundle imports this file.
import { businessTimeZone } from "../../model/time-zone";
import { withGst } from "./price-taxes";

export interface OfferDays {
  validFrom: string; // "2026-11-01"
  validThrough: string; // "2027-01-31"
}

/** An offer's days and how much it saves, as a share of the price it applies to, for the banner. */
export interface OfferClaim extends OfferDays {
  percent: number;
}

const isCurrentOffer = (offer: OfferDays, today: string): boolean => offer.validFrom <= today && today <= offer.validThrough;

/** Current offers ("YYYY-MM-DD" strings compare as dates), the soonest to end first. */
export const currentOffers = <O extends OfferDays>(offers: readonly O[] | null | undefined, today: string): O[] =>
  (offers ?? []).filter((o) => isCurrentOffer(o, today)).sort((a, b) => a.validThrough.localeCompare(b.validThrough));

/**
 * An offer as a visitor sees it, all-in (GST and the compulsory charges per person included, as every
 * price shown: `charges`, src/utils/trip-price.ts chargesTotal): the price without the offer, the
 * offer's price, and the saving as their difference, so the three shown always add up. The cards, the
 * price box, the offer line and the banner all take their figures from here.
 */
export function offerPrices(from: number, saving: number, gstRate: number, charges = 0) {
  const price = withGst(from, gstRate) + charges;
  const offerPrice = withGst(from - saving, gstRate) + charges;
  return { price, offerPrice, saving: price - offerPrice };
}

/** The saving as a whole percentage of the all-in price, rounded down: "save up to N%" is never more than true. */
export function offerPercent(from: number, saving: number, gstRate: number, charges = 0): number {
  const all = offerPrices(from, saving, gstRate, charges);
  return Math.floor((all.saving * 100) / all.price);
}

/**
 * The last day of the banner's claim "save up to N%": the latest last day among the current offers
 * that save N% (after it, the largest saving is smaller). Undefined with no offer current.
 */
export function claimEnds<C extends OfferClaim>(claims: readonly C[], today: string): C | undefined {
  const current = currentOffers(claims, today);
  const most = Math.max(0, ...current.map((c) => c.percent));
  return current.filter((c) => c.percent === most && most > 0).at(-1);
}

/** India's offset as ISO 8601 writes it ("+05:30"). */
const offset = (() => {
  const m = businessTimeZone.offsetMinutes;
  const abs = Math.abs(m);
  return `${m < 0 ? "-" : "+"}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
})();

/** The offer's first and last instants in India time, for structured data: "2027-01-31T23:59:59+05:30". */
export const offerInstants = (offer: OfferDays) => ({
  validFrom: `${offer.validFrom}T00:00:00${offset}`,
  validThrough: `${offer.validThrough}T23:59:59${offset}`,
});
