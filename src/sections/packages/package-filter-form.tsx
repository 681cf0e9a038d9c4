import { theme } from "../../styles/theme";
import { LabelledSelect } from "../../components/labelled-select";
import { mq } from "../../styles/media";
import { filterKeys, noFilters, sortKeys, type FilterKey, type Filters } from "../../utils/package-filters";

export interface FilterOption {
  slug: string;
  label: string;
}

interface PackageFilterFormProps {
  words: Queries.PackageFinderFragment;
  /** The choices of each filter, in order. */
  options: Record<FilterKey, readonly FilterOption[]>;
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

/**
 * The filter controls of /packages. Without JavaScript they are hidden (gatsby-ssr's no-JS style)
 * and the theme pages' links do their work; with it, they filter the list in place.
 */
export function PackageFilterForm({ words, options, filters, onChange, onFirstUse, status, retry, enabled }: PackageFilterFormProps) {
  const select = (id: string, label: string, value: string, choices: readonly FilterOption[], set: (v: string) => void, any?: string) => (
    <LabelledSelect
      key={id}
      id={id}
      label={label}
      value={value}
      options={choices.map((c) => ({ value: c.slug, label: c.label }))}
      any={any}
      onChange={set}
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
      css={{ padding: theme.space.md, borderRadius: theme.radii.lg, background: theme.colors.surface, boxShadow: `inset 0 0 0 1px ${theme.colors.border}` }}
    >
      <fieldset disabled={!enabled} css={{ margin: 0, padding: 0, border: 0, minWidth: 0, display: "grid", gap: theme.space.md }}>
        <div css={{ display: "grid", gap: theme.space.md, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 9rem), 1fr))" }}>
          {filterKeys.map((key) => select(`filter-${key}`, words[key], filters[key], options[key], (v) => onChange({ ...filters, [key]: v }), words.any))}
          {select("filter-sort", words.sort, filters.sort, sortOptions, (v) => onChange({ ...filters, sort: v as Filters["sort"] }))}
        </div>
        <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space.sm, alignItems: "center", justifyContent: "space-between" }}>
          <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space.sm, alignItems: "center" }}>
            <p role="status" css={{ margin: 0, fontWeight: 700 }}>
              {status}
            </p>
            {retry && (
              <button
                type="button"
                onClick={retry.onClick}
                css={{
                  minHeight: 44,
                  padding: "0.4rem 1rem",
                  borderRadius: theme.radii.round,
                  border: `1px solid ${theme.colors.primary}`,
                  cursor: "pointer",
                  fontWeight: 600,
                  background: theme.colors.background,
                  color: theme.colors.primary,
                }}
              >
                {retry.label}
              </button>
            )}
          </div>
          <button
            type="button"
            onClick={() => onChange(noFilters)}
            css={{
              minHeight: 44,
              padding: "0.4rem 1rem",
              border: 0,
              borderRadius: theme.radii.round,
              cursor: "pointer",
              fontWeight: 600,
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
      </fieldset>
    </form>
  );
}
