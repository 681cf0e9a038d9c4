import { graphql, useStaticQuery } from "gatsby";
import { useLocale } from "../i18n/locale-context";

/** Every other language, by its own name ("हिन्दी" on an English page), for the language switch. */
export function useOtherLanguages() {
  const locale = useLocale();
  const { nodes } = useStaticQuery<Queries.LanguageNamesQuery>(graphql`
    query LanguageNames {
      allUiJson {
        nodes {
          language
          languageName
        }
      }
    }
  `).allUiJson;
  return nodes.filter((n) => n.language !== locale).map((n) => ({ locale: n.language, name: n.languageName }));
}
