import { graphql } from "gatsby";
import { fill } from "../../utils/fill";
import { formatRupees } from "../../utils/format-price";
import { offerPrices } from "../../utils/offers";

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const fragment = graphql`
  fragment OfferWords on UiJson {
    offers {
      title
      earlyBird
      group
      price
      none
      browse
    }
  }
  fragment PackageOffers on PackagesJson {
    offers {
      kind
      saving
      minTravellers
      validFrom
      validThrough
      validThroughText(language: $locale)
    }
  }
`;

export type OfferWords = NonNullable<Queries.OfferWordsFragment["offers"]>;
export type PackageOffer = NonNullable<Queries.PackageOffersFragment["offers"]>[number];

/**
 * The price an offer is taken off: the package's "from" price (before GST), what it buys ("per person,
 * twin sharing, in 3-star hotels") and its compulsory charges per person (0 without any), which the
 * all-in prices on either side of the offer both include.
 */
export interface OfferBase {
  from: number;
  basis: string;
  charges?: number;
}

/**
 * "Early-bird: save ₹3,150 if you book by 31 January 2027" and "Offer price ₹31,499 until 31 January
 * 2027; the package's price without the offer ₹34,649, per person, twin sharing, in 3-star hotels,
 * GST included": all-in, as every price shown, the saving being the difference of the two prices,
 * each line with the offer's last day (a page read without JavaScript, or days later, can judge it),
 * and the price it is taken off called what it is: the price without the offer, never "usual".
 */
export function offerLines(words: OfferWords, offer: PackageOffer, { from, basis, charges = 0 }: OfferBase, gstRate: number) {
  const prices = offerPrices(from, offer.saving, gstRate, charges);
  return {
    claim: offerClaim(words, offer, from, gstRate, charges),
    price: fill(words.price, { price: formatRupees(prices.offerPrice), date: offer.validThroughText, was: formatRupees(prices.price), basis }),
  };
}

/** The offer's sentence alone ("Early-bird: save ₹3,150 if you book by 31 January 2027"), as structured data names it. */
export function offerClaim(words: OfferWords, offer: PackageOffer, from: number, gstRate: number, charges = 0): string {
  const { saving } = offerPrices(from, offer.saving, gstRate, charges);
  return fill(offer.kind === "group" ? words.group : words.earlyBird, {
    saving: formatRupees(saving),
    date: offer.validThroughText,
    travellers: offer.minTravellers ?? 2,
  });
}
