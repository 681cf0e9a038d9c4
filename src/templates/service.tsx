import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHead, localizedHead } from "../components/seo/page-head";
import { ServiceDetail } from "../sections/service/service-detail";

export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  return data.servicesJson ? <ServiceDetail service={data.servicesJson} packages={data.packages} /> : null;
}

export const Head = localizedHead(function Head({ data }: HeadProps<Queries.ServicePageQuery>) {
  const service = data.servicesJson;
  if (!service) return null;
  return (
    <PageHead
      page={{ title: service.name, description: service.shortDescription }}
      pathname={service.path}
      trail="services"
      structuredData={[
        {
          "@context": "https://schema.org",
          "@type": "Service",
          name: service.name,
          description: service.shortDescription,
          serviceType: service.name,
          areaServed: "IN",
        },
        // No FAQPage: Google stopped showing FAQ rich results on 7 May 2026 and we know of no other
        // reader that needs it; the questions stay in the page (docs/decisions/0026-review-markup.md).
      ]}
    />
  );
});

export const query = graphql`
  query ServicePage($slug: String!, $locale: Locale!, $packages: [String!]!) {
    servicesJson(slug: { eq: $slug }, language: { eq: $locale }) {
      ...ServiceDetail
    }
    # The packages the service names (its kind in model/routes.ts puts their slugs in the context).
    packages: packagesBySlug(slugs: $packages, language: $locale) {
      ...PackageCard
    }
  }
`;
