import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo/seo";
import { Container } from "../components/container";
import { PageHero } from "../sections/page-hero";
import { ContactDetails } from "../sections/contact/contact-details";
import { EnquiryForm } from "../sections/contact/enquiry-form";
import { useSiteSettings } from "../hooks/use-site-settings";
import { theme } from "../styles/theme";
import { mq } from "../styles/media";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const settings = useSiteSettings();
  const { pagesJson: page, contactJson: copy } = data;
  if (!page || !copy) return null;
  return (
    <>
      <PageHero title={page.heroTitle} text={page.heroText} image={page.image.childImageSharp?.gatsbyImageData} imageAlt={page.imageAlt} />
      <div css={{ background: theme.colors.surface }}>
        <Container css={{ display: "grid", gap: theme.space.xl, paddingBlock: "clamp(2rem, 5vw, 4rem)", [mq.lg]: { gridTemplateColumns: "1fr 1.6fr" } }}>
          <ContactDetails settings={settings} hoursTitle={copy.hoursTitle} />
          <EnquiryForm
            copy={copy}
            services={data.allServicesJson.nodes}
            packages={data.allPackagesJson.nodes}
            email={settings.email}
            whatsappNumber={settings.whatsapp.number}
          />
        </Container>
      </div>
    </>
  );
}

export function Head({ data }: HeadProps<Queries.ContactPageQuery>) {
  return (
    <Seo
      title={data.pagesJson?.title ?? ""}
      description={data.pagesJson?.description ?? ""}
      pathname="/contact"
      breadcrumbs={[{ name: data.pagesJson?.title ?? "", path: "/contact" }]}
    />
  );
}

export const query = graphql`
  query ContactPage {
    pagesJson(page: { eq: contact }) {
      ...PageHero
    }
    contactJson {
      formTitle
      formIntro
      quoteLabel
      successTitle
      successText
      failureTitle
      failureText
      hoursTitle
      privacyNote
    }
    allServicesJson(sort: { order: ASC }) {
      nodes {
        slug
        name
      }
    }
    allPackagesJson(sort: [{ category: ASC }, { order: ASC }]) {
      nodes {
        slug
        title
      }
    }
  }
`;
