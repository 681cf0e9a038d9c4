import { graphql } from "gatsby";

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const fragment = graphql`
  fragment ReviewWords on UiJson {
    reviews {
      title
      average
      averageOne
      rating
      travelled
      readOn
      sample
      sources {
        google
        tripadvisor
        direct
      }
      filter
      allTrips
      countOne
      countMany
    }
  }
`;

/** content/ui.json › reviews in the page's language. */
export type ReviewWords = NonNullable<Queries.ReviewWordsFragment["reviews"]>;
