import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHead, localizedHead } from "../components/seo/page-head";
import { useLocale } from "../i18n/locale-context";
import { localizePath } from "../../model/locales";
import { Container } from "../components/container";
import { PageHero } from "../sections/page-hero";
import { FaqSection } from "../sections/faq-section";
import { PackageCard } from "../sections/packages/package-card";
import { useSiteSettings } from "../hooks/use-site-settings";
import { useUiStrings } from "../hooks/use-ui-strings";
import { itemList } from "../utils/structured-data";
import { theme } from "../styles/theme";
import { listGrid } from "../styles/lists";

export default function PackageCategoryTemplate({ data }: PageProps<Queries.PackageCategoryPageQuery>) {
  const ui = useUiStrings();
  const category = data.packageCategoriesJson;
  if (!category) return null;
  return (
    <>
      <PageHero title={category.title} text={category.heroText} image={category.image} imageAlt={category.imageAlt} />
      <Container css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)" }}>
        <ul aria-label={category.title} css={listGrid(theme.space.xl)}>
          {data.allPackagesJson.nodes.map((p) => (
            <PackageCard key={p.slug} {...p} image={p.image.childImageSharp?.gatsbyImageData} />
          ))}
        </ul>
      </Container>
      <FaqSection id="terms" title={ui.packages.terms} items={category.terms} />
    </>
  );
}

// The category's packages as a list of their pages; each package page carries its own TouristTrip.
export const Head = localizedHead(function Head({ data }: HeadProps<Queries.PackageCategoryPageQuery>) {
  const { siteUrl } = useSiteSettings();
  const locale = useLocale();
  const category = data.packageCategoriesJson;
  if (!category) return null;
  const packages = data.allPackagesJson.nodes.map((p) => ({ name: p.title, path: localizePath(p.path, locale), description: p.destination }));
  return (
    <PageHead
      page={{ title: category.title, description: category.description, breadcrumb: category.name }}
      pathname={category.path}
      trail="packages"
      structuredData={[itemList(siteUrl, category.title, packages)]}
    />
  );
});

export const query = graphql`
  query PackageCategoryPage($slug: String!, $locale: Locale!) {
    packageCategoriesJson(slug: { eq: $slug }, language: { eq: $locale }) {
      slug
      path
      name
      title
      description
      heroText
      terms {
        question
        answer
      }
      imageAlt
      image {
        ...HeroImage
      }
    }
    allPackagesJson(filter: { category: { eq: $slug }, language: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        ...PackageCard
        highlights
        inclusions
      }
    }
  }
`;
