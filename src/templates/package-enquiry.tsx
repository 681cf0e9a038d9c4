import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Container } from "../components/container";
import { LocalizedLink } from "../components/localized-link";
import { PageHead, localizedHead } from "../components/seo/page-head";
import { ContactDetails } from "../sections/contact/contact-details";
import { EnquiryForm } from "../sections/contact/enquiry-form";
import { useSiteSettings } from "../hooks/use-site-settings";
import { useUiStrings } from "../hooks/use-ui-strings";
import { fill } from "../utils/fill";
import { theme } from "../styles/theme";
import { mq } from "../styles/media";
import { packageEnquiryPath } from "../../model/routes";

/** Set by the content-pages plugin for each package's enquiry page. */
interface PackageEnquiryContext {
  slug: string;
  /** The build's day in India time: the months the trip runs are counted from it, then from the visitor's. */
  today: string;
}

type Data = Queries.PackageEnquiryPageQuery;

/**
 * A package's own enquiry page (docs/decisions/0062-a-package-s-own-enquiry-page.md): "Enquire
 * about this package" lands here, on the form, with the package chosen in the page itself (so
 * without JavaScript too) and the months the trip runs; a departure's row adds its date
 * (?date=2027-06-19). The company's phone, WhatsApp and office follow the form.
 */
export default function PackageEnquiryPage({ data, pageContext }: PageProps<Data, PackageEnquiryContext>) {
  const settings = useSiteSettings();
  const ui = useUiStrings();
  const pkg = data.packagesJson;
  const copy = data.contactJson;
  if (!pkg || !copy) return null;
  return (
    <div css={{ background: theme.colors.surface }}>
      <Container
        css={{
          display: "grid",
          gap: theme.space.xl,
          paddingBlock: "clamp(1.5rem, 4vw, 3rem)",
          [mq.lg]: { gridTemplateColumns: "1.6fr 1fr", alignItems: "start" },
        }}
      >
        <div css={{ display: "grid", gap: theme.space.md, minWidth: 0 }}>
          <div>
            <h1 id="page-title" css={{ fontSize: theme.fontSizes.xxl, margin: 0, color: theme.colors.primaryDark }}>
              {fill(ui.packages.enquireAbout, { title: pkg.title })}
            </h1>
            <p css={{ margin: `${theme.space.xs} 0 0` }}>
              <LocalizedLink to={pkg.path} css={{ display: "inline-block", paddingBlock: "0.6rem", color: theme.colors.primary, fontWeight: 600 }}>
                {pkg.title}
              </LocalizedLink>{" "}
              <span css={{ color: theme.colors.muted }}>
                · {pkg.destination} · {fill(ui.packages.duration, { days: pkg.days, nights: pkg.nights })}
              </span>
            </p>
          </div>
          <EnquiryForm
            copy={copy}
            monthNames={data.uiJson?.monthNames ?? []}
            services={data.allServicesJson.nodes}
            packages={data.allPackagesJson.nodes}
            email={settings.email}
            whatsappNumber={settings.whatsapp.number}
            phone={settings.phone}
            privacyVersion={data.privacyJson?.version ?? ""}
            trip={{ slug: pkg.slug, departures: pkg.departures, today: pageContext.today }}
          />
        </div>
        <ContactDetails settings={settings} copy={copy} newTabNote={ui.newTabNote} />
      </Container>
    </div>
  );
}

// A form for one package: not for search results (it is /contact with the package chosen).
export const Head = localizedHead(function Head({ data }: HeadProps<Data>) {
  const ui = useUiStrings();
  const pkg = data.packagesJson;
  if (!pkg || !data.pagesJson) return null;
  return (
    <PageHead
      page={{ title: fill(ui.packages.enquireAbout, { title: pkg.title }), description: data.pagesJson.description }}
      pathname={packageEnquiryPath(pkg.path)}
      trail="packages"
      crumbs={[{ name: pkg.title, path: pkg.path }]}
      noindex
    />
  );
});

export const query = graphql`
  query PackageEnquiryPage($slug: String!, $locale: Locale!) {
    packagesJson(slug: { eq: $slug }, language: { eq: $locale }) {
      slug
      path
      title
      destination
      days
      nights
      departures {
        anyDate
        dates {
          date
          status
          dateText(language: $locale)
        }
      }
    }
    pagesJson(page: { eq: contact }, language: { eq: $locale }) {
      description
    }
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
