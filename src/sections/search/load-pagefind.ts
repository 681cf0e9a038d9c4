import type { Locale } from "../../../model/locales";
import { otherPageKind } from "../../utils/search-kind";
import { fellBack, matchedWords, nearestQuery } from "./search-words";

// The one place the site reaches Pagefind's browser module, which the build writes to
// /pagefind/pagefind.js after the pages (plugins/gatsby-plugin-search). It is imported at run time
// from the site's own address: webpackIgnore keeps webpack from resolving or bundling it
// (Pagefind/pagefind#171), so no page's scripts carry any of it. Tests mock this module.

/** What a result shows: its address, title, kind of page (package, guide, service, page) and excerpt. */
export interface SearchHit {
  url: string;
  title: string;
  /** As the layout marked the page (src/utils/search-kind.ts): a content kind's name or "page". */
  kind: string;
  /** Pagefind's excerpt: the page's text, HTML-escaped, with the matched words in <mark> (excerpt.ts). */
  excerpt: string;
  /** A package's length and all-in price from, as its page gives them to the index (data-pagefind-meta). */
  trip?: { days: number; nights: number; allIn?: number };
}

export interface SiteSearch {
  /**
   * The results for a query, of one kind of page or ("") all, best first, at most `limit`, and how
   * many there are in all; null when a newer query overtook it.
   */
  search(query: string, limit: number, kind: string): Promise<{ total: number; hits: SearchHit[] } | null>;
  /** For a query that found nothing: the same query with its unknown words replaced by the index's nearest ones, if that finds something. */
  suggest(query: string): Promise<string | null>;
}

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; content: string; locations: number[]; meta: Record<string, string | undefined> }>;
}
interface PagefindInstance {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(term: string, options: object, ms: number): Promise<{ results: PagefindResult[] } | null>;
  search(term: string, options?: object): Promise<{ results: PagefindResult[] }>;
  filters(): Promise<Record<string, Record<string, number>>>;
}
interface PagefindModule {
  createInstance(options?: Record<string, unknown>): PagefindInstance;
}

/** Short enough for a typist's pause, long enough that each key press does not start a search. */
const DEBOUNCE_MS = 120;

/** "/packages/domestic/ladakh-road-trip/" (Pagefind's address for …/index.html) -> the site's own spelling, without the slash. */
export const sitePathOf = (url: string) => url.replace(/(.)\/$/, "$1");

/** The trip facts of a package's result, from its "trip" meta ("days nights allIn", package-detail.tsx); none for other pages. */
export const tripOf = (meta: string | undefined): SearchHit["trip"] => {
  const [days, nights, allIn] = (meta ?? "").split(" ").map(Number);
  return days > 0 ? { days, nights, ...(allIn > 0 && { allIn }) } : undefined;
};

const instances = new Map<Locale, Promise<SiteSearch>>();

/**
 * Search in one language's index, loaded on first use. Pagefind picks its index by <html lang>,
 * read as the instance is made: the page's language is set on <html> first, as the page's Head
 * does, so a client-side move from /search to /hi/search does not search the English index.
 */
export function loadSearch(locale: Locale): Promise<SiteSearch> {
  let loading = instances.get(locale);
  if (!loading) {
    loading = (async () => {
      const pagefind = (await import(/* webpackIgnore: true */ "/pagefind/pagefind.js" as string)) as PagefindModule;
      document.documentElement.lang = locale;
      const instance = pagefind.createInstance();
      // A Devanagari vowel sign is part of the letter, not an accent: Pagefind's default folding
      // made गोवा (Goa) match गाँव (village). English keeps it, so "cafe" still finds "café".
      await instance.options({ excerptLength: 24, exactDiacritics: locale === "hi" });
      await instance.init();
      return {
        async search(query, limit, kind) {
          // The kind is a Pagefind filter (the layout marks <main> with it): the count is of that kind only.
          const found = await instance.debouncedSearch(query, kind ? { filters: { kind } } : {}, DEBOUNCE_MS);
          if (!found) return null;
          const data = await Promise.all(found.results.slice(0, limit).map((r) => r.data()));
          // A search that fell back to a short prefix ("an" for "Antarctica") found nothing that was asked for.
          if (data[0] && fellBack(query, matchedWords(data[0].content, data[0].locations))) return { total: 0, hits: [] };
          return {
            total: found.results.length,
            hits: data.map((d) => ({
              url: sitePathOf(d.url),
              title: d.meta.title ?? sitePathOf(d.url),
              kind: d.meta.kind ?? otherPageKind,
              excerpt: d.excerpt,
              trip: tripOf(d.meta.trip),
            })),
          };
        },
        async suggest(query) {
          // The index's own words: each page's name (its heading, and on other languages' pages its English names).
          const names = Object.keys((await instance.filters()).name ?? {});
          const nearest = nearestQuery(query, names);
          if (!nearest) return null;
          const found = await instance.search(nearest);
          const first = await found.results[0]?.data();
          return first && !fellBack(nearest, matchedWords(first.content, first.locations)) ? nearest : null;
        },
      } satisfies SiteSearch;
    })();
    // A failed load (offline) is tried again on the next search.
    loading.catch(() => instances.delete(locale));
    instances.set(locale, loading);
  }
  return loading;
}
