import { useEffect, useState } from "react";
import { Link } from "gatsby";
import { useOtherLanguages } from "../../hooks/use-ui-strings";
import { pathIn, usePageLanguages } from "../../i18n/page-languages";
import { headerLink } from "../../styles/controls";
import { fontStack, languageNamesFamily } from "../../styles/fonts";
import { notSearched } from "../../utils/search-index";

interface LanguageSwitchProps {
  /** The page's address as in English; the switch leads to the same page in each other language. */
  currentPath: string;
  /** The 404 page and Service Not Found: the address is read in the browser (see Layout). */
  unknownAddress?: boolean;
  onNavigate?: () => void;
  className?: string;
}

/**
 * Links to this page in the other languages, each named in its own language and script (lang,
 * hreflang); to its section in a language the page is not published in yet. A plain link: no
 * cookie, no redirect by the browser's language.
 */
export function LanguageSwitch({ currentPath, unknownAddress = false, onNavigate, className }: LanguageSwitchProps) {
  const others = useOtherLanguages();
  const pageLanguages = usePageLanguages();
  // The 404 page and Service Not Found are built once for every unknown address: the built HTML (and
  // a visitor without JavaScript) leads to the other language's home; once hydrated, currentPath is
  // the typed address.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const path = unknownAddress && !hydrated ? "/" : currentPath;
  return (
    <>
      {others.map(({ locale, name }) => (
        <Link
          key={locale}
          to={pathIn(pageLanguages, path, locale)}
          hrefLang={locale}
          lang={locale}
          {...notSearched}
          onClick={onNavigate}
          className={className}
          css={{
            ...headerLink,
            minHeight: 44,
            padding: "0 0.5rem",
            fontWeight: 700,
            textDecoration: "underline",
            textUnderlineOffset: "0.2em",
            whiteSpace: "nowrap",
            // Letters of another script come from a face cut down to these names, not the whole face (docs/decisions/0007).
            fontFamily: `"${languageNamesFamily}", ${fontStack}`,
          }}
        >
          {name}
        </Link>
      ))}
    </>
  );
}
