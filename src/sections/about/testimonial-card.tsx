import { graphql } from "gatsby";
import { ContentImage } from "../../components/image/content-image";
import { Icon } from "../../components/icon/icon";
import { theme } from "../../styles/theme";
import { fill } from "../../utils/fill";
import type { WithImage } from "../../components/image/with-image";
import type { ReviewWords } from "./review-words";

type TestimonialCardProps = WithImage<Queries.TestimonialCardFragment> & {
  words: ReviewWords;
  /** The trip's title; left out on the trip's own page, where the month alone says when. */
  trip?: string;
  /** The big number in the corner (the testimonials page's order). */
  numbered?: boolean;
};

/** One review: its stars, the words, who wrote them after which trip, and where they first appeared. */
export function TestimonialCard({
  number,
  quote,
  name,
  monthText: when,
  rating,
  source,
  link,
  sample,
  image,
  imageAlt,
  words,
  trip,
  numbered = true,
}: TestimonialCardProps) {
  const sourceName = words.sources[source];
  return (
    <li
      css={{ position: "relative", background: theme.colors.background, borderRadius: theme.radii.lg, boxShadow: theme.shadows.card, padding: theme.space.lg }}
    >
      {numbered && (
        <span
          aria-hidden="true"
          translate="no"
          css={{ position: "absolute", top: theme.space.md, right: theme.space.lg, fontSize: "2rem", fontWeight: 700, color: theme.colors.accentDark }}
        >
          {String(number).padStart(2, "0")}
        </span>
      )}
      <figure css={{ margin: 0, display: "grid", gap: theme.space.md }}>
        <span role="img" aria-label={fill(words.rating, { rating })} css={{ display: "flex", gap: 2, color: theme.colors.accentDark }}>
          {[1, 2, 3, 4, 5].map((n) => (
            <Icon key={n} name="star" size="1.1rem" css={{ opacity: n <= rating ? 1 : 0.25 }} />
          ))}
        </span>
        {/* A sample the site shipped with says so before its words: no one should take it for a traveller's. */}
        {sample ? <strong css={{ fontSize: theme.fontSizes.sm, color: theme.colors.primaryDark }}>{words.sample}</strong> : null}
        <blockquote css={{ margin: 0, fontSize: theme.fontSizes.md }}>
          <p css={{ margin: 0 }}>{quote}</p>
        </blockquote>
        <figcaption css={{ display: "flex", gap: theme.space.md, alignItems: "center" }}>
          <ContentImage image={image} alt={imageAlt} css={{ width: 56, borderRadius: "50%", flexShrink: 0 }} />
          <span>
            <span css={{ display: "block", fontWeight: 700 }}>{name}</span>
            <span css={{ display: "block", fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>
              {trip ? fill(words.travelled, { trip, month: when }) : when}
            </span>
            <span css={{ display: "block", fontSize: theme.fontSizes.sm }}>
              {link ? (
                <a href={link} css={{ color: theme.colors.primary, fontWeight: 600 }}>
                  {fill(words.readOn, { source: sourceName })}
                </a>
              ) : (
                <span css={{ color: theme.colors.muted }}>{sourceName}</span>
              )}
            </span>
          </span>
        </figcaption>
      </figure>
    </li>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const testimonialCardFragment = graphql`
  fragment TestimonialCard on TestimonialsJson {
    number
    quote
    name
    package
    service
    month
    monthText
    rating
    source
    link
    sample
    imageAlt
    image {
      ...Avatar
    }
  }
`;
