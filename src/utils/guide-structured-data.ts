// A guide page's Article (schema.org), typed with schema-dts: `about` is the place it is a guide
// to, and the company is its author and publisher (the TravelAgency every page describes).
import type { Article, WithContext } from "schema-dts";
import { organizationId, type PageFacts } from "./structured-data";

export interface GuideFacts extends PageFacts {
  destination: string;
  /** The page's language: "en", "hi". */
  language: string;
}

export function guideArticle(guide: GuideFacts, siteUrl: string): WithContext<Article> {
  const company = { "@id": organizationId(siteUrl) };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: guide.title,
    description: guide.description,
    url: guide.url,
    mainEntityOfPage: guide.url,
    inLanguage: guide.language,
    ...(guide.imageUrl ? { image: guide.imageUrl } : {}),
    about: { "@type": "Place", name: guide.destination },
    author: company,
    publisher: company,
  };
}
