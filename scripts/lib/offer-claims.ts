// The offer banner on every page says "save up to N% until D" only while an offer that saves N% is
// current (CCPA guidelines on misleading advertisements, 2022). Each page gets only what the claim
// needs: per offer its first and last day, its last day in words in every language, and its
// percentage, computed here from the packages at build (a static query in the banner), never the
// packages themselves. The build's day in India comes with it (the BuildDay node, so a cached
// rebuild on a later day runs this again), so the HTML shows the claim of the day it was built.
import { defaultLocale, locales } from "../../model/locales";
import { offerPercent, type OfferClaim } from "../../src/utils/offers";
import { percentOn, type DatedRate } from "../../src/utils/price-taxes";
import { chargesTotal, type TripCharge } from "../../src/utils/trip-price";
import { formatLongDate } from "../../src/utils/date-format";
import { buildDayOf } from "./build-day";

interface PackageNode {
  price: { from?: number | null; charges?: readonly TripCharge[] | null };
  offers?: readonly { saving: number; validFrom: string; validThrough: string }[] | null;
}
interface Context {
  nodeModel: { findAll: (args: object) => Promise<{ entries: Iterable<unknown> }>; findOne: (args: object) => Promise<unknown> };
}

/** The offers' claims, from any list of packages: an offer on a price on request claims nothing (the check refuses one). */
export const offerClaimsOf = (packages: Iterable<PackageNode>, gstRate: number): OfferClaim[] =>
  [...packages].flatMap(({ price, offers }) =>
    price.from
      ? (offers ?? []).map((o) => ({
          validFrom: o.validFrom,
          validThrough: o.validThrough,
          percent: offerPercent(price.from as number, o.saving, gstRate, chargesTotal(price.charges)),
        }))
      : [],
  );

export const offerClaimTypes = `
type OfferClaimDate {
  language: String!
  text: String!
}
type OfferClaim {
  validFrom: String!
  validThrough: String!
  percent: Int!
  validThroughTexts: [OfferClaimDate!]!
}
type OfferClaims {
  today: String!
  offers: [OfferClaim!]!
}`;

/** Query.offerClaims: every language shares the numbers (the translation check holds them equal), so English's are read. */
export const offerClaimsField = {
  type: "OfferClaims!",
  resolve: async (_source: unknown, _args: unknown, context: Context) => {
    const inLanguage = (language: string) => ({ filter: { language: { eq: language } } });
    const { entries } = await context.nodeModel.findAll({ type: "PackagesJson", query: inLanguage(defaultLocale) });
    const terms = (await context.nodeModel.findOne({ type: "BookingTermsJson", query: inLanguage(defaultLocale) })) as {
      taxes: { gstRates: DatedRate[] };
    } | null;
    const today = await buildDayOf(context);
    const tags = await Promise.all(
      locales.map(async (language) => ({
        language,
        tag: ((await context.nodeModel.findOne({ type: "UiJson", query: inLanguage(language) })) as { locale: string } | null)?.locale ?? language,
      })),
    );
    const offers = offerClaimsOf(entries as Iterable<PackageNode>, percentOn(terms?.taxes.gstRates ?? [], today)).map((o) => ({
      ...o,
      validThroughTexts: tags.map(({ language, tag }) => ({ language, text: formatLongDate(o.validThrough, tag) })),
    }));
    return { today, offers };
  },
};
