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

  it("names a category with no package, whose page would list nothing", () => {
    expect(knownCategories(withPackages("domestic", "domestic")).errors).toEqual([
      "content/package-categories.json › international: no package in content/packages/ has this category",
    ]);
  });
});
