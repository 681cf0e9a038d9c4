import { z } from "zod";
import { longText, template, text } from "../primitives";
import { routedContent, searchKindsOf } from "../routes";

// The search page (/search) and the header's way to it: its words, the names of the kinds of page a
// result can be, and the headings of the lists it shows without JavaScript.

/**
 * The names of the kinds of page the search tells apart, given the kinds: one word each beside a
 * result, and the search filter's label, its choice of all, and each kind in the plural. A kind of
 * page with a new `searchKind` (model/routes.ts) needs its two names here in both languages.
 */
export function searchKindWords(kinds: readonly string[]) {
  const perKind = () => z.strictObject(Object.fromEntries(kinds.map((kind) => [kind, text])));
  return { kinds: perKind(), kindFilter: z.strictObject({ label: text, all: text }).extend(perKind().shape) };
}

export const searchSchema = z.strictObject({
  /** The page's <title> and description for search engines, and its heading. */
  title: text.max(60),
  description: longText.min(50).max(160),
  heading: text,
  /** The header's link to the search page, read out by screen readers (the link shows an icon). */
  open: text,
  /** The search box's label and the example inside it. */
  label: text,
  placeholder: text,
  /** Read out and shown after each search: "1 result for “{query}”", "{count} results for “{query}”". */
  countNone: template("query"),
  countOne: template("query"),
  countMany: template("count", "query"),
  /** The button under the results when a search finds more than are shown: it shows the next ones. */
  showMore: text,
  /** Shown under an empty result, with the lists of packages, guides and services. */
  noResults: longText,
  /** Under an empty result, when a word of the site's is a letter or two from a word typed: {suggestion} becomes a link that searches it. */
  didYouMean: template("suggestion"),
  /** While the index loads, and if it cannot. */
  loading: text,
  loadFailed: longText,
  /**
   * The name of each kind of page a result can be, shown beside its title (`kinds`), and the choice
   * that narrows the results to one kind (`kindFilter`): its label, the choice of all, and each kind in the plural.
   */
  ...searchKindWords(searchKindsOf(routedContent)),
  /** Under a package's result: its length, and its all-in price from (GST included, as on its page). */
  tripLength: template("days", "nights"),
  priceFrom: template("price"),
  /** After a search that found nothing, under the lists: the enquiry form, its message begun with the query. */
  enquire: text,
  enquiryMessage: template("query"),
  /** Before a search, and without JavaScript: the lists of the site's pages, under these headings. */
  browse: longText,
  lists: z.strictObject({ packages: text, guides: text, services: text }),
});
