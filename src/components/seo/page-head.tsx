import { useUiStrings } from "../../hooks/use-ui-strings";
import { Seo } from "./seo";

const sections = { about: "/about/story", services: "/services", packages: "/packages" } as const;

interface PageHeadProps {
  /** The page's entry in content/pages.json, or a service's or category's own title and description. */
  page: { title: string; description: string; breadcrumb?: string | null } | null;
  pathname: string;
  /** Where the page sits in the breadcrumb trail: under a section, at the top (default), or outside it. */
  trail?: keyof typeof sections | "top" | "none";
  noindex?: boolean;
  structuredData?: unknown[];
}

/** Every page's <head> from its copy: title, description, canonical address and breadcrumbs. */
export function PageHead({ page, pathname, trail = "top", noindex, structuredData }: PageHeadProps) {
  const ui = useUiStrings();
  if (!page) return null;
  const own = { name: page.breadcrumb ?? page.title, path: pathname };
  const breadcrumbs =
    trail === "none" ? undefined : trail === "top" ? [own] : [{ name: ui.breadcrumbs[trail], path: sections[trail] }, own];
  return <Seo title={page.title} description={page.description} pathname={pathname} breadcrumbs={breadcrumbs} noindex={noindex} structuredData={structuredData} />;
}

/** A page's Gatsby Head from its pages.json entry (queried as pagesJson): export const Head = headFor("/gallery"). */
export const headFor = (pathname: string, options: Omit<PageHeadProps, "page" | "pathname"> = {}) =>
  function Head({ data }: { data: { pagesJson: PageHeadProps["page"] } }) {
    return <PageHead page={data.pagesJson} pathname={pathname} {...options} />;
  };
