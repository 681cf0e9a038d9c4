import { createContext, useContext } from "react";
import { defaultLocale, type Locale } from "../../model/locales";

/** The page's language, from its page context (Layout and each page's Head provide it). */
export const LocaleContext = createContext<Locale>(defaultLocale);

export const useLocale = () => useContext(LocaleContext);

/** The node of a site-wide query in the page's language (those queries read every language's copy). */
export function inLanguage<T extends { readonly language: Locale }>(nodes: readonly T[], locale: Locale, what: string): T {
  const node = nodes.find((n) => n.language === locale);
  if (!node) throw new Error(`${what} has no ${locale} version`);
  return node;
}
