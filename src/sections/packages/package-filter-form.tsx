import { useId, useState } from "react";
import { theme } from "../../styles/theme";
import { LabelledSelect } from "../../components/labelled-select";
import { mq } from "../../styles/media";
import { fill } from "../../utils/fill";
import { keepClear } from "../../hooks/use-step-aside";
import { filterKeys, noFilters, sortKeys, type FilterKey, type Filters } from "../../utils/package-filters";

export interface FilterOption {
  slug: string;
  label: string;
}

interface PackageFilterFormProps {
  words: Queries.PackageFinderFragment;
  /** The choices of each filter, in order. */
  options: Record<FilterKey, readonly FilterOption[]>;
  /** Each grade's meaning (content/trip-glance.json), easiest first, one tap from the grade filter. */
  grades: readonly { slug: string; name: string; meaning: string }[];
  filters: Filters;
  onChange: (next: Filters) => void;
  /** The first touch of the form (a focus, by keyboard, mouse or finger): the finder starts fetching its list. */
  onFirstUse?: () => void;
  /** The number of packages shown, as read out after each change. */
  status: string;
  /** After a failed fetch: a button beside the status that tries again. */
  retry?: { label: string; onClick: () => void };
  /** False until the page runs: the server renders the form disabled, so enabling it moves nothing. */
  enabled: boolean;
}

const textButton = {
  minHeight: 44,
  padding: "0.4rem 1rem",
  borderRadius: theme.radii.round,
  cursor: "pointer",
  fontWeight: 600,
} as const;

/**
 * The filter controls of /packages. Without JavaScript they are hidden (gatsby-ssr's no-JS style)
 * and the theme pages' links do their work; with it, they filter the list in place. On a phone the
 * lists fold behind a "Filters" button that says how many are set, so the first cards come first;
 * the count of packages and Clear filters stay in view beside it.
 */
export function PackageFilterForm({ words, options, grades, filters, onChange, onFirstUse, status, retry, enabled }: PackageFilterFormProps) {
  const panel = useId();
  const [open, setOpen] = useState(false);
  const set = filterKeys.filter((k) => filters[k]).length;
  const select = (id: string, label: string, value: string, choices: readonly FilterOption[], change: (v: string) => void, any?: string) => (
    <LabelledSelect
      key={id}
      id={id}
      label={label}
      value={value}
      options={choices.map((c) => ({ value: c.slug, label: c.label }))}
      any={any}
      onChange={change}
      // The sort takes a whole row on a phone: its options are the longest, and it fills the odd cell.
      css={{ alignContent: "start", ...(id === "filter-sort" ? { [mq.belowSm]: { gridColumn: "1 / -1" } } : {}) }}
    />
  );
  const sortOptions = sortKeys.map((k) => ({ slug: k, label: words.sortBy[k] }));
  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the search landmark; a <search> element around it would add a wrapper for the same role.
    <form
      role="search"
      aria-label={words.title}
      data-no-js-hidden=""
      onSubmit={(e) => e.preventDefault()}
      onFocus={onFirstUse}
      // Never under the floating contact buttons (use-step-aside.ts).
      {...keepClear}
      css={{ padding: theme.space.md, borderRadius: theme.radii.lg, background: theme.colors.surface, boxShadow: `inset 0 0 0 1px ${theme.colors.border}` }}
    >
      <fieldset disabled={!enabled} css={{ margin: 0, padding: 0, border: 0, minWidth: 0, display: "grid", gap: theme.space.md }}>
        <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space.sm, alignItems: "center", justifyContent: "space-between" }}>
          <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space.sm, alignItems: "center" }}>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={panel}
              onClick={() => setOpen((o) => !o)}
              css={{
                ...textButton,
                display: "inline-flex",
                alignItems: "center",
                gap: theme.space.sm,
                border: `1px solid ${theme.colors.primary}`,
                background: theme.colors.background,
                color: theme.colors.primary,
                [mq.md]: { display: "none" },
              }}
            >
              <span aria-hidden="true">{words.filters}</span>
              {set > 0 && (
                <span
                  aria-hidden="true"
                  css={{
                    display: "inline-grid",
                    placeItems: "center",
                    minWidth: "1.5rem",
                    height: "1.5rem",
                    borderRadius: theme.radii.round,
                    background: theme.colors.primary,
                    color: theme.colors.inverse,
                    fontSize: theme.fontSizes.xs,
                  }}
                >
                  {set}
                </span>
              )}
              <span className="visually-hidden">{set > 0 ? fill(words.filtersSet, { count: set }) : words.filters}</span>
            </button>
            <p role="status" css={{ margin: 0, fontWeight: 700 }}>
              {status}
            </p>
            {retry && (
              <button
                type="button"
                onClick={retry.onClick}
                css={{ ...textButton, border: `1px solid ${theme.colors.primary}`, background: theme.colors.background, color: theme.colors.primary }}
              >
                {retry.label}
              </button>
            )}
          </div>
          {/* Only while a filter or a sort is set: with none, there is nothing to clear. */}
          <button
            type="button"
            hidden={set === 0 && filters.sort === noFilters.sort}
            onClick={() => onChange(noFilters)}
            css={{
              ...textButton,
              border: 0,
              background: "transparent",
              color: theme.colors.primary,
              textDecoration: "underline",
              textUnderlineOffset: "0.2em",
              "&:disabled": { cursor: "default", color: theme.colors.muted },
            }}
          >
            {words.clear}
          </button>
        </div>
        <div id={panel} data-open={open} css={{ display: "grid", gap: theme.space.md, [mq.belowMd]: { "&[data-open='false']": { display: "none" } } }}>
          <div css={{ display: "grid", gap: theme.space.md, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 9rem), 1fr))" }}>
            {filterKeys.map((key) => select(`filter-${key}`, words[key], filters[key], options[key], (v) => onChange({ ...filters, [key]: v }), words.any))}
            {select("filter-sort", words.sort, filters.sort, sortOptions, (v) => onChange({ ...filters, sort: v as Filters["sort"] }))}
          </div>
          {grades.length > 0 && (
            <details>
              <summary css={{ display: "list-item", minHeight: 44, paddingBlock: "0.6rem", cursor: "pointer", color: theme.colors.primary, fontWeight: 600 }}>
                {words.gradesMeaning}
              </summary>
              <dl css={{ margin: `${theme.space.xs} 0 0`, display: "grid", gap: theme.space.sm, fontSize: theme.fontSizes.sm }}>
                {grades.map((g) => (
                  <div key={g.slug}>
                    <dt css={{ fontWeight: 700 }}>{g.name}</dt>
                    <dd css={{ margin: 0 }}>{g.meaning}</dd>
                  </div>
                ))}
              </dl>
            </details>
          )}
        </div>
      </fieldset>
    </form>
  );
}
