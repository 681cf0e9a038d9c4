import { graphql, useStaticQuery } from "gatsby";
import { inLanguage, useLocale } from "../i18n/locale-context";

/** The company's settings (content/settings.json) in the page's language, and the site's public address. */
export function useSiteSettings() {
  const locale = useLocale();
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSettingsJson {
        nodes {
        language
        name
        shortName
        tagline
        description
        phone {
          display
          e164
        }
        whatsapp {
          number
          greeting
        }
        email
        address {
          street
          locality
          city
          region
          postalCode
          country
          countryCode
        }
        mapUrl
        officeHours
        socials {
          network
          label
          url
        }
        identifiers {
          note
          items {
            label
            value
          }
        }
        grievance {
          name
          email
        }
        designer {
          text
          name
          url
        }
        banner {
          claim
          claimLink
          claimLabel
          text
          link
          linkLabel
        }
        footerAbout
        ogImageAlt
        ogImage {
          childImageSharp {
            resize(width: 1200, height: 630, cropFocus: CENTER, jpegQuality: 75) {
              src
              width
              height
            }
          }
        }
        }
      }
    }
  `);
  return { ...inLanguage(data.allSettingsJson.nodes, locale, "content/settings.json"), siteUrl: data.site?.siteMetadata?.siteUrl ?? "" };
}

export type SiteSettings = ReturnType<typeof useSiteSettings>;
