import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo/seo";
import { Container } from "../components/container";
import { PageHero } from "../sections/page-hero";
import { FaqSection } from "../sections/faq-section";
import { PackageCard } from "../sections/packages/package-card";
import { useSiteSettings } from "../hooks/use-site-settings";
import { theme } from "../styles/theme";

export default function PackageCategoryTemplate({ data }: PageProps<Queries.PackageCategoryPageQuery>) {
  const category = data.packageCategoriesJson;
  if (!category) return null;
  return (
    <>
      <PageHero title={category.title} text={category.heroText} image={category.image.childImageSharp?.gatsbyImageData} imageAlt={category.imageAlt} />
      <Container css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)" }}>
        <ul aria-label={category.title} css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: theme.space.xl }}>
          {data.allPackagesJson.nodes.map((p) => (
            <PackageCard key={p.slug} {...p} priceNote={category.priceNote} image={p.image.childImageSharp?.gatsbyImageData} />
          ))}
        </ul>
      </Container>
      <FaqSection id="terms" title="Prices and terms" items={category.terms} />
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.PackageCategoryPageQuery>) {
  const { siteUrl } = useSiteSettings();
  const category = data.packageCategoriesJson;
  if (!category) return null;
  const trips = data.allPackagesJson.nodes.map((p) => ({
    "@context": "https://schema.org",
    "@type": "TouristTrip",
    name: p.title,
    description: `${p.duration} in ${p.destination}: ${p.highlights.join("; ")}`,
    touristType: category.name,
    itinerary: { "@type": "Place", name: p.destination },
    offers: {
      "@type": "Offer",
      price: p.priceFrom,
      priceCurrency: "INR",
      description: category.priceNote,
      url: `${siteUrl}/contact?package=${p.slug}`,
      availability: "https://schema.org/InStock",
    },
  }));
  return (
    <Seo
      title={category.title}
      description={category.description}
      pathname={location.pathname}
      breadcrumbs={[{ name: "Holiday Packages", path: "/packages" }, { name: category.name, path: `/packages/${category.slug}` }]}
      structuredData={trips}
    />
  );
}

export const query = graphql`
  query PackageCategoryPage($slug: String!) {
    packageCategoriesJson(slug: { eq: $slug }) {
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
    allPackagesJson(filter: { category: { eq: $slug } }, sort: { order: ASC }) {
      nodes {
        slug
        title
        destination
        duration
        priceFrom
        highlights
        inclusions
        imageAlt
        image {
          ...CardImage
        }
      }
    }
  }
`;
