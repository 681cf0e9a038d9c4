import { graphql, type PageProps } from "gatsby";
import { ServiceNotFound } from "../../sections/not-found/service-not-found";
import { useClientPathname } from "../../hooks/use-client-pathname";
import { sectionPaths } from "../../../model/routes";
import { headFor } from "../../components/seo/page-head";

// Client-only fallback for /services/*: known slugs have their own static pages, which win.
export default function ServiceFallbackPage({ data }: PageProps<Queries.ServiceFallbackQuery>) {
  const pathname = useClientPathname();
  const copy = data.pagesJson;
  return <ServiceNotFound title={copy?.heroTitle ?? ""} text={copy?.heroText ?? ""} services={data.allServicesJson.nodes} pathname={pathname} />;
}

export const Head = headFor({ pathname: sectionPaths.services, trail: "none", noindex: true });

export const query = graphql`
  query ServiceFallback($locale: Locale!) {
    pagesJson(page: { eq: serviceNotFound }, language: { eq: $locale }) { ...NotFoundCopy }
    allServicesJson(filter: { language: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        ...AllServicesListItem
      }
    }
  }
`;
