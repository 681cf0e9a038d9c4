import type { PackageFilters } from "../../../model";
import { percentOn } from "../../../src/utils/price-taxes";
import { allInPrice } from "../../../src/utils/trip-price";
import { buildDay } from "../../lib/build-day";
import type { Content, Findings } from "../rule";

// The duration and budget bands of package-filters.json: each has a bound, its lowest below its
// highest, and no two of a list overlap (a package would then sit in two bands of the same choice).
// A band no package falls in is only a warning: choosing it shows the "nothing matches" message.

type Band = PackageFilters["durations"][number];
const FILE = "content/package-filters.json";

const lowest = (b: Band) => b.min ?? 0;
const highest = (b: Band) => b.max ?? Infinity;

function bandIssues(list: "durations" | "budgets", bands: readonly Band[], values: readonly number[]): Findings {
  const at = (b: Band) => `${FILE} › ${list} › ${b.slug}`;
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const b of bands) {
    if (seen.has(b.slug)) errors.push(`${at(b)} › slug: used twice in ${list}`);
    seen.add(b.slug);
    if (b.min === undefined && b.max === undefined) errors.push(`${at(b)}: needs "min", "max" or both`);
    else if (lowest(b) > highest(b)) errors.push(`${at(b)} › max: ${b.max} is below min ${b.min}`);
  }
  // Overlaps only between well-formed bands: a band without bounds or upside down is named above.
  const formed = bands.filter((b) => (b.min !== undefined || b.max !== undefined) && lowest(b) <= highest(b));
  for (const [i, a] of formed.entries()) {
    for (const b of formed.slice(i + 1)) {
      if (lowest(a) <= highest(b) && lowest(b) <= highest(a)) errors.push(`${at(b)}: overlaps "${a.slug}"; a value may fall in one band only`);
    }
  }
  const warnings = bands
    .filter((b) => !values.some((v) => v >= lowest(b) && v <= highest(b)))
    .map((b) => `${at(b)}: no package falls in this band, so choosing it shows no package`);
  return { errors, warnings };
}

export function filterBands(content: Content): Findings {
  const filters = content.files["package-filters.json"];
  if (!filters) return {};
  const packages = (content.folders.packages ?? []).map((p) => p.data);
  const gstRate = percentOn(content.files["booking-terms.json"]?.taxes.gstRates ?? [], buildDay());
  const found = [
    bandIssues(
      "durations",
      filters.durations,
      packages.map((p) => p.days),
    ),
    bandIssues(
      "budgets",
      filters.budgets,
      // The finder's budgets read the all-in price, as the cards show it.
      packages.flatMap((p) => (p.price.from ? [allInPrice(p.price.from, gstRate, p.price.charges).allIn] : [])),
    ),
  ];
  return { errors: found.flatMap((f) => f.errors ?? []), warnings: found.flatMap((f) => f.warnings ?? []) };
}
