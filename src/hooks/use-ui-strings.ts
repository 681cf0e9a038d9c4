import { graphql, useStaticQuery } from "gatsby";

/** Interface text that is not page copy (content/ui.json): skip link, page-error message. */
export function useUiStrings() {
  return useStaticQuery<Queries.UiStringsQuery>(graphql`
    query UiStrings {
      uiJson {
        skipToContent
        newTabNote
        pageError {
          title
          text
          callLabel
          whatsappLabel
        }
      }
    }
  `).uiJson!;
}
