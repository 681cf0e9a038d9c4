// Every address of the site is written here once, in English (LocalizedLink and localizePath add
// /hi). Pages made from content take their address from `pagePaths`; gatsby-node gives each such
// node a `path` field from it and creates its page, and links, menus, the content check and the
// e2e route list read that field or these functions. The other pages' addresses are their file
// names in src/pages/ (Gatsby's file-system routes). No zod here: the site's bundle imports this.

interface Slugged {
  slug: string;
}

/** The address of each kind of page made from content, from its entry. */
export const pagePaths = {
  service: ({ slug }: Slugged) => `/services/${slug}`,
  packageCategory: ({ slug }: Slugged) => `/packages/${slug}`,
  /** A package sits under its category: /packages/domestic/kerala-backwaters. */
  package: ({ category, slug }: Slugged & { category: string }) => `/packages/${category}/${slug}`,
  /** The packages of one theme (content/themes.json): /packages/themes/family. */
  theme: ({ slug }: Slugged) => `/packages/themes/${slug}`,
  /** A destination guide (content/guides/SLUG.md): /guides/ladakh. */
  guide: ({ slug }: Slugged) => `/guides/${slug}`,
};

/** Section pages that stand above others in breadcrumbs ("Home › Packages › Domestic"). */
export const sectionPaths = { about: "/about/story", services: "/services", packages: "/packages", guides: "/guides" } as const;
export type Section = keyof typeof sectionPaths;

/** The privacy notice and the booking terms (src/pages/privacy.tsx, terms.tsx): the footer and the form link them. */
export const legalPaths = { privacy: "/privacy", terms: "/terms" } as const;

/** The company's registrations and grievance officer (src/pages/about/credentials.tsx): the footer's small print links it. */
export const credentialsPath = "/about/credentials";

/** Every photo's author and licence (src/pages/about/photo-credits.tsx): the footer's small print links it. */
export const photoCreditsPath = "/about/photo-credits";

/** Where a sent enquiry lands (the form's action): a page search engines need not list (noindex, no sitemap). */
export const enquirySentPath = "/contact/thanks";

/** Pages kept out of search results and the sitemap: only an action of the visitor leads there. */
export const unlistedPaths: readonly string[] = [enquirySentPath];

/** The enquiry form, with the service or package it is about already chosen, or its message begun. */
export function enquiryPath(about: { service?: string; package?: string; enquiry?: "quote"; message?: string } = {}): string {
  const query = Object.entries(about)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${encodeURIComponent(v as string)}`);
  return `/contact${query.length ? `?${query.join("&")}` : ""}`;
}

/**
 * Content that has a page per entry: where its entries live under content/ (a folder of files or
 * one file holding a list), its GraphQL node type, the template that renders it, its address, and
 * the section a visitor is sent to in a language the entry is not published in yet.
 * A new kind of page is one line here and a template.
 */
export const routedContent = [
  { source: "services", nodeType: "ServicesJson", template: "src/templates/service.tsx", path: pagePaths.service, fallback: sectionPaths.services },
  {
    source: "package-categories.json",
    nodeType: "PackageCategoriesJson",
    template: "src/templates/package-category.tsx",
    path: pagePaths.packageCategory,
    fallback: sectionPaths.packages,
  },
  { source: "packages", nodeType: "PackagesJson", template: "src/templates/package.tsx", path: pagePaths.package, fallback: sectionPaths.packages },
  { source: "themes.json", nodeType: "ThemesJson", template: "src/templates/theme.tsx", path: pagePaths.theme, fallback: sectionPaths.packages },
  /** Markdown (content/guides/*.md): each node's entry is its front matter. */
  { source: "guides", nodeType: "MarkdownRemark", template: "src/templates/guide.tsx", path: pagePaths.guide, fallback: sectionPaths.guides },
] as const;

/** The English addresses of every page made from content, given each source's entries. */
export const contentRoutes = (entriesOf: (source: (typeof routedContent)[number]["source"]) => readonly Slugged[]): string[] =>
  // Each source's entries are that content's own, so each path function finds the fields it reads.
  routedContent.flatMap(({ source, path }) => entriesOf(source).map((entry) => (path as (e: Slugged) => string)(entry)));
