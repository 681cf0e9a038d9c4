import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from "react";
import { graphql } from "gatsby";
import { Container } from "../../components/container";
import { buttonStyles } from "../../components/button-link";
import { useLocale } from "../../i18n/locale-context";
import { localizePath } from "../../../model/locales";
import { searchPath } from "../../utils/search-kind";
import { enquiryPath } from "../../../model/routes";
import { ButtonLink } from "../../components/button-link";
import { LabelledSelect } from "../../components/labelled-select";
import { fill } from "../../utils/fill";
import { theme } from "../../styles/theme";
import { loadSearch, type SearchHit } from "./load-pagefind";
import { SearchResults } from "./search-results";
import { SiteLists, type SiteList } from "./site-lists";

/** Results shown at first for one query, and added by each press of "show more". */
const PAGE = 20;

interface SiteSearchProps {
  copy: Queries.SearchCopyFragment;
  /** The site's packages, guides and services, shown before a search, after one that found nothing, and without JavaScript. */
  lists: readonly SiteList[];
}

type Found = { query: string; total: number; hits: SearchHit[] };

/** The query in the address (?q=), which a shared or reloaded search page starts from. */
const queryInAddress = () => new URLSearchParams(window.location.search).get("q") ?? "";
/** One of the kinds of page the words name (content/search.json › kinds, one per kind in model/routes.ts), or "" for all. */
const kindAmong = (kinds: object, value: string | null) => (value && Object.keys(kinds).includes(value) ? value : "");
/** The kind of page the address narrows the results to (?kind=package), or "" for all. */
const kindInAddress = (kinds: object) => kindAmong(kinds, new URLSearchParams(window.location.search).get("kind"));

