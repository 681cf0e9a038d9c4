import { useEffect, useMemo, useState, type ComponentProps } from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../components/button-link";
import { PackageCard } from "./package-card";
import { PackageOverview, type PackageOverviewCategory } from "./package-overview";
import { PackageFilterForm, type FilterOption } from "./package-filter-form";
import { theme } from "../../styles/theme";
import { listGrid } from "../../styles/lists";
import { fill } from "../../utils/fill";
import {
  filterKeys,
  filterPackages,
  filtersToSearch,
  isFiltered,
  noFilters,
  parseFilters,
  sortPackages,
  type FilterKey,
  type Filters,
} from "../../utils/package-filters";
import { useFinderPackages } from "../../hooks/use-finder-packages";
import { enquiryPath } from "../../../model/routes";

type Card = Omit<ComponentProps<typeof PackageCard>, "compact">;
/** One entry of the finder's list (scripts/lib/finder-data.ts writes it at build). */
export type FinderPackage = Card & { category: string; themes: readonly string[]; order: number };

interface PackageFinderProps {
  words: Queries.PackageFinderFragment;
  /** Categories in order, each with the cards and lines it shows without filters. */
  categories: readonly PackageOverviewCategory[];
  themes: readonly { slug: string; name: string }[];
  /** The grades, easiest first, with their names and meanings in the page's language (content/trip-glance.json). */
  grades: readonly { slug: string; name: string; meaning: string }[];
  /** The address of every package's card, fetched when the finder is first used. */
  finderData: string;
}

/**
 * /packages: every package grouped by category, as the server renders it. Once the page runs, the
 * filters in the address (?theme=family&budget=under-25000) are applied, each change replaces the
 * address (Back leaves the page, as it does from a search: it does not step through filter states)
 * and the number of packages is read out. The cards the filters choose from are fetched on first
 * use (a focus on the form, a change, or filters in the address), so a visitor who never filters
 * never downloads them.
 */
export function PackageFinder({ words, categories, themes, grades, finderData }: PackageFinderProps) {
  const choices = useMemo(
    () => ({
      categories: categories.map((c) => c.slug),
      themes: themes.map((t) => t.slug),
      durations: words.durations,
      budgets: words.budgets,
      grades: grades.map((g) => g.slug),
    }),
    [categories, themes, grades, words],
  );
  const options: Record<FilterKey, readonly FilterOption[]> = {
    category: categories.map((c) => ({ slug: c.slug, label: c.name })),
    theme: themes.map((t) => ({ slug: t.slug, label: t.name })),
    duration: words.durations,
    budget: words.budgets,
    grade: grades.map((g) => ({ slug: g.slug, label: g.name })),
  };
  const total = categories.reduce((n, c) => n + c.cards.length + c.more.length, 0);
  const [list, load] = useFinderPackages<FinderPackage>(finderData);
  const all = useMemo(
    () => (list.status === "loaded" ? list.packages.map((p) => ({ ...p, categoryOrder: choices.categories.indexOf(p.category) })) : []),
    [list, choices],
  );
  // The server's render (and so hydration's) is always unfiltered; the address is read after.
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    const read = () => {
      const next = parseFilters(window.location.search, choices);
      setFilters(next);
      if (isFiltered(next)) load();
    };
    read();
    setEnabled(true);
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, [choices, load]);

  const change = (next: Filters) => {
    setFilters(next);
    if (isFiltered(next)) load();
    // Replaced, not pushed; Gatsby's history state (its scroll key) is kept, so its router sees the same page.
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${filtersToSearch(next)}`);
  };

  const filtered = isFiltered(filters);
  const shown = sortPackages(filterPackages(all, filters, choices), filters.sort);
  const countOf = (n: number) => (n === 1 ? words.countOne : fill(words.countMany, { count: n }));
  const count = countOf(shown.length);
  // Without filters the count is the page's own; with them, it waits for the list.
  const status = !filtered ? countOf(total) : list.status === "loaded" ? count : list.status === "failed" ? words.loadFailed : words.loading;
  const chosen = filterKeys
    .filter((k) => filters[k])
    .map((k) => `${words[k]}: ${options[k].find((o) => o.slug === filters[k])?.label ?? filters[k]}`)
    .join(", ");

  return (
    <div css={{ display: "grid", gap: theme.space.xl }}>
      <PackageFilterForm
        words={words}
        options={options}
        grades={grades}
        filters={filters}
        onChange={change}
        onFirstUse={load}
        status={status}
        retry={filtered && list.status === "failed" ? { label: words.retry, onClick: load } : undefined}
        enabled={enabled}
      />
      {!filtered ? (
        <PackageOverview categories={categories} more={words.moreInCategory} />
      ) : list.status !== "loaded" ? (
        // The status above says what is happening; the visitor's choice stays in the form and the address.
        <div aria-busy={list.status !== "failed"} css={{ minHeight: "40vh" }} />
      ) : (
        <section aria-labelledby="filter-results">
          <h2 id="filter-results" className="visually-hidden">
            {count}
          </h2>
          {shown.length ? (
            <ul aria-labelledby="filter-results" css={listGrid(theme.space.lg, { sm: 2, lg: 3 })}>
              {shown.map((p) => (
                <PackageCard key={p.slug} {...p} compact />
              ))}
            </ul>
          ) : (
            <div
              css={{
                display: "grid",
                gap: theme.space.md,
                justifyItems: "start",
                padding: theme.space.lg,
                borderRadius: theme.radii.lg,
                background: theme.colors.primaryLight,
              }}
            >
              <p css={{ margin: 0, maxWidth: "60ch" }}>{words.empty}</p>
              <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space.md }}>
                <button
                  type="button"
                  onClick={() => change(noFilters)}
                  css={{
                    minHeight: 44,
                    padding: "0.6rem 1.4rem",
                    borderRadius: theme.radii.round,
                    border: 0,
                    fontWeight: 700,
                    cursor: "pointer",
                    background: theme.colors.primary,
                    color: theme.colors.inverse,
                  }}
                >
                  {words.clear}
                </button>
                <ButtonLink to={enquiryPath({ message: fill(words.enquiryMessage, { filters: chosen }) })} variant="accent">
                  {words.enquire}
                </ButtonLink>
              </div>
            </div>
          )}
        </section>
      )}
    </div>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const packageFinderFragment = graphql`
  fragment PackageFinder on PackageFiltersJson {
    title
    category
    theme
    duration
    budget
    grade
    any
    sort
    sortBy {
      editors
      price
      duration
    }
    filters
    filtersSet
    gradesMeaning
    countOne
    countMany
    empty
    clear
    enquire
    loading
    loadFailed
    retry
    enquiryMessage
    moreInCategory
    durations {
      slug
      label
      min
      max
    }
    budgets {
      slug
      label
      min
      max
    }
  }
`;
