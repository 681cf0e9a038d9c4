import { graphql, useStaticQuery } from "gatsby";
import { inLanguage, useLocale } from "../i18n/locale-context";

/** content/ui.json in every language (one static query per file, as Gatsby allows). */
function useAllUiStrings() {
  return useStaticQuery<Queries.UiStringsQuery>(graphql`
    query UiStrings {
      allUiJson {
        nodes {
          language
          locale
          decimalMark
          skipToContent
          newTabNote
          pageError { title text callLabel whatsappLabel }
          breadcrumbs { label home about services packages guides }
          header { home mainNav menu closeMenu quote followUs offers }
          footer { legal privacy terms credentials quickLinks services contact photoCredits rights visitors translateTitle translate translateLoading translateFailed }
          contactWidget { label call whatsapp }
          carousel { label slide status show pause play roleDescription slideRoleDescription }
          gallery { open previous next close viewer photos counter }
          service { enquire about highlights itinerary inclusions exclusions faq packages }
          catalogue { fromPrice explore }
          packages { from withGst tcs onRequest highlights included enquire enquireAbout duration allInCategory terms }
          notFound { home ask pages lookingFor allServices }
          people { profile networks { twitter facebook linkedin instagram } }
          languageName
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
