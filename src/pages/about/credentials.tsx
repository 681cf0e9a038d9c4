import { graphql, type PageProps } from "gatsby";
import { HeroPage } from "../../sections/hero-page";
import { Credentials } from "../../sections/about/credentials";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { headFor } from "../../components/seo/page-head";

/** /about/credentials: the company's registrations, its grievance officer and its office. */
export default function CredentialsPage({ data }: PageProps<Queries.CredentialsPageQuery>) {
  const ui = useUiStrings();
  return (
    <HeroPage page={data.pagesJson}>
      {data.credentialsJson && data.settingsJson && <Credentials words={data.credentialsJson} company={data.settingsJson} newTabNote={ui.newTabNote} />}
    </HeroPage>
  );
}

export const query = graphql`
  query CredentialsPage($locale: Locale!) {
    pagesJson(page: { eq: credentials }, language: { eq: $locale }) { ...PageHero }
    credentialsJson(language: { eq: $locale }) { ...CredentialsWords }
    settingsJson(language: { eq: $locale }) { ...CompanyCredentials }
  }
`;

export const Head = headFor({ trail: "about" });
