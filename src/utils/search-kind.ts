import { isUnlisted, pagePaths } from "../../model/routes";

// Which pages the site search indexes, and as what kind of page, from their address as in English.
// The patterns are the pages' own path functions (model/routes.ts) with "*" for each slug, so a
// page's address and its kind cannot drift apart. The first pattern an address matches decides.

/** The kinds of page a search result can be; content/search.json names each. */
export const searchKinds = ["package", "guide", "service", "page"] as const;
export type SearchKind = (typeof searchKinds)[number];

/** The search page itself: a result list is not a result. */
export const searchPath = "/search";

const ANY = "*";
const patterns: [string, SearchKind][] = [
  // Before packages: a theme's page (/packages/themes/family) is a list, not a package.
  [pagePaths.theme({ slug: ANY }), "page"],
  [pagePaths.package({ category: ANY, slug: ANY }), "package"],
  [pagePaths.service({ slug: ANY }), "service"],
  // Destination guides: /guides/{slug}; the list of guides at /guides is a page.
  [pagePaths.guide({ slug: ANY }), "guide"],
];

const toRegExp = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split(ANY)
      .map((s) => s.replace(/[.?+^$()[\]{}|\\]/g, "\\$&"))
      .join("[^/]+")}$`,
  );
const matchers = patterns.map(([pattern, kind]) => [toRegExp(pattern), kind] as const);

/**
 * The kind a page is indexed as, or null for a page kept out of search: the search page, the
 * unlisted pages (the thank-you page, the packages' enquiry pages), and the pages of unknown addresses (404, Service Not Found).
 */
export function searchKindOf(englishPath: string, unknownAddress: boolean): SearchKind | null {
  if (unknownAddress || englishPath === searchPath || isUnlisted(englishPath)) return null;
  return matchers.find(([re]) => re.test(englishPath))?.[1] ?? "page";
}
