import { graphql, useStaticQuery } from "gatsby";

/**
 * What the banner's "save up to N%" needs on every page, and no more: each offer's first and last
 * day (and that day in words, in every language) and its percentage, computed at build
 * (scripts/lib/offer-claims.ts), and the build's day.
 */
export function useOfferClaims() {
  return useStaticQuery<Queries.OfferClaimsQuery>(graphql`
    query OfferClaims {
      offerClaims {
        today
        offers {
          validFrom
          validThrough
          percent
          validThroughTexts {
            language
            text
          }
        }
      }
    }
  `).offerClaims;
}
