import { graphql, type PageProps } from "gatsby";
import { HeroPage } from "../../sections/hero-page";
import { EnquiryThanks } from "../../sections/contact/enquiry-thanks";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { headFor } from "../../components/seo/page-head";

// Where a sent enquiry lands: the form's action without JavaScript, navigated to with it.
export default function EnquirySentPage({ data }: PageProps<Queries.EnquirySentPageQuery>) {
  const settings = useSiteSettings();
  const ui = useUiStrings();
  return (
    <HeroPage page={data.pagesJson}>{data.contactJson && <EnquiryThanks copy={data.contactJson} settings={settings} newTabNote={ui.newTabNote} />}</HeroPage>
  );
}

export const query = graphql`
  query EnquirySentPage($locale: Locale!) {
    pagesJson(page: { eq: enquirySent }, language: { eq: $locale }) { ...PageHero }
    contactJson(language: { eq: $locale }) { ...EnquiryThanks }
  }
`;

// A page only a sent form leads to: not for search results.
export const Head = headFor({ noindex: true });
