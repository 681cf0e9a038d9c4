// The offer banner on every page says "save up to N%" only while an offer that saves N% is current
// (CCPA guidelines on misleading advertisements, 2022). Each page gets only what the claim needs:
// per offer its first and last day and its percentage, computed here from the packages at build
// (a static query in the banner), never the packages themselves. The build's day in India comes
// with it, so the HTML shows the claim of the day it was built.
import { businessTimeZone } from "../../model/time-zone";
import { defaultLocale } from "../../model/locales";
import { dayIn } from "../../src/utils/calendar-day";
import { offerPercent, type OfferClaim } from "../../src/utils/offers";

interface PackageNode {
  price: { from?: number | null };
  offers?: readonly { saving: number; validFrom: string; validThrough: string }[] | null;
}
interface Context {
  nodeModel: { findAll: (args: object) => Promise<{ entries: Iterable<unknown> }>; findOne: (args: object) => Promise<unknown> };
}

/** The offers' claims, from any list of packages: an offer on a price on request claims nothing (the check refuses one). */
export const offerClaimsOf = (packages: Iterable<PackageNode>, gstRate: number): OfferClaim[] =>
  [...packages].flatMap(({ price, offers }) =>
    price.from
      ? (offers ?? []).map((o) => ({ validFrom: o.validFrom, validThrough: o.validThrough, percent: offerPercent(price.from as number, o.saving, gstRate) }))
      : [],
  );

export const offerClaimTypes = `
type OfferClaim {
  validFrom: String!
  validThrough: String!
  percent: Int!
}
type OfferClaims {
  today: String!
  offers: [OfferClaim!]!
}`;

/** Query.offerClaims: every language shares the numbers (the translation check holds them equal), so English's are read. */
export const offerClaimsField = {
  type: "OfferClaims!",
  resolve: async (_source: unknown, _args: unknown, context: Context) => {
    const language = { filter: { language: { eq: defaultLocale } } };
    const { entries } = await context.nodeModel.findAll({ type: "PackagesJson", query: language });
    const terms = (await context.nodeModel.findOne({ type: "BookingTermsJson", query: language })) as { taxes: { gstRate: number } } | null;
    return { today: dayIn(businessTimeZone, new Date()), offers: offerClaimsOf(entries as Iterable<PackageNode>, terms?.taxes.gstRate ?? 0) };
  },
};