/** The query and the kind into the address. Replaced, not pushed: Back leaves the search page rather than stepping through each letter. */
function writeAddress(query: string, kind: string) {
  const url = new URL(window.location.href);
  if (query) url.searchParams.set("q", query);
  else url.searchParams.delete("q");
  if (kind) url.searchParams.set("kind", kind);
  else url.searchParams.delete("kind");
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The search page: a labelled search box whose results follow the typing, announced with their
 * count, the address carrying the query. Pagefind loads only here (load-pagefind.ts).
 */
export function SiteSearch({ copy, lists }: SiteSearchProps) {
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState("");
  const [kind, setKind] = useState("");
  // Each kind's name in the plural, read by the kind.
  const kindFilter: Readonly<Record<string, string>> = copy.kindFilter;
  const [found, setFound] = useState<Found | null>(null);
  const [failed, setFailed] = useState(false);
  // After a search that found nothing: the nearest query the index can answer ("Kerla" -> "Kerala").
  const [suggestion, setSuggestion] = useState<{ query: string; suggested: string } | null>(null);
  // How many results to show: a new query starts again from the first page of them.
  const [limit, setLimit] = useState(PAGE);
  // After "show more", the first of the added results takes the focus (the button itself goes away
  // when nothing is left to show); its index, until the results arrive.
  const focusFrom = useRef<number | null>(null);

  // The box is uncontrolled, so hydration keeps what was typed before it: that, or else the
  // address's query, is the first search. Without one, the index loads when the box is first
  // focused: the page itself starts as light as any other.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    if (!box.value) box.value = queryInAddress();
    setKind(kindInAddress(copy.kinds));
    setQuery(box.value.trim());
  }, [copy.kinds]);
  const warmUp = () => {
    loadSearch(locale).catch(() => setFailed(true));
  };

  useEffect(() => {
    if (!query) {
      setFound(null);
      return;
    }
    let current = true;
    loadSearch(locale)
      .then((search) => search.search(query, limit, kind))
      .then((result) => {
        if (current && result) {
          setFailed(false);
          setFound({ query, ...result });
        }
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [query, locale, limit, kind]);

  useEffect(() => {
    if (!found || found.total > 0) return undefined;
    let current = true;
    loadSearch(locale)
      .then((search) => search.suggest(found.query))
      .then((suggested) => current && setSuggestion(suggested ? { query: found.query, suggested } : null))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [found, locale]);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || !found || found.hits.length <= from) return;
    focusFrom.current = null;
    results.current?.querySelectorAll<HTMLAnchorElement>("li a[href]")[from]?.focus();
  }, [found]);

  const showMore = () => {
    focusFrom.current = found?.hits.length ?? 0;
    setLimit((shown) => shown + PAGE);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setQuery(value.trim());
    setLimit(PAGE);
    writeAddress(value, kind);
  };

  /** The suggestion taken: it becomes the query, in the box and the address. */
  const searchFor = (text: string) => {
    if (input.current) input.current.value = text;
    setQuery(text);
    setLimit(PAGE);
    writeAddress(text, kind);
    input.current?.focus();
  };

  const onKind = (value: string) => {
    const chosen = kindAmong(copy.kinds, value);
    setKind(chosen);
    setLimit(PAGE);
    writeAddress(input.current?.value ?? "", chosen);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = results.current?.querySelector<HTMLAnchorElement>("a[href]");
    if (event.key === "ArrowDown" && first) {
      event.preventDefault();
      first.focus();
    }
  };

  const shown = found && query ? found : null;
  const status = failed
    ? copy.loadFailed
    : shown
      ? fill(shown.total === 0 ? copy.countNone : shown.total === 1 ? copy.countOne : copy.countMany, { count: shown.total, query: shown.query })
      : query
        ? copy.loading
        : "";

  return (
    <Container css={{ paddingBlock: theme.space.xl }}>
      <h1 id="page-title" css={{ fontSize: theme.fontSizes.xxl, margin: `0 0 ${theme.space.lg}` }}>
        {copy.heading}
      </h1>
      {/* Without JavaScript there is no search to run: the box is hidden and the lists below stand in. */}
      {/* biome-ignore lint/a11y/useSemanticElements: React 18 does not know <search> (it warns, as of an unknown tag). */}
      <form role="search" action={localizePath(searchPath, locale)} method="get" onSubmit={(e) => e.preventDefault()} data-no-js-hidden="">
        <label htmlFor="search-query" css={{ display: "block", fontWeight: 700, marginBottom: theme.space.sm }}>
          {copy.label}
        </label>
        <input
          ref={input}
          id="search-query"
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={copy.placeholder}
          aria-controls="search-results"
          onChange={onChange}
          onKeyDown={onKeyDown}
          onFocus={warmUp}
          css={{
            width: "100%",
            maxWidth: 640,
            minHeight: 48,
            padding: "0.6rem 0.9rem",
            fontSize: theme.fontSizes.lg,
            border: `2px solid ${theme.colors.muted}`,
            borderRadius: theme.radii.sm,
            background: theme.colors.background,
            color: theme.colors.text,
          }}
        />
        <LabelledSelect
          id="search-kind"
          label={copy.kindFilter.label}
          value={kind}
          options={Object.keys(copy.kinds).map((k) => ({ value: k, label: kindFilter[k] }))}
          any={copy.kindFilter.all}
          onChange={onKind}
          css={{ marginTop: theme.space.md, maxWidth: "16rem" }}
        />
      </form>
      <p role="status" css={{ minHeight: "1.5em", margin: `${theme.space.md} 0`, fontWeight: 700 }}>
        {status}
      </p>
      <div ref={results} id="search-results">
        {shown && shown.hits.length > 0 && <SearchResults hits={shown.hits} kinds={copy.kinds} tripWords={copy} onLeaveTop={() => input.current?.focus()} />}
      </div>
      {shown && shown.hits.length < shown.total && (
        <button type="button" onClick={showMore} css={[buttonStyles("outline"), { marginTop: theme.space.lg }]}>
          {copy.showMore}
        </button>
      )}
      {!(shown && shown.hits.length > 0) && (
        <div css={{ marginTop: theme.space.lg }}>
          {shown && <p css={{ margin: `0 0 ${theme.space.md}` }}>{copy.noResults}</p>}
          {shown && suggestion?.query === shown.query && (
            <DidYouMean template={copy.didYouMean} suggestion={suggestion.suggested} kind={kind} onTake={searchFor} />
          )}
          <SiteLists intro={copy.browse} lists={lists} />
          {/* Nothing found is not the end: the query, written into the enquiry's message, reaches a person. */}
          {shown && (
            <ButtonLink to={enquiryPath({ message: fill(copy.enquiryMessage, { query: shown.query }) })} variant="outline" css={{ marginTop: theme.space.lg }}>
              {copy.enquire}
            </ButtonLink>
          )}
        </div>
      )}
    </Container>
  );
}

/** "Did you mean Kerala?": the suggestion a link to its own search (?q=), taken in place with JavaScript. */
function DidYouMean({ template, suggestion, kind, onTake }: { template: string; suggestion: string; kind: string; onTake: (text: string) => void }) {
  const [before, after] = template.split("{suggestion}");
  const params = new URLSearchParams({ q: suggestion, ...(kind && { kind }) });
  return (
    <p css={{ margin: `0 0 ${theme.space.md}`, fontWeight: 700 }}>
      {before}
      <a
        href={`?${params}`}
        onClick={(e) => {
          e.preventDefault();
          onTake(suggestion);
        }}
        css={{ display: "inline-block", paddingBlock: "0.6rem", color: theme.colors.primary }}
      >
        {suggestion}
      </a>
      {after}
    </p>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const searchCopyFragment = graphql`
  fragment SearchCopy on SearchJson {
    title
    description
    heading
    label
    placeholder
    countNone
    countOne
    countMany
    showMore
    noResults
    didYouMean
    loading
    loadFailed
    browse
    ...SearchKindWords
    tripLength
    priceFrom
    enquire
    enquiryMessage
    lists { packages guides services }
  }
`;
