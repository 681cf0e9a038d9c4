import type { KeyboardEvent } from "react";
import { Link } from "gatsby";
import { parseExcerpt } from "./excerpt";
import type { SearchHit } from "./load-pagefind";
import { theme } from "../../styles/theme";
import { fill } from "../../utils/fill";
import { formatRupees } from "../../utils/format-price";
import { otherPageKind } from "../../utils/search-kind";

/** The excerpt as text, the words searched for in <mark>: React writes it as text, never as HTML. */
function Excerpt({ html }: { html: string }) {
  return (
    <p css={{ margin: `${theme.space.xs} 0 0`, color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>
      {parseExcerpt(html).map((part, i) =>
        part.marked ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one excerpt never move.
          <mark key={i} css={{ background: theme.colors.primaryLight, color: theme.colors.primaryDark, fontWeight: 700, padding: "0 0.1em" }}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

/** The links of the list, for the arrow keys. */
const linksIn = (list: HTMLElement) => [...list.querySelectorAll<HTMLAnchorElement>("a[href]")];

interface SearchResultsProps {
  hits: readonly SearchHit[];
  /** The name of each kind of page (content/search.json › kinds); an index older than the words falls back to "page". */
  kinds: Readonly<Record<string, string>>;
  /** A package's length ("{days} days, {nights} nights") and price ("from {price}"). */
  tripWords: { tripLength: string; priceFrom: string };
  /** Where ArrowUp from the first result goes: the search box. */
  onLeaveTop: () => void;
}

/** The results, best first: title (the link), the kind of page, and the excerpt. ArrowUp and ArrowDown move between them. */
export function SearchResults({ hits, kinds, tripWords, onLeaveTop }: SearchResultsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const links = linksIn(event.currentTarget);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    event.preventDefault();
    if (event.key === "ArrowUp" && at === 0) onLeaveTop();
    else links[Math.min(links.length - 1, Math.max(0, at + (event.key === "ArrowDown" ? 1 : -1)))].focus();
  };
  return (
    <ol onKeyDown={onKeyDown} css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: theme.space.md }}>
      {hits.map((hit) => (
        <li key={hit.url} css={{ padding: theme.space.md, border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.md }}>
          <div css={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: `0 ${theme.space.sm}` }}>
            <Link to={hit.url} css={{ fontSize: theme.fontSizes.lg, fontWeight: 700, color: theme.colors.primary }}>
              {hit.title}
            </Link>
            <span css={{ fontSize: theme.fontSizes.xs, fontWeight: 700, color: theme.colors.accentDark, textTransform: "uppercase", letterSpacing: "0.06em" }}>
              {kinds[hit.kind] ?? kinds[otherPageKind]}
            </span>
          </div>
          {hit.trip && (
            <p css={{ margin: `${theme.space.xs} 0 0`, fontWeight: 600 }}>
              {fill(tripWords.tripLength, { days: hit.trip.days, nights: hit.trip.nights })}
              {hit.trip.allIn !== undefined && ` · ${fill(tripWords.priceFrom, { price: formatRupees(hit.trip.allIn) })}`}
            </p>
          )}
          <Excerpt html={hit.excerpt} />
        </li>
      ))}
    </ol>
  );
}
