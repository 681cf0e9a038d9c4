import { graphql, type PageProps } from "gatsby";
import { CardGridPage } from "../sections/card-grid-page";
import { headFor } from "../components/seo/page-head";

/** /guides: every destination guide published in the page's language, as cards. */
export default function GuidesPage({ data }: PageProps<Queries.GuidesPageQuery>) {
  const cards = data.allMarkdownRemark.nodes.map(({ path, frontmatter: g }) => ({
    title: g.title,
    text: g.summary,
    to: path,
    image: g.image.childImageSharp?.gatsbyImageData,
    imageAlt: g.imageAlt,
  }));
  return <CardGridPage page={data.pagesJson} cards={cards} columns={3} />;
}

export const query = graphql`
  query GuidesPage($locale: Locale!) {
    pagesJson(page: { eq: guides }, language: { eq: $locale }) { ...PageHero }
    allMarkdownRemark(filter: { language: { eq: $locale } }, sort: { frontmatter: { order: ASC } }) {
      nodes {
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
