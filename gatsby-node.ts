import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { validateContent } from "./scripts/content/validate";
import { siteUrl } from "./src/utils/site-url";
import { writeHeaders } from "./scripts/lib/security-headers";
import { fontFiles } from "./src/styles/font-faces";

// Content mistakes stop the build before anything renders, one line per mistake. The brand font's
// files are copied from the pinned package into static/ (served as files: webpack would inline
// small fonts as data: URIs, which the CSP's font-src 'self' blocks).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  for (const [from, to] of fontFiles(__dirname)) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
  const { errors, warnings } = validateContent({ contentDir: path.join(__dirname, "content") });
  for (const w of warnings) reporter.warn(w);
  if (errors.length) {
    reporter.panic(`Content errors (${errors.length}); fix these files and build again:\n${errors.map((e) => `  - ${e}`).join("\n")}`);
  }
};

// Every content type declared: a field the validator missed still cannot render blank.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Link { label: String!, to: String! }
    type QA { question: String!, answer: String! }
    type IconText { icon: String!, text: String! }
    type Socials { twitter: String, facebook: String, linkedin: String, instagram: String }

    type SettingsJsonPhone { display: String!, e164: String! }
    type SettingsJsonWhatsapp { number: String!, greeting: String! }
    type SettingsJsonAddress {
      street: String!, locality: String!, city: String!, region: String!, postalCode: String!,
      country: String!, countryCode: String!
    }
    type SettingsJsonSocial { network: String!, label: String!, url: String! }
    type SettingsJsonIdentifier { label: String!, value: String! }
    type SettingsJsonIdentifiers { note: String!, items: [SettingsJsonIdentifier!]!, demo: Boolean }
    type SettingsJsonDesigner { text: String!, name: String!, url: String! }
    type SettingsJsonBanner { text: String!, link: String!, linkLabel: String! }
    type SettingsJson implements Node @dontInfer {
      name: String!, shortName: String!, tagline: String!, description: String!
      phone: SettingsJsonPhone!, whatsapp: SettingsJsonWhatsapp!, email: String!
      address: SettingsJsonAddress!, mapUrl: String!, officeHours: [String!]!
      socials: [SettingsJsonSocial!]!, identifiers: SettingsJsonIdentifiers!
      designer: SettingsJsonDesigner!, banner: SettingsJsonBanner!, footerAbout: String!
      ogImage: File! @fileByRelativePath, ogImageAlt: String!
    }

    type NavigationJson implements Node @dontInfer {
      label: String!, to: String!, links: [Link!], linksFrom: String, overviewLabel: String
    }

    type PagesJson implements Node @dontInfer {
      page: String!, title: String!, description: String!, heroTitle: String!, heroText: String!
      sectionTitle: String, image: File! @fileByRelativePath, imageAlt: String!
    }

    type HomeJsonStat { value: String!, label: String! }
    type HomeJsonAbout {
      eyebrow: String!, title: String!, paragraphs: [String!]!, stats: [HomeJsonStat!]!, link: Link!
      image: File! @fileByRelativePath, imageAlt: String!
    }
    type HomeJsonSection { eyebrow: String, title: String!, text: String! }
    type HomeJsonServices { eyebrow: String!, title: String!, text: String!, exploreMoreLabel: String! }
    type HomeJson implements Node @dontInfer {
      narrowTitle: String!, about: HomeJsonAbout!, offers: HomeJsonSection!, stats: HomeJsonSection!
      services: HomeJsonServices!
    }

    type HeroSlidesJson implements Node @dontInfer {
      title: String!, subtitle: String!, description: String!
      image: File! @fileByRelativePath, imageAlt: String!, specs: [IconText!]!, cta: Link!
    }

    type OffersJson implements Node @dontInfer {
      category: String!, title: String!, price: String!, link: String!, color: String!, icon: String!
      image: File! @fileByRelativePath, imageAlt: String!, colSpan: Int!, rowSpan: Int!
    }

    type StatsJson implements Node @dontInfer {
      label: String!, value: Int!, suffix: String!, icon: String!, gradient: [String!]!
    }

    type HomeServicesJson implements Node @dontInfer {
      title: String!, description: String!, icon: String!, link: String!
      image: File! @fileByRelativePath, imageAlt: String!
    }

    type ItineraryDay { title: String!, description: String! }
    type ServicesJson implements Node @dontInfer {
      slug: String!, order: Int!, name: String!, keywords: [String!]!, icon: String!
      image: File! @fileByRelativePath, imageAlt: String!
      shortDescription: String!, details: [String!]!, highlights: [String!]!
      itinerary: [ItineraryDay!]!, inclusions: [String!]!, exclusions: [String!]!, faqs: [QA!]!
    }

    type PackageCategoriesJson implements Node @dontInfer {
      slug: String!, order: Int!, name: String!, title: String!, description: String!, heroText: String!
      priceNote: String!, image: File! @fileByRelativePath, imageAlt: String!, terms: [QA!]!
    }

    type PackagesJson implements Node @dontInfer {
      slug: String!, category: String!, order: Int!, title: String!, destination: String!
      duration: String!, priceFrom: Int!, image: File! @fileByRelativePath, imageAlt: String!
      highlights: [String!]!, inclusions: [String!]!
    }

    type FounderJson implements Node @dontInfer {
      name: String!, role: String!, title: String!, desc: String!
      image: File! @fileByRelativePath, imageAlt: String!, placeholderPortrait: Boolean!
      socials: Socials!, story: [String!]!, signature: String!
    }

    type TeamJson implements Node @dontInfer {
      name: String!, role: String!, title: String!, desc: String!, order: Int!
      image: File! @fileByRelativePath, imageAlt: String!, placeholderPortrait: Boolean!
      socials: Socials!
    }

    type TestimonialsJson implements Node @dontInfer {
      number: Int!, quote: String!, name: String!, role: String!
      image: File! @fileByRelativePath, imageAlt: String!, placeholderPortrait: Boolean!
    }

    type StoryJsonBlock { title: String!, text: String! }
    type StoryJsonValue { icon: String!, title: String!, text: String! }
    type StoryJson implements Node @dontInfer {
      eyebrow: String!, title: String!, paragraphs: [String!]!
      image: File! @fileByRelativePath, imageAlt: String!
      mission: StoryJsonBlock!, vision: StoryJsonBlock!, values: [StoryJsonValue!]!
    }

    type GalleryJson implements Node @dontInfer {
      title: String!, image: File! @fileByRelativePath, imageAlt: String!
    }

    type ContactJson implements Node @dontInfer {
      formTitle: String!, formIntro: String!, quoteLabel: String!, successTitle: String!
      successText: String!, failureTitle: String!, failureText: String!, hoursTitle: String!
      privacyNote: String!
    }

    type UiJsonPageError { title: String!, text: String!, callLabel: String!, whatsappLabel: String! }
    type UiJson implements Node @dontInfer { skipToContent: String!, newTabNote: String!, pageError: UiJsonPageError! }

    type PhotoCreditsJson implements Node @dontInfer {
      file: String!, author: String!, licence: String!, source: String!
    }
  `);
};

// Content drives the routes: one page per service slug and per package category.
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{
    allServicesJson: { nodes: { slug: string }[] };
    allPackageCategoriesJson: { nodes: { slug: string }[] };
  }>(`
    query CreatePages {
      allServicesJson { nodes { slug } }
      allPackageCategoriesJson { nodes { slug } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query services and package categories", result.errors);
    return;
  }
  for (const { slug } of result.data.allServicesJson.nodes) {
    actions.createPage({
      path: `/services/${slug}`,
      component: path.resolve("src/templates/service.tsx"),
      context: { slug },
    });
  }
  for (const { slug } of result.data.allPackageCategoriesJson.nodes) {
    actions.createPage({
      path: `/packages/${slug}`,
      component: path.resolve("src/templates/package-category.tsx"),
      context: { slug },
    });
  }
};

// robots.txt names the sitemap at the site's real address (SITE_URL), so it is written at build;
// the CSP in _headers lists the hashes of exactly the inline scripts this build produced.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.join(__dirname, "public");
  fs.writeFileSync(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`);
  const { hashes, assets } = writeHeaders(publicDir, path.join(__dirname, "static", "_headers"));
  reporter.info(`_headers: CSP allows ${hashes} inline script hashes; ${assets} hashed assets cached for a year`);
};
