import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../../components/seo/seo";
import { ServiceNotFound } from "../../sections/not-found/service-not-found";
import { useClientPathname } from "../../hooks/use-client-pathname";

// Client-only fallback for /services/*: known slugs have their own static pages, which win.
export default function ServiceFallbackPage({ data }: PageProps<Queries.ServiceFallbackQuery>) {
  const pathname = useClientPathname();
  const copy = data.pagesJson;
  return (
    <ServiceNotFound
      title={copy?.heroTitle ?? ""}
      text={copy?.heroText ?? ""}
      services={data.allServicesJson.nodes}
      pathname={pathname}
    />
  );
}

export function Head({ data }: HeadProps<Queries.ServiceFallbackQuery>) {
  const copy = data.pagesJson;
  return <Seo title={copy?.title ?? ""} description={copy?.description ?? ""} pathname="/services" noindex />;
}

export const query = graphql`
  query ServiceFallback {
    pagesJson(page: { eq: serviceNotFound }) {
      title
      description
      heroTitle
      heroText
    }
    allServicesJson(sort: { order: ASC }) {
      nodes {
        slug
        name
        icon
        shortDescription
        keywords
      }
    }
  }
`;
