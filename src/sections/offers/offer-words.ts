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

/** The price an offer is taken off: the package's "from" price (before GST) and what it buys ("per person, twin sharing, in 3-star hotels"). */
export interface OfferBase {
  from: number;
  basis: string;
}

/**
 * "Early-bird: save ₹3,150 if you book by 31 January 2027" and "Offer price ₹31,499 instead of
 * ₹34,649, per person, twin sharing, in 3-star hotels, GST included": all-in, as every price shown,
 * the saving being the difference of the two prices, and the price it applies to named with its basis.
 */
export function offerLines(words: OfferWords, offer: PackageOffer, { from, basis }: OfferBase, gstRate: number) {
  const prices = offerPrices(from, offer.saving, gstRate);
  return {
    claim: offerClaim(words, offer, from, gstRate),
    price: fill(words.price, { price: formatRupees(prices.offerPrice), was: formatRupees(prices.price), basis }),
  };
}

/** The offer's sentence alone ("Early-bird: save ₹3,150 if you book by 31 January 2027"), as structured data names it. */
export function offerClaim(words: OfferWords, offer: PackageOffer, from: number, gstRate: number): string {
  const { saving } = offerPrices(from, offer.saving, gstRate);
  return fill(offer.kind === "group" ? words.group : words.earlyBird, {
    saving: formatRupees(saving),
    date: offer.validThroughText,
    travellers: offer.minTravellers ?? 2,
  });
}
