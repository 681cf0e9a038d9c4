import { createContext, useContext } from "react";
import { localizePath, locales, type Locale } from "../../model/locales";

// The languages a page is published in. Most pages exist in every language; an entry that may be
// published before its translation (model/locales.ts translatedLater) exists only in some, and
// visitors of the others are sent to its section instead (the content-pages plugin writes both into the page
// context). hreflang, the sitemap and the language switch read this.

export interface PageLanguages {
  languages: readonly Locale[];
  /** The English address of the section to send other languages' visitors to. */
  fallback?: string;
}

const everyLanguage: PageLanguages = { languages: locales };

/** A page's languages from its page context (every language when it says nothing). */
export const pageLanguagesOf = (pageContext: object): PageLanguages => {
  const { languages, fallback } = pageContext as Partial<PageLanguages>;
  return languages ? { languages, fallback } : everyLanguage;
};

/** This page in a language, or its section where the page is not published in that language. */
export const pathIn = ({ languages, fallback }: PageLanguages, englishPath: string, locale: Locale): string =>
  localizePath(languages.includes(locale) ? englishPath : (fallback ?? "/"), locale);

export const PageLanguagesContext = createContext<PageLanguages>(everyLanguage);
export const usePageLanguages = () => useContext(PageLanguagesContext);
