// A package's reviews as schema.org markup, typed with schema-dts (docs/decisions/0026-review-markup.md).
// Google shows review stars for a Product, never for a TouristTrip (and schema.org gives a Trip no
// aggregateRating), so a package with reviews is also described as a Product carrying them. The
// company itself (the TravelAgency) never carries them: reviews a business shows of itself are
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
  link?: string | null;
}

const publishers: Record<Exclude<ReviewSource, "direct">, string> = { google: "Google", tripadvisor: "Tripadvisor" };

const review = (r: ReviewFacts): Review => ({
  "@type": "Review",
  author: { "@type": "Person", name: r.name },
  reviewRating: { "@type": "Rating", ratingValue: r.rating, bestRating: 5, worstRating: 1 },
  reviewBody: r.quote,
  // Where it was first posted, and its own address there; a review sent to us names no publisher.
  ...(r.source !== "direct" ? { publisher: { "@type": "Organization", name: publishers[r.source] } } : {}),
  ...(r.link ? { url: r.link } : {}),
});

/** The package as a Product with its reviews and their average, or null with none (no markup for what the page does not show). */
export function reviewedProduct(page: PageFacts, reviews: readonly ReviewFacts[]): WithContext<Product> | null {
  const average = averageRating(reviews.map((r) => r.rating));
  if (average === undefined) return null;
  return {
    ...pageNode("Product", page, "product"),
    aggregateRating: { "@type": "AggregateRating", ratingValue: average, reviewCount: reviews.length, bestRating: 5, worstRating: 1 },
    review: reviews.map(review),
  };
}
