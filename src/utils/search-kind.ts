import { isUnlisted } from "../../model/routes";

// Which pages the site search indexes, and as what kind of page. A page made from content carries
// its kind's `searchKind` (model/routes.ts) in its context; every other page is a "page". The
// names of the kinds are words (content/search.json › kinds), so the search page reads them there.

/** The kind a result is for any page whose kind names none. */
export const otherPageKind = "page";

/** The search page itself: a result list is not a result. */
export const searchPath = "/search";

/**
 * The kind a page is indexed as, or null for a page kept out of search: the search page, the
 * unlisted pages (the thank-you page, the packages' enquiry pages), and the pages of unknown addresses (404, Service Not Found).
 */
export function searchKindOf(englishPath: string, unknownAddress: boolean, contentKind?: string): string | null {
  if (unknownAddress || englishPath === searchPath || isUnlisted(englishPath)) return null;
  return contentKind ?? otherPageKind;
}
