import { graphql, type PageProps } from "gatsby";
import { Container } from "../components/container";
import { HeroPage } from "../sections/hero-page";
import { ContactDetails } from "../sections/contact/contact-details";
import { EnquiryForm } from "../sections/contact/enquiry-form";
import { useSiteSettings } from "../hooks/use-site-settings";
import { useUiStrings } from "../hooks/use-ui-strings";
import { theme } from "../styles/theme";
import { mq } from "../styles/media";
import { headFor } from "../components/seo/page-head";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const settings = useSiteSettings();
  const ui = useUiStrings();
  const copy = data.contactJson;
  if (!copy) return null;
  return (
    <HeroPage page={data.pagesJson}>
      <div css={{ background: theme.colors.surface }}>
        <Container css={{ display: "grid", gap: theme.space.xl, paddingBlock: "clamp(2rem, 5vw, 4rem)", [mq.lg]: { gridTemplateColumns: "1fr 1.6fr" } }}>
          <ContactDetails settings={settings} copy={copy} newTabNote={ui.newTabNote} />
          <EnquiryForm
            copy={copy}
            monthNames={data.uiJson?.monthNames ?? []}
            services={data.allServicesJson.nodes}
            packages={data.allPackagesJson.nodes}
            email={settings.email}
            whatsappNumber={settings.whatsapp.number}
            phone={settings.phone}
            privacyVersion={data.privacyJson?.version ?? ""}
          />
        </Container>
      </div>
    </HeroPage>
  );
}

export const query = graphql`
  query ContactPage($locale: Locale!) {
    pagesJson(page: { eq: contact }, language: { eq: $locale }) { ...PageHero }
    contactJson(language: { eq: $locale }) {
      ...EnquiryCopy
      ...ContactDetailsCopy
    }
    privacyJson(language: { eq: $locale }) { version }
    uiJson(language: { eq: $locale }) { monthNames }
    allServicesJson(filter: { language: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        slug
        name
      }
    }
    allPackagesJson(filter: { language: { eq: $locale } }, sort: [{ category: ASC }, { order: ASC }]) {
      nodes {
        slug
        title
      }
    }
  }
`;

export const Head = headFor();
