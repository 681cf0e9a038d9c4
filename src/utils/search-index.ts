// What the site search (Pagefind, plugins/gatsby-plugin-search) reads of a page: its own words
// only (issue 53). A card of another page, a breadcrumb or a form on it would make the page an
// answer for every place it merely links to.

/** Spread on an element of another page's words: Pagefind leaves it out, text, meta and filters alike. */
export const notSearched = { "data-pagefind-ignore": "all" } as const;

/**
 * On a page in another language than English: the English names of what it is about, so that a
 * visitor who types "ladakh" on /hi/search finds the Hindi pages too, and one who types "kerla" is
 * asked whether they meant Kerala (the `name` filter). An attribute the index reads
 * (data-pagefind-index-attrs) and no visitor meets: not text, not read out, not a tooltip.
 */
export const englishNames = (names: string | null | undefined) =>
  names ? { "data-english-names": names, "data-pagefind-index-attrs": "data-english-names", "data-pagefind-filter": "name[data-english-names]" } : {};
