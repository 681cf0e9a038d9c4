/** @jest-environment node */
import { contentOf } from "../__fixtures__/content";
import { knownCategories } from "../known-categories";

const withPackages = (...categories: string[]) =>
  contentOf({
    files: { "package-categories.json": [{ slug: "domestic" }, { slug: "international" }] } as never,
    folders: { packages: categories.map((category, i) => ({ file: `content/packages/${i}.json`, data: { category } })) } as never,
  });

describe("known categories", () => {
  it("accepts packages that fill every category", () => {
    expect(knownCategories(withPackages("domestic", "international")).errors).toEqual([]);
  });

  it("names a package in an unknown category, and a category with no package", () => {
    expect(knownCategories(withPackages("domestic", "space")).errors).toEqual([
      'content/packages/1.json › category: unknown package category "space" (known: domestic, international)',
      "content/package-categories.json › international: no package in content/packages/ has this category",
    ]);
  });
});
