import { graphql, type PageProps } from "gatsby";
import { Container } from "../components/container";
import { HeroPage } from "../sections/hero-page";
import { ServiceCard } from "../sections/services/service-card";
import { theme } from "../styles/theme";
import { headFor } from "../components/seo/page-head";
import { listGrid } from "../styles/lists";

/** /guides: every destination guide published in the page's language, as cards. */
export default function GuidesPage({ data }: PageProps<Queries.GuidesPageQuery>) {
  return (
    <HeroPage page={data.pagesJson}>
      <Container css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)" }}>
        <ul aria-label={data.pagesJson?.heroTitle} css={listGrid(theme.space.lg, { sm: 2, lg: 3 })}>
          {data.allMarkdownRemark.nodes.map(({ slug, path, frontmatter: g }) => (
            <ServiceCard
              key={slug}
              title={g.title}
              text={g.summary}
              to={path}
              image={g.image.childImageSharp?.gatsbyImageData}
              imageAlt={g.imageAlt}
              heading="h2"
              sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
            />
          ))}
        </ul>
      </Container>
    </HeroPage>
  );
}

export const query = graphql`
  query GuidesPage($locale: Locale!) {
    pagesJson(page: { eq: guides }, language: { eq: $locale }) { ...PageHero }
    allMarkdownRemark(filter: { language: { eq: $locale } }, sort: { frontmatter: { order: ASC } }) {
      nodes {
        slug
        path
        frontmatter {
          title
          summary
          imageAlt
          image {
            ...CardImage
          }
        }
      }
    }
  }
`;

export const Head = headFor();
