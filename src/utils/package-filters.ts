// The /packages filters, apart from the markup so they are easy to test: what the address says
// (?theme=family&budget=under-25000), which packages match, and in what order. The bands and every
// word are content (content/package-filters.json).
import { monthKeyOf } from "./seasons";

export const sortKeys = ["editors", "price", "duration"] as const;
export type SortKey = (typeof sortKeys)[number];

export interface Filters {
  /** A month of the next twelve, "2027-06": trips that leave then. */
  when: string;
  category: string;
  theme: string;
  duration: string;
  budget: string;
  grade: string;
  sort: SortKey;
}

/** The six filters, in the order of the form and of the address: when first, a family's first question. */
export const filterKeys = ["when", "category", "theme", "duration", "budget", "grade"] as const;
export type FilterKey = (typeof filterKeys)[number];

export const noFilters: Filters = { when: "", category: "", theme: "", duration: "", budget: "", grade: "", sort: "editors" };

/** A range from package-filters.json; both bounds count as inside. */
interface Band {
  slug: string;
  min?: number | null;
  max?: number | null;
}

export interface FilterablePackage {
  slug: string;
  category: string;
  themes: readonly string[];
  /** How hard the trip is: easy, moderate, challenging or strenuous. */
  grade: string;
  days: number;
  nights: number;
  /** `allIn`, the price with GST the card shows, is what budgets and the price sort read. */
  price: { readonly from?: number | null; readonly allIn?: number | null };
  order: number;
  /** The editors' order of the package's category (categories first, then packages). */
  categoryOrder: number;
  /** What the month filter reads, written at build (scripts/lib/season-fields.ts). */
  departures?: { readonly anyDate: boolean } | null;
  /** Fixed departures open on the build's day, earliest first ("2027-06-05"). */
  bookableDates?: readonly string[] | null;
  /** The months an any-date trip runs ("jun"): its season's open months. */
  openMonths?: readonly string[] | null;
}

/** The slugs each filter may take; anything else in the address is ignored. */
export interface FilterChoices {
  categories: readonly string[];
  themes: readonly string[];
  durations: readonly Band[];
  budgets: readonly Band[];
  /** The grades, easiest first (model/content/trip-glance.ts). */
  grades: readonly string[];
  /** The next twelve months from the day in India, "2027-06" (none: no month filter). */
  months?: readonly string[];
}

const known = (choices: FilterChoices): Record<FilterKey, readonly string[]> => ({
  category: choices.categories,
  theme: choices.themes,
  duration: choices.durations.map((b) => b.slug),
  budget: choices.budgets.map((b) => b.slug),
  grade: choices.grades,
  when: choices.months ?? [],
});

/** The filters an address asks for: "?theme=family&sort=price". Unknown values count as no filter. */
export function parseFilters(search: string, choices: FilterChoices): Filters {
  const params = new URLSearchParams(search);
  const allowed = known(choices);
  const value = (key: FilterKey) => {
    const v = params.get(key) ?? "";
    return allowed[key].includes(v) ? v : "";
  };
  const sort = params.get("sort") as SortKey | null;
  return {
    when: value("when"),
    category: value("category"),
    theme: value("theme"),
    duration: value("duration"),
    budget: value("budget"),
    grade: value("grade"),
    sort: sort && sortKeys.includes(sort) ? sort : "editors",
  };
}

/** The address's query for filters: "" for none, otherwise "?theme=family&budget=under-25000". */
export function filtersToSearch(filters: Filters): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) if (filters[key]) params.set(key, filters[key]);
  if (filters.sort !== "editors") params.set("sort", filters.sort);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** True when any filter or a sort other than the editors' is chosen. */
export const isFiltered = (filters: Filters) => filterKeys.some((k) => filters[k]) || filters.sort !== "editors";

const inBand = (value: number, band: Band) => value >= (band.min ?? -Infinity) && value <= (band.max ?? Infinity);

/**
 * When a package leaves in `month` ("2027-06"), from `today` on: its first open fixed departure that
 * month ("2027-06-05"), else "anyDate" for a trip on any date whose season is open then, else
 * undefined (it does not run that month).
 */
export function departureIn(p: Pick<FilterablePackage, "departures" | "bookableDates" | "openMonths">, month: string, today: string): string | undefined {
  const fixed = (p.bookableDates ?? []).find((d) => d >= today && d.startsWith(`${month}-`));
  if (fixed) return fixed;
  const lastDay = `${month}-31`;
  return p.departures?.anyDate && lastDay >= today && (p.openMonths ?? []).includes(monthKeyOf(month)) ? "anyDate" : undefined;
}

/** The packages that match every chosen filter. A price on request falls in no budget band. */
export function filterPackages<P extends FilterablePackage>(
  packages: readonly P[],
  filters: Filters,
  choices: Pick<FilterChoices, "durations" | "budgets"> & { today?: string },
): P[] {
  const duration = choices.durations.find((b) => b.slug === filters.duration);
  const budget = choices.budgets.find((b) => b.slug === filters.budget);
  return packages.filter(
    (p) =>
      (!filters.when || departureIn(p, filters.when, choices.today ?? "") !== undefined) &&
      (!filters.category || p.category === filters.category) &&
      (!filters.theme || p.themes.includes(filters.theme)) &&
      (!duration || inBand(p.days, duration)) &&
      (!budget || (p.price.allIn != null && inBand(p.price.allIn, budget))) &&
      (!filters.grade || p.grade === filters.grade),
  );
}

/** What sorting reads: no themes or category needed (a theme page sorts its own packages). */
export type SortablePackage = Pick<FilterablePackage, "slug" | "days" | "nights" | "price" | "order" | "categoryOrder">;

const editorsOrder = (a: SortablePackage, b: SortablePackage) => a.categoryOrder - b.categoryOrder || a.order - b.order || a.slug.localeCompare(b.slug);

const byKey: Record<SortKey, (a: SortablePackage, b: SortablePackage) => number> = {
  editors: editorsOrder,
  // A price on request sorts last: its amount is unknown, not zero.
  price: (a, b) => (a.price.allIn ?? Infinity) - (b.price.allIn ?? Infinity) || editorsOrder(a, b),
  duration: (a, b) => a.days - b.days || a.nights - b.nights || editorsOrder(a, b),
};

/** A sorted copy; ties keep the editors' order. */
export const sortPackages = <P extends SortablePackage>(packages: readonly P[], sort: SortKey): P[] => [...packages].sort(byKey[sort]);
