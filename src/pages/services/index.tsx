import { graphql, type PageProps } from "gatsby";
import { CardGridPage } from "../../sections/card-grid-page";
import { headFor } from "../../components/seo/page-head";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const cards = data.allServicesJson.nodes.map((s) => ({
    title: s.name,
    text: s.shortDescription,
    to: s.path,
    icon: s.icon,
    image: s.image.childImageSharp?.gatsbyImageData,
    imageAlt: s.imageAlt,
  }));
  return <CardGridPage page={data.pagesJson} cards={cards} columns={4} />;
}

export const query = graphql`
  query ServicesPage($locale: Locale!) {
    pagesJson(page: { eq: services }, language: { eq: $locale }) { ...PageHero }
    allServicesJson(filter: { language: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        path
        name
        icon
        shortDescription
        imageAlt
        image {
          ...CardImage
        }
      }
    }
  }
`;

export const Head = headFor();
