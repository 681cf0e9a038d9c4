import type { ReactNode } from "react";
import { GlobalStyles } from "../../styles/global-styles";
import { theme } from "../../styles/theme";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { ContactWidget } from "./contact-widget";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { ErrorBoundary } from "../error-boundary";
import { PageError } from "../page-error";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { LocaleContext } from "../../i18n/locale-context";
import { PageLanguagesContext, pageLanguagesOf, type PageLanguages } from "../../i18n/page-languages";
import { defaultLocale, englishPathOf, type Locale } from "../../../model/locales";
import { searchKindOf } from "../../utils/search-kind";
import { isEnquiryForm } from "../../../model/routes";
import { pageIds } from "../../utils/page-ids";

interface LayoutProps {
  children: ReactNode;
  /** The page's address as in English ("/gallery" on /hi/gallery): menus compare against it. */
  currentPath: string;
  /** The 404 page and Service Not Found: one page for many addresses, known only in the browser. */
  unknownAddress: boolean;
  /** A page made from content: its kind's name in the site search (model/routes.ts), from its context. */
  searchKind?: string;
  locale: Locale;
  pageLanguages: PageLanguages;
}

/** The layout's props from wrapPageElement's: the language from the page's context. */
export const layoutProps = ({ location, pageContext }: { location: { pathname: string }; pageContext: object }) => ({
  currentPath: englishPathOf(location.pathname),
  locale: (pageContext as { locale?: Locale }).locale ?? defaultLocale,
  unknownAddress: Boolean((pageContext as { unknownAddress?: boolean }).unknownAddress),
  searchKind: (pageContext as { searchKind?: string }).searchKind,
  pageLanguages: pageLanguagesOf(pageContext),
});

/**
 * The frame of every page. Mounted once through wrapPageElement (gatsby-browser/gatsby-ssr), so
 * it persists across client-side navigation (the translation widget and counter rely on that).
 */
export function Layout({ locale, pageLanguages, ...props }: LayoutProps) {
  return (
    <LocaleContext.Provider value={locale}>
      <PageLanguagesContext.Provider value={pageLanguages}>
        <Frame {...props} />
      </PageLanguagesContext.Provider>
    </LocaleContext.Provider>
  );
}

function Frame({ children, currentPath, unknownAddress, searchKind: contentKind }: Omit<LayoutProps, "locale" | "pageLanguages">) {
  const settings = useSiteSettings();
  const ui = useUiStrings();
  // The site search indexes the main content of the pages it lists, and nothing else (header,
  // footer, menus): plugins/gatsby-plugin-search, docs/decisions/0025-site-search-with-pagefind.md.
  const searchKind = searchKindOf(currentPath, unknownAddress, contentKind);
  return (
    <>
      <GlobalStyles />
      <a
        href={`#${pageIds.main}`}
        css={{
          position: "absolute",
          left: theme.space.md,
          top: -100,
          zIndex: theme.z.skip,
          padding: "0.5rem 1rem",
          background: theme.colors.inverse,
          color: theme.colors.primaryDark,
          fontWeight: 700,
          "&:focus": { top: theme.space.md },
        }}
      >
        {ui.skipToContent}
      </a>
      <SiteHeader currentPath={currentPath} unknownAddress={unknownAddress} />
      <main
        id={pageIds.main}
        tabIndex={-1}
        css={{ outline: "none" }}
        {...(searchKind && { "data-pagefind-body": "", "data-pagefind-meta": `kind:${searchKind}`, "data-pagefind-filter": `kind:${searchKind}` })}
      >
        <ErrorBoundary
          resetKey={currentPath}
          fallback={
            <PageError
              copy={{ ...ui.pageError, newTabNote: ui.newTabNote }}
              phoneDisplay={settings.phone.display}
              phoneE164={settings.phone.e164}
              whatsappNumber={settings.whatsapp.number}
              whatsappGreeting={settings.whatsapp.greeting}
            />
          }
        >
          {children}
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <ContactWidget
        phoneDisplay={settings.phone.display}
        phoneE164={settings.phone.e164}
        whatsappNumber={settings.whatsapp.number}
        whatsappGreeting={settings.whatsapp.greeting}
        off={isEnquiryForm(currentPath)}
        page={currentPath}
      />
    </>
  );
}
