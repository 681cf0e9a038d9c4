/** @jest-environment node */
import { contentOf } from "../__fixtures__/content";
import { filterBands } from "../filter-bands";

type Band = { slug: string; min?: number; max?: number };
const content = (durations: Band[], budgets: Band[] = [{ slug: "any", min: 1 }]) =>
  contentOf({
    files: { "package-filters.json": { durations, budgets } } as never,
    folders: {
      packages: [
        { file: "content/packages/a.json", data: { days: 4, price: { from: 20000 } } },
        { file: "content/packages/b.json", data: { days: 8, price: {} } },
      ],
    } as never,
  });

describe("filter bands", () => {
  it("accepts bands that do not overlap, each holding a package", () => {
    expect(
      filterBands(
        content([
          { slug: "short", max: 4 },
          { slug: "long", min: 5 },
        ]),
      ),
    ).toEqual({ errors: [], warnings: [] });
  });

  it("names a band without bounds, one upside down, one overlapping and a slug used twice", () => {
    expect(
      filterBands(
        content([{ slug: "short", max: 4 }, { slug: "none" }, { slug: "odd", min: 9, max: 6 }, { slug: "week", min: 4, max: 7 }, { slug: "short", min: 20 }]),
      ).errors,
    ).toEqual([
      'content/package-filters.json › durations › none: needs "min", "max" or both',
      "content/package-filters.json › durations › odd › max: 6 is below min 9",
      "content/package-filters.json › durations › short › slug: used twice in durations",
      'content/package-filters.json › durations › week: overlaps "short"; a value may fall in one band only',
    ]);
  });

  it("warns of a band no package falls in (price on request falls in none)", () => {
    expect(
      filterBands(
        content(
          [
            { slug: "short", max: 4 },
            { slug: "long", min: 5 },
          ],
          [
            { slug: "cheap", max: 25000 },
            { slug: "dear", min: 25001 },
          ],
        ),
      ).warnings,
    ).toEqual(["content/package-filters.json › budgets › dear: no package falls in this band, so choosing it shows no package"]);
  });
});
