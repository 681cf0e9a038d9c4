import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHead, localizedHead } from "../components/seo/page-head";
import { ServiceDetail } from "../sections/service/service-detail";
import { faqPage } from "../utils/structured-data";

export default function ServiceTemplate({ data }: PageProps<Queries.ServicePageQuery>) {
  return data.servicesJson ? <ServiceDetail service={data.servicesJson} /> : null;
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
        faqPage(service.faqs),
      ]}
    />
  );
});

export const query = graphql`
  query ServicePage($slug: String!, $locale: Locale!) {
    servicesJson(slug: { eq: $slug }, language: { eq: $locale }) {
      ...ServiceDetail
    }
  }
`;
