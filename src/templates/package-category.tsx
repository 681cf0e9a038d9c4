import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo/seo";
import { PageHero } from "../sections/page-hero";

// Minimal until the holiday packages issue (6) lands.
export default function PackageCategoryTemplate({ data }: PageProps<Queries.PackageCategoryPageQuery>) {
  const category = data.packageCategoriesJson;
  if (!category) return null;
  return <PageHero title={category.title} text={category.heroText} image={category.image.childImageSharp?.gatsbyImageData} imageAlt={category.imageAlt} />;
}

export function Head({ data, location }: HeadProps<Queries.PackageCategoryPageQuery>) {
  const category = data.packageCategoriesJson;
  if (!category) return null;
  return <Seo title={category.title} description={category.description} pathname={location.pathname} />;
}

export const query = graphql`
  query PackageCategoryPage($slug: String!) {
    packageCategoriesJson(slug: { eq: $slug }) {
      slug
      title
      description
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
