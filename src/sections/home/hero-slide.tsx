import { graphql } from "gatsby";
import { ContentImage } from "../../components/image/content-image";
import { ButtonLink } from "../../components/button-link";
import { Container } from "../../components/container";
import { Icon } from "../../components/icon/icon";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { fill } from "../../utils/fill";
import { formatRupees } from "../../utils/format-price";
import type { WithImage } from "../../components/image/with-image";

/** A slide as queried (the HeroSlide fragment), with the photo picked from its File. */
export type HeroSlideData = WithImage<Omit<Queries.HeroSlideFragment, "thumb">>;

interface HeroSlideProps extends HeroSlideData {
  position: number;
  total: number;
  active: boolean;
  first: boolean;
  /** False leaves the photo out (the carousel adds later slides' photos once it runs). */
  photo: boolean;
}

/**
 * One slide: photo with specs, title, subtitle, description and a call to action. Below 640 px
 * the photo keeps its title and its call to action (CSS): a phone's first screen has a way in.
 */
export function HeroSlide({ title, subtitle, description, image, imageAlt, specs, cta, priceFrom, position, total, active, first, photo }: HeroSlideProps) {
  const ui = useUiStrings();
  // The price is the catalogue's for the page the button leads to, never typed (scripts/lib/catalogue-prices.ts).
  const allSpecs = priceFrom ? [...specs, { icon: "rupee" as const, text: fill(ui.catalogue.fromPrice, { price: formatRupees(priceFrom) }) }] : specs;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a fieldset.
    <div
      role="group"
      aria-roledescription={ui.carousel.slideRoleDescription}
      aria-label={fill(ui.carousel.slide, { position, total, title })}
      // Slides out of view are neither focusable nor read (axe aria-hidden-focus).
      {...(active ? {} : { inert: "" })}
      css={{ position: "relative", height: "100%", display: "flex", alignItems: "flex-end" }}
    >
      {photo && <ContentImage image={image} alt={imageAlt} loading={first ? "eager" : "lazy"} priority={first} sizes="100vw" fill />}
      <div
        className="hero-slide-content"
        css={{
          position: "relative",
          width: "100%",
          paddingBlock: "3rem 2.5rem",
          background: "linear-gradient(180deg, rgba(6,20,16,0) 0%, rgba(6,20,16,0.55) 35%, rgba(6,20,16,0.85) 100%)",
          color: theme.colors.inverse,
          // A phone keeps the title and the button over the photo; the rest waits for a wider screen.
          [mq.belowSm]: { paddingBlock: "2.5rem 1.25rem", "& .hero-slide-more": { display: "none" } },
        }}
      >
        <Container>
          <p
            className="hero-slide-more"
            css={{ margin: 0, fontWeight: 700, letterSpacing: "0.08em", textTransform: "uppercase", fontSize: theme.fontSizes.sm, color: theme.colors.accent }}
          >
            {subtitle}
          </p>
          <h2
            css={{
              fontSize: theme.fontSizes.display,
              margin: "0.25rem 0 0.5rem",
              textShadow: "0 2px 12px rgba(0,0,0,0.35)",
              [mq.belowSm]: { fontSize: theme.fontSizes.xxl, margin: "0 0 0.75rem" },
            }}
          >
            {title}
          </h2>
          <p className="hero-slide-more" css={{ maxWidth: 620, fontSize: theme.fontSizes.lg, margin: "0 0 1rem" }}>
            {description}
          </p>
          <ul
            className="hero-slide-more"
            css={{ display: "flex", flexWrap: "wrap", gap: theme.space.sm, listStyle: "none", padding: 0, margin: "0 0 1.25rem" }}
          >
            {allSpecs.map((spec) => (
              <li
                key={spec.text}
                css={{
                  display: "inline-flex",
                  alignItems: "center",
                  gap: "0.4rem",
                  padding: "0.35rem 0.8rem",
                  borderRadius: theme.radii.round,
                  background: "rgba(255,255,255,0.16)",
                  fontSize: theme.fontSizes.sm,
                  fontWeight: 600,
                }}
              >
                <Icon name={spec.icon} />
                <span>{spec.text}</span>
              </li>
            ))}
          </ul>
          <ButtonLink to={cta.to} variant="accent">
            {cta.label}
          </ButtonLink>
        </Container>
      </div>
    </div>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const heroSlideFragment = graphql`
  fragment HeroSlide on HeroSlidesJson {
    title
    subtitle
    description
    imageAlt
    specs {
      icon
      text
    }
    cta {
      label
      to
    }
    priceFrom
    image {
      ...HeroImage
    }
    thumb: image {
      ...CarouselThumb
    }
  }
`;
