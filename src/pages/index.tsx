import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo/seo";
import { PageHero } from "../sections/page-hero";

// Placeholder home until the home page issue (4) lands.
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const copy = data.pagesJson;
  if (!copy) return null;
  return <PageHero title={copy.heroTitle} text={copy.heroText} image={copy.image.childImageSharp?.gatsbyImageData} imageAlt={copy.imageAlt} />;
}

export function Head({ data }: HeadProps<Queries.HomePageQuery>) {
  return <Seo title={data.pagesJson?.title ?? ""} description={data.pagesJson?.description ?? ""} pathname="/" />;
}

export const query = graphql`
  query HomePage {
    pagesJson(page: { eq: "home" }) {
      title
      description
      heroTitle
      heroText
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, sizes: "100vw")
        }
      }
    }
  }
`;
