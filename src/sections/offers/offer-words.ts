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
 * "Early-bird: save ₹3,150 if you book by 31 January 2027" and "Offer price ₹31,499 per person,
 * GST included": all-in, as every price shown, the saving being the difference of the two prices.
 */
export function offerLines(words: OfferWords, offer: PackageOffer, from: number, gstRate: number) {
  const prices = offerPrices(from, offer.saving, gstRate);
  const values = { saving: formatRupees(prices.saving), date: offer.validThroughText, travellers: offer.minTravellers ?? 2 };
  return {
    claim: fill(offer.kind === "group" ? words.group : words.earlyBird, values),
    price: fill(words.price, { price: formatRupees(prices.offerPrice) }),
  };
}
