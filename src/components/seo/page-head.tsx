import type { ReactElement } from "react";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { LocaleContext } from "../../i18n/locale-context";
import { PageLanguagesContext, pageLanguagesOf } from "../../i18n/page-languages";
import { defaultLocale, englishPathOf, type Locale } from "../../../model/locales";
import { sectionPaths, type Section } from "../../../model/routes";
import { Seo } from "./seo";
import type { Crumb } from "../../utils/structured-data";

interface PageHeadProps {
  /** The page's entry in content/pages.json, or a service's or category's own title and description. */
  page: { title: string; description: string; breadcrumb?: string | null } | null;
  /** The page's address as in English ("/gallery"); the language's address is made from it. */
  pathname: string;
  /** Where the page sits in the breadcrumb trail: under a section, at the top (default), or outside it. */
  trail?: Section | "top" | "none";
  /** Pages between the section and this one (a package's category), after the section's crumb. */
  crumbs?: Crumb[];
  noindex?: boolean;
  structuredData?: unknown[];
}

/** Every page's <head> from its copy: title, description, canonical address and breadcrumbs. */
export function PageHead({ page, pathname, trail = "top", crumbs = [], noindex, structuredData }: PageHeadProps) {
  const ui = useUiStrings();
  if (!page) return null;
  const own = { name: page.breadcrumb ?? page.title, path: pathname };
  const breadcrumbs = trail === "none" ? undefined : trail === "top" ? [own] : [{ name: ui.breadcrumbs[trail], path: sectionPaths[trail] }, ...crumbs, own];
  return (
    <Seo title={page.title} description={page.description} pathname={pathname} breadcrumbs={breadcrumbs} noindex={noindex} structuredData={structuredData} />
  );
}

/**
 * A Gatsby Head in the page's language, knowing the languages the page is published in. Gatsby
 * renders Head outside wrapPageElement, so the layout's providers do not reach it: each Head is
 * wrapped in its own.
 */
export function localizedHead<P extends { pageContext: object }>(Head: (props: P) => ReactElement | null) {
  const Inner = Head as (props: object) => ReactElement | null; // JSX cannot check a generic P's props
  return function LocalizedHead(props: P) {
    const locale = (props.pageContext as { locale?: Locale }).locale ?? defaultLocale;
    return (
      <LocaleContext.Provider value={locale}>
        <PageLanguagesContext.Provider value={pageLanguagesOf(props.pageContext)}>
          <Inner {...props} />
        </PageLanguagesContext.Provider>
      </LocaleContext.Provider>
    );
  };
}

/**
 * A page's Gatsby Head from its pages.json entry (queried as pagesJson): export const Head = headFor().
 * Its address is the page's own (its file name in src/pages/), unless `pathname` says otherwise.
 */
export const headFor = (options: Partial<Omit<PageHeadProps, "page">> = {}) =>
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page module as it loads (export const Head = headFor()), never during a render.
  localizedHead(function Head({ data, location }: { data: { pagesJson: PageHeadProps["page"] }; location: { pathname: string }; pageContext: object }) {
    return <PageHead page={data.pagesJson} pathname={englishPathOf(location.pathname)} {...options} />;
  });
