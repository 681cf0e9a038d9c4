import { useUiStrings } from "../../hooks/use-ui-strings";
import { theme } from "../../styles/theme";
import { listGrid } from "../../styles/lists";
import { fill } from "../../utils/fill";
import { averageRating, formatAverage } from "../../utils/reviews";
import { TestimonialCard } from "../about/testimonial-card";
import type { ReviewWords } from "../about/review-words";
import { TripSection } from "./trip-section";

export interface PackageReviewsProps {
  /** The package's reviews (content/testimonials.json naming its slug), in the testimonials page's order. */
  reviews: readonly Queries.TestimonialCardFragment[];
  words: ReviewWords;
}

/** What travellers wrote about this package, their average and how many: nothing at all without a review. */
export function PackageReviews({ reviews, words }: PackageReviewsProps) {
  const { decimalMark } = useUiStrings();
  const average = averageRating(reviews.map((r) => r.rating));
  if (average === undefined) return null;
  const shown = formatAverage(average, decimalMark);
  return (
    // Left off the printed trip sheet: it is the trip, its prices and terms, to read or forward.
    <TripSection id="trip-reviews" title={words.title} belowFold={250} print="hide">
      <p css={{ fontSize: theme.fontSizes.lg, fontWeight: 700, marginTop: 0 }}>
        {reviews.length === 1 ? fill(words.averageOne, { average: shown }) : fill(words.average, { average: shown, count: reviews.length })}
      </p>
      <ul css={listGrid(theme.space.lg, { md: 2 })}>
        {reviews.map((r) => (
          <TestimonialCard key={r.number} {...r} image={r.image.childImageSharp?.gatsbyImageData} words={words} numbered={false} />
        ))}
      </ul>
    </TripSection>
  );
}
