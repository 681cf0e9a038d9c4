// schema.org objects for the JSON-LD blocks in each page's head.

export interface Crumb {
  name: string;
  path: string;
}

export const absoluteUrl = (siteUrl: string, path: string) => `${siteUrl}${path === "/" ? "" : path}` || "/";

/** What the blocks describing one page (a package's trip and product, a guide's article) say of it. */
export interface PageFacts {
  title: string;
  description: string;
  /** The page's absolute address in its language. */
  url: string;
  imageUrl?: string;
}

/** A page's own node: its type, an id on its address (#trip, #product), its name, words, address and image. */
export const pageNode = <Type extends string>(type: Type, page: PageFacts, id: string) => ({
  "@context": "https://schema.org" as const,
  "@type": type,
  "@id": `${page.url}#${id}`,
  name: page.title,
  description: page.description,
  url: page.url,
  ...(page.imageUrl ? { image: page.imageUrl } : {}),
});

/** The company's node id: other blocks (a package's provider) point to it instead of repeating it. */
export const organizationId = (siteUrl: string) => `${siteUrl}/#organization`;

/** What the company's node reads of its settings (content/settings.json, with the site's address): the shape of
 * src/hooks/use-site-settings.ts's result, written here so that utils import no hook. */
export interface AgencySettings {
  siteUrl: string;
  name: string;
  description: string;
  email: string;
  phone: { readonly e164: string };
  address: Readonly<Record<"street" | "locality" | "city" | "region" | "postalCode" | "countryCode", string>>;
  socials: readonly { readonly url: string }[];
  ogImage: { readonly childImageSharp: { readonly resize: { readonly src: string | null } | null } | null } | null;
}

export function travelAgency(s: AgencySettings) {
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    "@id": organizationId(s.siteUrl),
    name: s.name,
    description: s.description,
    url: `${s.siteUrl}/`,
    telephone: s.phone.e164,
    email: s.email,
    image: s.ogImage?.childImageSharp?.resize?.src ? `${s.siteUrl}${s.ogImage.childImageSharp.resize.src}` : undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${s.address.street}, ${s.address.locality}`,
      addressLocality: s.address.city,
      addressRegion: s.address.region,
      postalCode: s.address.postalCode,
      addressCountry: s.address.countryCode,
    },
    sameAs: s.socials.map((x) => x.url),
  };
}

export function breadcrumbList(siteUrl: string, crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(siteUrl, c.path),
    })),
  };
}

/** An ordered list of pages (e.g. the package categories on /packages), each with its address. */
export function itemList(siteUrl: string, name: string, items: readonly { name: string; path: string; description?: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      url: absoluteUrl(siteUrl, item.path),
      ...(item.description ? { description: item.description } : {}),
    })),
  };
}

/** JSON for a <script type="application/ld+json">; "<" escaped so content cannot close the tag. */
export const jsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, "\\u003c");
