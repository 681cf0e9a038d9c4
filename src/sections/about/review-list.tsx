import { useEffect, useState } from "react";
import { LabelledSelect } from "../../components/labelled-select";
import { theme } from "../../styles/theme";
import { listGrid } from "../../styles/lists";
import { fill } from "../../utils/fill";
import { TestimonialCard } from "./testimonial-card";
import type { ReviewWords } from "./review-words";
import { notSearched } from "../../utils/search-index";

interface Trip {
  slug: string;
  title: string;
}

interface ReviewListProps {
  reviews: readonly Queries.TestimonialCardFragment[];
  /** Every package and service in the page's language, to name each review's trip. */
  packages: readonly Trip[];
  services: readonly Trip[];
  words: ReviewWords;
  /** The list's accessible name (the page's title). */
  label: string;
}

/** The key a review's trip is filtered by: a package and a service may share a slug. */
const tripKey = (r: Queries.TestimonialCardFragment): string => (r.package ? `package:${r.package}` : `service:${r.service}`);

/**
 * Every review, numbered, with a choice of trip above them: the trips reviewed, by title. The
 * server renders the choice disabled (nothing filters before the page runs; a choice made then would
 * be lost at hydration), and the number of reviews shown is read out after each change.
 */
export function ReviewList({ reviews, packages, services, words, label }: ReviewListProps) {
  const [trip, setTrip] = useState("");
  const [enabled, setEnabled] = useState(false);
  useEffect(() => setEnabled(true), []);
  const titles = new Map<string, string>([
    ...packages.map((p) => [`package:${p.slug}`, p.title] as const),
    ...services.map((s) => [`service:${s.slug}`, s.title] as const),
  ]);
  const trips = [...new Set(reviews.map(tripKey))].map((key) => ({ value: key, label: titles.get(key) ?? key })).sort((a, b) => a.label.localeCompare(b.label));
  const shown = trip ? reviews.filter((r) => tripKey(r) === trip) : reviews;
  return (
    <>
      {/* Without JavaScript the choice could do nothing: the no-JS style (gatsby-ssr) hides it, and every review shows. */}
      <div
        data-no-js-hidden=""
        {...notSearched}
        css={{ display: "flex", flexWrap: "wrap", alignItems: "end", gap: theme.space.md, marginBottom: theme.space.lg }}
      >
        <LabelledSelect
          id="review-trip"
          label={words.filter}
          value={trip}
          options={trips}
          any={words.allTrips}
          onChange={setTrip}
          disabled={!enabled}
          css={{ flex: "1 1 16rem", maxWidth: "24rem" }}
        />
        <p role="status" css={{ margin: 0, fontWeight: 700, minHeight: 44, display: "flex", alignItems: "center" }}>
          {shown.length === 1 ? words.countOne : fill(words.countMany, { count: shown.length })}
        </p>
      </div>
      <ol aria-label={label} {...notSearched} css={listGrid(theme.space.lg, { md: 2, lg: 3 })}>
        {shown.map((r) => (
          <TestimonialCard key={r.number} {...r} image={r.image.childImageSharp?.gatsbyImageData} words={words} trip={titles.get(tripKey(r))} />
        ))}
      </ol>
    </>
  );
}
