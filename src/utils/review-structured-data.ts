// A package's reviews as schema.org markup, typed with schema-dts (docs/decisions/0026-review-markup.md).
// Google shows review stars for a Product, never for a TouristTrip (and schema.org gives a Trip no
// aggregateRating), so a package with reviews sent to the company is also described as a Product
// carrying them. Only those: Google's review snippets take the reviews a site collects itself, not
// ones copied from Google or Tripadvisor (the page still shows those, with their source). The company
// itself (the TravelAgency) never carries reviews: reviews a business shows of itself are
// "self-serving" and ignored, or worse.
import type { Product, Review, WithContext } from "schema-dts";
import type { ReviewSource } from "../../model/content/people";
import { averageRating } from "./reviews";
import { pageNode, type PageFacts } from "./structured-data";

export interface ReviewFacts {
  name: string;
  quote: string;
  rating: number;
  source: ReviewSource;
  /** A sample the site shipped with (content/testimonials.json › sample): never marked up. */
  sample?: boolean | null;
}

/** Reviews sent to the company by travellers: the only ones it may mark up as its own (no sample, ever). */
const sentToUs = (reviews: readonly ReviewFacts[]) => reviews.filter((r) => r.source === "direct" && !r.sample);

// A review sent to us has no address of its own (the content check keeps it without a link) and no publisher but us.
const review = (r: ReviewFacts): Review => ({
  "@type": "Review",
  author: { "@type": "Person", name: r.name },
  reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
  reviewBody: r.quote,
});

/**
 * The package as a Product with the reviews sent to the company and their own average and count, or
 * null with none: a Product here exists only to carry them (the TouristTrip has the offers), and one
 * without review, aggregateRating or offers is invalid for Google.
 */
export function reviewedProduct(page: PageFacts, reviews: readonly ReviewFacts[]): WithContext<Product> | null {
  const own = sentToUs(reviews);
  const average = averageRating(own.map((r) => r.rating));
  if (average === undefined) return null;
  return {
    ...pageNode("Product", page, "product"),
    aggregateRating: { "@type": "AggregateRating", ratingValue: average, reviewCount: own.length, bestRating: 5, worstRating: 1 },
    review: own.map(review),
  };
}
