import { theme } from "../../styles/theme";
import { plainList } from "../../styles/lists";
import { notSearched } from "../../utils/search-index";
import { pageIds } from "../../utils/page-ids";

export interface ContentsEntry {
  id: string;
  title: string;
  /** 2 for a section, 3 for a part of one (indented under it). */
  depth: number;
}

/** "On this page": a link to each section of the guide, in order. The search reads the headings themselves, not this copy of them. */
export function GuideContents({ title, entries }: { title: string; entries: readonly ContentsEntry[] }) {
  return (
    <nav
      aria-labelledby={pageIds.guideContents}
      css={{ padding: theme.space.lg, background: theme.colors.surface, borderRadius: theme.radii.md }}
      data-print="hide"
      {...notSearched}
    >
      <h2 id={pageIds.guideContents} css={{ fontSize: theme.fontSizes.lg, margin: `0 0 ${theme.space.sm}` }}>
        {title}
      </h2>
      <ol css={{ ...plainList, display: "grid", gap: theme.space.xs }}>
        {entries.map((e) => (
          <li key={e.id} css={{ paddingInlineStart: e.depth > 2 ? theme.space.lg : 0 }}>
            <a href={`#${encodeURIComponent(e.id)}`} css={{ display: "inline-block", paddingBlock: "0.3rem", color: theme.colors.primary }}>
              {e.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
