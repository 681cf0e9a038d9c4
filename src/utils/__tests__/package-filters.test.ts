import { withGst } from "../price-taxes";
import { departureIn, filterPackages, filtersToSearch, isFiltered, noFilters, parseFilters, sortPackages, type FilterablePackage } from "../package-filters";

const durations = [
  { slug: "short", max: 4 },
  { slug: "week", min: 5, max: 7 },
  { slug: "long", min: 8 },
];
const budgets = [
  { slug: "under-25000", max: 24999 },
  { slug: "25000-to-50000", min: 25000, max: 50000 },
  { slug: "over-50000", min: 50001 },
];
const choices = {
  categories: ["domestic", "cruise"],
  themes: ["family", "beach", "adventure"],
  durations,
  budgets,
  grades: ["easy", "moderate", "challenging", "strenuous"],
};

const pkg = (
  slug: string,
  category: string,
  categoryOrder: number,
  order: number,
  days: number,
  from: number | null,
  themes: string[],
  grade = "easy",
): FilterablePackage => ({
  slug,
  grade,
  category,
  categoryOrder,
  order,
  days,
  nights: days - 1,
  // The all-in price the card shows (5% GST), which budgets and the price sort read.
  price: { from, allIn: from && withGst(from, 5) },
  themes,
});
const goa = pkg("goa", "domestic", 1, 2, 4, 14999, ["beach", "family"]);
const ladakh = pkg("ladakh", "domestic", 1, 1, 7, 32999, ["adventure"], "moderate");
const med = pkg("med", "cruise", 2, 2, 8, null, ["family"]);
const andaman = pkg("andaman", "cruise", 2, 1, 5, 38999, ["beach", "family"]);
const all = [goa, ladakh, med, andaman];
const slugs = (ps: readonly FilterablePackage[]) => ps.map((p) => p.slug);

describe("the grade filter", () => {
  it("is read from the address and written back after the budget, and keeps the trips of that grade only", () => {
    const filters = parseFilters("?grade=moderate&theme=adventure", choices);
    expect(filters).toEqual({ ...noFilters, theme: "adventure", grade: "moderate" });
    expect(filtersToSearch(filters)).toBe("?theme=adventure&grade=moderate");
    expect(slugs(filterPackages(all, { ...noFilters, grade: "moderate" }, choices))).toEqual(["ladakh"]);
    expect(slugs(filterPackages(all, { ...noFilters, grade: "easy", category: "cruise" }, choices))).toEqual(["med", "andaman"]);
  });

  it("ignores a grade no package can have", () => {
    expect(parseFilters("?grade=extreme", choices)).toEqual(noFilters);
  });
});

describe("the address of a filtered view", () => {
  it("reads each filter and the sort, and writes them back in the same order", () => {
    const filters = parseFilters("?budget=under-25000&theme=family&sort=price", choices);
    expect(filters).toEqual({ ...noFilters, theme: "family", budget: "under-25000", sort: "price" });
    expect(filtersToSearch(filters)).toBe("?theme=family&budget=under-25000&sort=price");
  });

  it("ignores values no filter offers, so an old or mistyped link shows every package", () => {
    expect(parseFilters("?theme=pilgrimage&category=space&duration=&sort=random&utm_source=x", choices)).toEqual(noFilters);
    expect(isFiltered(noFilters)).toBe(false);
    expect(filtersToSearch(noFilters)).toBe("");
  });

  it("counts a sort other than the editors' as a change of view", () => {
    expect(isFiltered({ ...noFilters, sort: "duration" })).toBe(true);
    expect(isFiltered({ ...noFilters, theme: "beach" })).toBe(true);
  });
});

