import { graphql, useStaticQuery } from "gatsby";
import { inLanguage, useLocale } from "../i18n/locale-context";

/**
 * content/ui.json in every language (one static query per file, as Gatsby allows): the words every
 * page carries (the UiWords fragment, written from the model into src/content-fragments.ts).
 */
function useAllUiStrings() {
  return useStaticQuery<Queries.UiStringsQuery>(graphql`
    query UiStrings {
      allUiJson {
        nodes {
          language
          decimalMark
          ...UiWords
        }
      }
    }
  `).allUiJson.nodes;
}

/** Interface text that is not page copy (content/ui.json) in the page's language: navigation, buttons, accessible names. */
export function useUiStrings() {
  return inLanguage(useAllUiStrings(), useLocale(), "content/ui.json");
}

/** Every other language, by its own name ("हिन्दी" on an English page), for the language switch. */
export function useOtherLanguages() {
  const locale = useLocale();
  return useAllUiStrings()
    .filter((n) => n.language !== locale)
    .map((n) => ({ locale: n.language, name: n.languageName }));
}

export type UiStrings = ReturnType<typeof useUiStrings>;
