import { graphql } from "gatsby";
import { ContentImage } from "../../components/image/content-image";
import { Icon } from "../../components/icon/icon";
import { theme } from "../../styles/theme";
import type { WithImage } from "../../components/image/with-image";

type TestimonialCardProps = WithImage<Queries.TestimonialCardFragment>;

/** One numbered testimonial: the quote, and who said it. */
export function TestimonialCard({ number, quote, name, role, image, imageAlt }: TestimonialCardProps) {
  return (
    <li
      css={{ position: "relative", background: theme.colors.background, borderRadius: theme.radii.lg, boxShadow: theme.shadows.card, padding: theme.space.lg }}
    >
      <span
        aria-hidden="true"
        translate="no"
        css={{ position: "absolute", top: theme.space.md, right: theme.space.lg, fontSize: "2rem", fontWeight: 700, color: theme.colors.accentDark }}
      >
        {String(number).padStart(2, "0")}
      </span>
      <figure css={{ margin: 0, display: "grid", gap: theme.space.md }}>
        <Icon name="quote" size="1.5rem" css={{ color: theme.colors.primary }} />
        <blockquote css={{ margin: 0, fontSize: theme.fontSizes.md }}>
          <p css={{ margin: 0 }}>{quote}</p>
        </blockquote>
        <figcaption css={{ display: "flex", gap: theme.space.md, alignItems: "center" }}>
          <ContentImage image={image} alt={imageAlt} css={{ width: 56, borderRadius: "50%", flexShrink: 0 }} />
          <span>
            <span css={{ display: "block", fontWeight: 700 }}>{name}</span>
            <span css={{ fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>{role}</span>
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
    role
    imageAlt
    image {
      ...Avatar
    }
  }
`;
