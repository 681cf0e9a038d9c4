// Every address of the site is written here once, in English (LocalizedLink and localizePath add
// /hi). Pages made from content take their address from `pagePaths`; the content-pages plugin
// (plugins/gatsby-plugin-content-pages/) gives each such node a `path` field from it and creates its
// page with the context its kind declares below, and links, menus, the content check and the e2e
// route list read that field or these functions. The other pages' addresses are their file names
// in src/pages/ (Gatsby's file-system routes). No zod and nothing of Node's here: the site's bundle
// imports this (it drops `routedContent`, which no page reads: a page learns its search kind from
// its context, the search page the kinds from their words).
import { relatedPackages, type RelatedCandidate } from "./related-packages";

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

/** The enquiry form's own anchor: a link to it lands on the form, not on the top of its page. */
export const enquiryFormAnchor = "enquiry-form";

/**
 * A package's own enquiry page (src/templates/package-enquiry.tsx): the enquiry form with the package
 * chosen in the page itself, so even without JavaScript, and the months the trip runs
 * (docs/decisions/0062-a-package-s-own-enquiry-page.md).
 */
export const packageEnquiryPath = (packagePath: string) => `${packagePath}/enquire`;

/** Every package's enquiry page, as a pattern ("*" for a segment): the sitemap leaves them out. */
export const packageEnquiryPattern = packageEnquiryPath("/packages/*/*");

/** A link to a package's enquiry form, at the form; with a departure's date ("2027-06-19") it is filled in. */
export const packageEnquiryLink = (packagePath: string, date?: string) =>
  `${packageEnquiryPath(packagePath)}${date ? `?date=${date}` : ""}#${enquiryFormAnchor}`;

const packageEnquiry = new RegExp(`^${packageEnquiryPattern.replaceAll("*", "[^/]+")}$`);

/** An unlisted page (noindex, not in the sitemap or the search, no hreflang): the thank-you page and the packages' enquiry pages. */
export const isUnlisted = (englishPath: string) => unlistedPaths.includes(englishPath) || packageEnquiry.test(englishPath);

/** A page that is the enquiry form itself: the floating call and WhatsApp buttons stay away (it lists both). */
export const isEnquiryForm = (englishPath: string) => englishPath === enquiryPath() || packageEnquiry.test(englishPath);

