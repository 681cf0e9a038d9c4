import type { ReactElement } from "react";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { LocaleContext } from "../../i18n/locale-context";
import { defaultLocale, type Locale } from "../../../model/locales";
import { Seo } from "./seo";

const sections = { about: "/about/story", services: "/services", packages: "/packages" } as const;

interface PageHeadProps {
  /** The page's entry in content/pages.json, or a service's or category's own title and description. */
  page: { title: string; description: string; breadcrumb?: string | null } | null;
  /** The page's address as in English ("/gallery"); the language's address is made from it. */
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

/**
 * A Gatsby Head in the page's language. Gatsby renders Head outside wrapPageElement, so the
 * language provider of the layout does not reach it: each Head is wrapped in its own.
 */
export function localizedHead<P extends { pageContext: object }>(Head: (props: P) => ReactElement | null) {
  const Inner = Head as (props: object) => ReactElement | null; // JSX cannot check a generic P's props
  return function LocalizedHead(props: P) {
    const locale = (props.pageContext as { locale?: Locale }).locale ?? defaultLocale;
    return (
      <LocaleContext.Provider value={locale}>
        <Inner {...props} />
      </LocaleContext.Provider>
    );
  };
}

/** A page's Gatsby Head from its pages.json entry (queried as pagesJson): export const Head = headFor("/gallery"). */
export const headFor = (pathname: string, options: Omit<PageHeadProps, "page" | "pathname"> = {}) =>
  localizedHead(function Head({ data }: { data: { pagesJson: PageHeadProps["page"] }; pageContext: object }) {
    return <PageHead page={data.pagesJson} pathname={pathname} {...options} />;
  });