describe("filtering", () => {
  const run = (search: string) => slugs(filterPackages(all, parseFilters(search, choices), choices));

  it("combines filters: every chosen one must match", () => {
    expect(run("?theme=family")).toEqual(["goa", "med", "andaman"]);
    expect(run("?theme=family&category=cruise")).toEqual(["med", "andaman"]);
    expect(run("?theme=family&category=cruise&duration=week")).toEqual(["andaman"]);
    expect(run("?theme=adventure&budget=under-25000")).toEqual([]);
  });

  it("counts both ends of a band as inside it", () => {
    expect(run("?duration=short")).toEqual(["goa"]);
    expect(run("?duration=week")).toEqual(["ladakh", "andaman"]);
    expect(run("?budget=25000-to-50000")).toEqual(["ladakh", "andaman"]);
  });

  it("places a package by its price with GST: just under a band's top before GST, above it after", () => {
    // ₹49,999 + ₹2,500 GST = ₹52,499: over ₹50,000, as its card says.
    const dubai = pkg("dubai", "domestic", 1, 3, 5, 49999, []);
    expect(slugs(filterPackages([...all, dubai], parseFilters("?budget=over-50000", choices), choices))).toEqual(["dubai"]);
    expect(slugs(filterPackages([...all, dubai], parseFilters("?budget=25000-to-50000", choices), choices))).toEqual(["ladakh", "andaman"]);
  });

  it("leaves a price on request out of every budget band, but not out of other filters", () => {
    expect(run("?budget=over-50000")).toEqual([]);
    expect(run("?duration=long")).toEqual(["med"]);
  });
});

describe("sorting", () => {
  it("keeps the editors' order: categories first, then packages", () => {
    expect(slugs(sortPackages(all, "editors"))).toEqual(["ladakh", "goa", "andaman", "med"]);
  });

  it("sorts by price, lowest first, with a price on request last", () => {
    expect(slugs(sortPackages(all, "price"))).toEqual(["goa", "ladakh", "andaman", "med"]);
  });

  it("sorts by duration, shortest first, ties in the editors' order", () => {
    const sameLength = pkg("kerala", "domestic", 1, 3, 5, 21499, []);
    expect(slugs(sortPackages([...all, sameLength], "duration"))).toEqual(["goa", "kerala", "andaman", "ladakh", "med"]);
  });

  it("does not reorder the list it was given", () => {
    sortPackages(all, "price");
    expect(slugs(all)).toEqual(["goa", "ladakh", "med", "andaman"]);
  });
});

describe("the month filter", () => {
  // Built on 2027-05-20: the next twelve months run from May 2027 to April 2028.
  const months = ["2027-05", "2027-06", "2027-07", "2027-08", "2027-09", "2027-10", "2027-11", "2027-12", "2028-01", "2028-02", "2028-03", "2028-04"];
  const withMonths = { ...choices, months, today: "2027-05-20" };
  const fixed = {
    ...ladakh,
    departures: { anyDate: false },
    bookableDates: ["2027-05-18", "2027-06-05", "2027-06-19", "2027-09-04"],
    openMonths: ["jun", "jul", "aug", "sep"],
  };
  const anyDate = { ...goa, departures: { anyDate: true }, bookableDates: [], openMonths: ["jan", "feb", "mar", "jun", "oct", "nov", "dec"] };
  const closedInJune = { ...andaman, departures: { anyDate: true }, bookableDates: [], openMonths: ["oct", "nov"] };
  const trips = [fixed, anyDate, closedInJune];

  it("is read from the address first, and ignores a month outside the next twelve", () => {
    const filters = parseFilters("?theme=family&when=2027-06", withMonths);
    expect(filters).toEqual({ ...noFilters, when: "2027-06", theme: "family" });
    expect(filtersToSearch(filters)).toBe("?when=2027-06&theme=family");
    expect(parseFilters("?when=2027-04", withMonths)).toEqual(noFilters);
    expect(parseFilters("?when=june", withMonths)).toEqual(noFilters);
  });

  it("keeps a fixed departure that month and an any-date trip whose season is open then", () => {
    expect(slugs(filterPackages(trips, { ...noFilters, when: "2027-06" }, withMonths))).toEqual(["ladakh", "goa"]);
    expect(slugs(filterPackages(trips, { ...noFilters, when: "2027-10" }, withMonths))).toEqual(["goa", "andaman"]);
    expect(slugs(filterPackages(trips, { ...noFilters, when: "2027-07" }, withMonths))).toEqual([]);
  });

  it("names the first departure that month still to come, not one already gone", () => {
    expect(departureIn(fixed, "2027-06", "2027-05-20")).toBe("2027-06-05");
    expect(departureIn(fixed, "2027-06", "2027-06-06")).toBe("2027-06-19");
    expect(departureIn(fixed, "2027-05", "2027-05-20")).toBeUndefined();
    expect(departureIn(anyDate, "2027-06", "2027-05-20")).toBe("anyDate");
    expect(departureIn(closedInJune, "2027-06", "2027-05-20")).toBeUndefined();
  });
});