/** The enquiry form, with the service or package it is about already chosen, or its message begun. */
export function enquiryPath(
  about: {
    service?: string;
    package?: string;
    enquiry?: "quote";
    message?: string;
    /** A party's choice from a package page's total: the month ("2027-06"), the day as read, and the travellers. */
    month?: string;
    dates?: string;
    adults?: string;
    children?: string;
  } = {},
): string {
  const query = Object.entries(about)
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${encodeURIComponent(v as string)}`);
  return `/contact${query.length ? `?${query.join("&")}` : ""}`;
}

/** What every content node with a page of its own is queried for, whatever its kind. */
export interface RoutedNode {
  slug: string;
  path: string;
  language: string;
}

/** What the build knows besides the content, for the pages of one language. */
export interface BuildFacts {
  /** The day in India (model/time-zone.ts) the site is built: departures before it are past. */
  today: string;
  /** How many packages of each category show as cards (content/package-filters.json). */
  cardsPerCategory: number;
}

/**
 * One kind of page made from content (methods, so each kind names the fields its own nodes have).
 * Its page's context is slug, locale, languages and fallback, then what `context` returns.
 */
export interface PageKind {
  /** Where its entries live under content/: a folder of files or one file holding a list. */
  source: string;
  /** Its GraphQL node type. */
  nodeType: string;
  /** The template that renders its pages. */
  template: string;
  /** Its address, from its entry. */
  path(entry: Slugged): string;
  /** The section a visitor is sent to in a language the entry is not published in yet. */
  fallback: string;
  /** Where its entry's fields are on its node: on the node itself (JSON), or in its front matter (Markdown). */
  entryIn?: "frontmatter";
  /**
   * What the site search calls its pages (a filter and a label beside each result, named in
   * content/search.json › kinds and kindFilter); none for a page like any other ("page").
   */
  searchKind?: string;
  /** The GraphQL fields `context` reads, besides slug, path and language. */
  fields?: string;
  /** What its page needs besides its slug, from its node, the same kind's nodes in its language, and the build's facts. */
  context?(node: RoutedNode, siblings: readonly RoutedNode[], facts: BuildFacts): object;
}

/**
 * Content that has a page per entry, each kind as `PageKind` says.
 * A new kind of page is one entry here and a template (and, with a new `searchKind`, its name in
 * content/search.json in both languages). The search filter lists the kinds in this order.
 */
export const routedContent = [
  {
    source: "packages",
    nodeType: "PackagesJson",
    template: "src/templates/package.tsx",
    path: pagePaths.package,
    fallback: sectionPaths.packages,
    searchKind: "package",
    // The packages it suggests, and the day past departures end.
    fields: "category order themes",
    context: (node: RoutedNode & RelatedCandidate, siblings: readonly (RoutedNode & RelatedCandidate)[], { today }: BuildFacts) => ({
      related: relatedPackages(node, siblings),
      today,
    }),
  },
  {
    source: "guides",
    nodeType: "MarkdownRemark",
    // Markdown (content/guides/*.md): each node's entry is its front matter.
    entryIn: "frontmatter",
    template: "src/templates/guide.tsx",
    path: pagePaths.guide,
    fallback: sectionPaths.guides,
    searchKind: "guide",
    // A guide's page shows the packages it leads to.
    fields: "frontmatter { packages }",
    context: (node: RoutedNode & { frontmatter?: { packages?: string[] | null } | null }) => ({ packages: node.frontmatter?.packages ?? [] }),
  },
  {
    source: "services",
    nodeType: "ServicesJson",
    template: "src/templates/service.tsx",
    path: pagePaths.service,
    fallback: sectionPaths.services,
    searchKind: "service",
    // A service's page lists the packages it names (and its "from" price is theirs).
    fields: "packages",
    context: (node: RoutedNode & { packages?: string[] | null }) => ({ packages: node.packages ?? [] }),
  },
  {
    source: "package-categories.json",
    nodeType: "PackageCategoriesJson",
    template: "src/templates/package-category.tsx",
    path: pagePaths.packageCategory,
    fallback: sectionPaths.packages,
    // A category page shows its first packages as cards, as /packages does, and links to /packages for the rest.
    // The build's day: the answers on price read the tax rates in force on it.
    context: (_node: RoutedNode, _siblings: readonly RoutedNode[], { cardsPerCategory, today }: BuildFacts) => ({ cards: cardsPerCategory, today }),
  },
  { source: "themes.json", nodeType: "ThemesJson", template: "src/templates/theme.tsx", path: pagePaths.theme, fallback: sectionPaths.packages },
] as const satisfies readonly PageKind[];

/** The English addresses of every page made from content, given each source's entries. */
export const contentRoutes = (entriesOf: (source: (typeof routedContent)[number]["source"]) => readonly Slugged[]): string[] =>
  // Each source's entries are that content's own, so each path function finds the fields it reads.
  routedContent.flatMap(({ source, path }) => entriesOf(source).map((entry) => (path as (e: Slugged) => string)(entry)));

/** A node's entry: the fields its kind's `path` reads (a Markdown node's front matter, a JSON node itself). */
export const entryOf = (kind: PageKind, node: object): object => (kind.entryIn ? ((node as Record<string, unknown>)[kind.entryIn] as object) : node);

/** The kinds the site search tells apart, given the kinds of page: each one's `searchKind`, then "page" for every other page. */
export const searchKindsOf = (kinds: readonly PageKind[]): string[] => [...new Set([...kinds.flatMap((k) => (k.searchKind ? [k.searchKind] : [])), "page"])];
