import { graphql, type PageProps } from "gatsby";
import { HeroPage } from "../sections/hero-page";
import { PrivacyNotice } from "../sections/legal/privacy-notice";
import { useSiteSettings } from "../hooks/use-site-settings";
import { headFor } from "../components/seo/page-head";

export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPageQuery>) {
  const settings = useSiteSettings();
  return <HeroPage page={data.pagesJson}>{data.privacyJson && <PrivacyNotice notice={data.privacyJson} settings={settings} />}</HeroPage>;
}

export const query = graphql`
  query PrivacyPage($locale: Locale!) {
    pagesJson(page: { eq: privacy }, language: { eq: $locale }) { ...PageHero }
    privacyJson(language: { eq: $locale }) { ...PrivacyNotice }
  }
`;

export const Head = headFor();
