import { graphql, useStaticQuery } from "gatsby";
import { inLanguage, useLocale } from "../i18n/locale-context";
import { localizePath } from "../../model/locales";
import { searchPath } from "../utils/search-kind";

/** The header's way to the search page in the page's language: its address and accessible name (content/search.json). */
export function useSearchLink() {
  const nodes = useStaticQuery<Queries.SearchLinkQuery>(graphql`
    query SearchLink {
      allSearchJson {
        nodes {
          language
          open
        }
      }
    }
  `).allSearchJson.nodes;
  const locale = useLocale();
  return { href: localizePath(searchPath, locale), label: inLanguage(nodes, locale, "content/search.json").open };
}
