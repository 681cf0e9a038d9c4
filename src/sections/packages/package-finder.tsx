import { useEffect, useMemo, useState, type ComponentProps } from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../components/button-link";
import { PackageCard } from "./package-card";
import { PackageOverview, type PackageOverviewCategory } from "./package-overview";
import { PackageFilterForm, type FilterOption } from "./package-filter-form";
import { theme } from "../../styles/theme";
import { listGrid } from "../../styles/lists";
import { fill } from "../../utils/fill";
import { filterKeys, filterPackages, filtersToSearch, isFiltered, noFilters, parseFilters, sortPackages, type FilterKey, type Filters } from "../../utils/package-filters";
import { enquiryPath } from "../../../model/routes";

type Card = Omit<ComponentProps<typeof PackageCard>, "compact">;
type FinderPackage = Card & { category: string; themes: readonly string[]; order: number };

interface PackageFinderProps {
  words: Queries.PackageFinderFragment;
  /** Categories in order, each with its packages in order (the view without filters). */
  categories: readonly (Omit<PackageOverviewCategory, "packages"> & { packages: readonly FinderPackage[] })[];
  themes: readonly { slug: string; name: string }[];
}

/**
 * /packages: every package grouped by category, as the server renders it. Once the page runs, the
 * filters in the address (?theme=family&budget=under-25000) are applied, each change is a new
 * history entry (Back undoes it) and the number of packages is read out.
 */
export function PackageFinder({ words, categories, themes }: PackageFinderProps) {
  const choices = useMemo(
    () => ({ categories: categories.map((c) => c.slug), themes: themes.map((t) => t.slug), durations: words.durations, budgets: words.budgets }),
    [categories, themes, words],
  );
  const options: Record<FilterKey, readonly FilterOption[]> = {
    category: categories.map((c) => ({ slug: c.slug, label: c.name })),
    theme: themes.map((t) => ({ slug: t.slug, label: t.name })),
    duration: words.durations,
    budget: words.budgets,
  };
  const all = useMemo(
    () => categories.flatMap((c, i) => c.packages.map((p) => ({ ...p, categoryOrder: i }))),
    [categories],
  );
  // The server's render (and so hydration's) is always unfiltered; the address is read after.
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    const read = () => setFilters(parseFilters(window.location.search, choices));
    read();
    setEnabled(true);
    window.addEventListener("popstate", read);
    return () => window.removeEventListener("popstate", read);
  }, [choices]);

  const change = (next: Filters) => {
    setFilters(next);
    // Gatsby's history state (its scroll key) is kept, so its router sees the same page.
    window.history.pushState(window.history.state, "", `${window.location.pathname}${filtersToSearch(next)}`);
  };

  const shown = sortPackages(filterPackages(all, filters, choices), filters.sort);
  const count = shown.length === 1 ? words.countOne : fill(words.countMany, { count: shown.length });
  const chosen = filterKeys
    .filter((k) => filters[k])
    .map((k) => `${words[k]}: ${options[k].find((o) => o.slug === filters[k])?.label ?? filters[k]}`)
    .join(", ");

  return (
    <div css={{ display: "grid", gap: theme.space.xl }}>
      <PackageFilterForm words={words} options={options} filters={filters} onChange={change} status={count} enabled={enabled} />
      {!isFiltered(filters) ? (
        <PackageOverview categories={categories} cardsPerCategory={words.cardsPerCategory} more={words.moreInCategory} />
      ) : (
        <section aria-labelledby="filter-results">
          <h2 id="filter-results" className="visually-hidden">{count}</h2>
          {shown.length ? (
            <ul aria-labelledby="filter-results" css={listGrid(theme.space.lg, { sm: 2, lg: 3 })}>
              {shown.map((p) => (
                <PackageCard key={p.slug} {...p} compact />
              ))}
            </ul>
          ) : (
            <div css={{ display: "grid", gap: theme.space.md, justifyItems: "start", padding: theme.space.lg, borderRadius: theme.radii.lg, background: theme.colors.primaryLight }}>
              <p css={{ margin: 0, maxWidth: "60ch" }}>{words.empty}</p>
              <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space.md }}>
                <button type="button" onClick={() => change(noFilters)} css={{ minHeight: 44, padding: "0.6rem 1.4rem", borderRadius: theme.radii.round, border: 0, fontWeight: 700, cursor: "pointer", background: theme.colors.primary, color: theme.colors.inverse }}>
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

export const packageFinderFragment = graphql`
  fragment PackageFinder on PackageFiltersJson {
    title
    category
    theme
    duration
    budget
    any
    sort
    sortBy {
      editors
      price
      duration
    }
    countOne
    countMany
    empty
    clear
    enquire
    enquiryMessage
    cardsPerCategory
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
