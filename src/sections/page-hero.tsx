import type { ReactNode } from "react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ContentImage } from "../components/image/content-image";
import { Container } from "../components/container";
import { theme } from "../styles/theme";
import { pageIds } from "../utils/page-ids";

interface HeroContent {
  title: string;
  text?: string | null;
  image?: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
  imageAlt?: string;
}

/** A page's own copy from content/pages.json (the PageHero fragment), or a hero's content. */
type PageHeroProps = ({ page: Queries.PageHeroFragment } | HeroContent) & {
  /** Buttons or a breadcrumb under the text. */
  children?: ReactNode;
  /** The text names what the page is about (a package's places): the site search weighs it next to the title. */
  textNamesPlaces?: boolean;
};

const contentOf = (props: PageHeroProps): HeroContent =>
  "page" in props ? { title: props.page.heroTitle, text: props.page.heroText, image: props.page.image, imageAlt: props.page.imageAlt } : props;

/** The photo banner with the page's h1 that opens every inner page. The photo is the LCP: eager. */
export function PageHero(props: PageHeroProps) {
  const { title, text, imageAlt = "" } = contentOf(props);
  const image = contentOf(props).image?.childImageSharp?.gatsbyImageData;
  const { children } = props;
  return (
    <section
      aria-labelledby={pageIds.pageTitle}
      data-print="hero"
      css={{
        position: "relative",
        display: "grid",
        minHeight: "clamp(280px, 38vw, 440px)",
        color: theme.colors.inverse,
        background: theme.colors.primaryDark,
        overflow: "hidden",
      }}
    >
      {image && <ContentImage image={image} alt={imageAlt} loading="eager" priority fill />}
      <div
        css={{
          gridArea: "1 / 1",
          position: "relative",
          display: "flex",
          alignItems: "flex-end",
          background: "linear-gradient(180deg, rgba(6,20,16,0.25) 0%, rgba(6,20,16,0.78) 100%)",
          paddingBlock: theme.space.xl,
        }}
      >
        <Container>
          {/* Its words are the search's "did you mean" words too (a filter holds them: src/sections/search/search-words.ts). */}
          <h1
            id={pageIds.pageTitle}
            data-pagefind-weight="10"
            data-pagefind-filter="name"
            css={{ fontSize: theme.fontSizes.display, margin: 0, textShadow: "0 2px 12px rgba(0,0,0,0.4)" }}
          >
            {title}
          </h1>
          {text && (
            <p
              {...(props.textNamesPlaces && { "data-pagefind-weight": "8" })}
              css={{ fontSize: theme.fontSizes.lg, maxWidth: 680, margin: "0.75rem 0 0", color: theme.colors.inverse }}
            >
              {text}
            </p>
          )}
          {children && <div css={{ marginTop: theme.space.lg, display: "flex", flexWrap: "wrap", gap: theme.space.md }}>{children}</div>}
        </Container>
      </div>
    </section>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const pageHeroFragment = graphql`
  fragment PageHero on PagesJson {
    title
    description
    breadcrumb
    heroTitle
    heroText
    imageAlt
    image {
      ...HeroImage
    }
  }
`;
