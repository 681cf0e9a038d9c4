import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../../components/seo/seo";
import { PageHero } from "../../sections/page-hero";

// Placeholder until this page's issue lands: hero and SEO from content/pages.json.
export default function Page({ data }: PageProps<Queries.ServicesStubQuery>) {
  const copy = data.pagesJson;
  if (!copy) return null;
  return <PageHero title={copy.heroTitle} text={copy.heroText} image={copy.image.childImageSharp?.gatsbyImageData} imageAlt={copy.imageAlt} />;
}

export function Head({ data }: HeadProps<Queries.ServicesStubQuery>) {
  return <Seo title={data.pagesJson?.title ?? ""} description={data.pagesJson?.description ?? ""} pathname="/services" />;
}

export const query = graphql`
  query ServicesStub {
    pagesJson(page: { eq: "services" }) {
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
