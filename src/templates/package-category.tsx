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
import { fill } from "../utils/fill";
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
            <PackageCard key={p.slug} {...p} priceNote={category.priceNote} image={p.image.childImageSharp?.gatsbyImageData} />
          ))}
        </ul>
      </Container>
      <FaqSection id="terms" title={ui.packages.terms} items={category.terms} />
    </>
  );
}

export const Head = localizedHead(function Head({ data }: HeadProps<Queries.PackageCategoryPageQuery>) {
  const { siteUrl } = useSiteSettings();
  const locale = useLocale();
  const ui = useUiStrings();
  const category = data.packageCategoriesJson;
  if (!category) return null;
  const trips = data.allPackagesJson.nodes.map((p) => ({
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    name: p.title,
    description: fill(ui.packages.tripSummary, { duration: p.duration, destination: p.destination, highlights: p.highlights.join("; ") }),
    touristType: category.name,
    itinerary: { "@type": "Place", name: p.destination },
    offers: {
      "@type": "Offer",
      price: p.priceFrom,
      priceCurrency: "INR",
      description: category.priceNote,
      url: `${siteUrl}${localizePath("/contact", locale)}?package=${p.slug}`,
      availability: "https://schema.org/InStock",
    },
  }));
  return (
    <PageHead
      page={{ title: category.title, description: category.description, breadcrumb: category.name }}
      pathname={`/packages/${category.slug}`}
      trail="packages"
      structuredData={trips}
    />
  );
});

export const query = graphql`
  query PackageCategoryPage($slug: String!, $locale: Locale!) {
    packageCategoriesJson(slug: { eq: $slug }, language: { eq: $locale }) {
      slug
      name
      title
      description
      heroText
      priceNote
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
      }
    }
  }
`;
