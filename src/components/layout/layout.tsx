import type { ReactNode } from "react";
import { GlobalStyles } from "../../styles/global-styles";
import { theme } from "../../styles/theme";
import { SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import { ContactWidget } from "./contact-widget";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { ErrorBoundary } from "../error-boundary";
import { PageError, type PageErrorCopy } from "../page-error";

// The message the main area shows when a page fails to render (see ErrorBoundary), in one place
// beside the layout's other interface text ("Skip to content").
const pageErrorCopy: PageErrorCopy = {
  title: "Sorry, this page did not load",
  text: "Something went wrong while showing this page. Try another page from the menu, or talk to us and we will help you plan your trip.",
  callLabel: "Call us on",
  whatsappLabel: "Chat with us on WhatsApp",
  newTabNote: "(opens in a new tab)",
};

/**
 * The frame of every page. Mounted once through wrapPageElement (gatsby-browser/gatsby-ssr), so
 * it persists across client-side navigation (the translation widget and counter rely on that).
 */
export function Layout({ children, currentPath }: { children: ReactNode; currentPath: string }) {
  const settings = useSiteSettings();
  return (
    <>
      <GlobalStyles />
      <a
        href="#main"
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
        Skip to content
      </a>
      <SiteHeader currentPath={currentPath} />
      <main id="main" tabIndex={-1} css={{ outline: "none" }}>
        <ErrorBoundary
          resetKey={currentPath}
          fallback={
            <PageError
              copy={pageErrorCopy}
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
      />
    </>
  );
}
