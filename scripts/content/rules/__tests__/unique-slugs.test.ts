/** @jest-environment node */
import { contentOf } from "../__fixtures__/content";
import { uniqueSlugs } from "../unique-slugs";

const entries = (folder: string, slugs: string[]) => slugs.map((slug, i) => ({ file: `content/${folder}/${i}.json`, data: { slug } }));

describe("unique slugs", () => {
  it("names the second service, package or category using a slug, and where the first is", () => {
    const content = contentOf({
      folders: { services: entries("services", ["beach", "trek", "beach"]), packages: entries("packages", ["goa", "goa"]) } as never,
      files: { "package-categories.json": [{ slug: "domestic" }, { slug: "domestic" }] } as never,
    });
    expect(uniqueSlugs(content).errors).toEqual([
      'content/services/2.json › slug: duplicate service slug "beach" (also in content/services/0.json)',
      'content/packages/1.json › slug: duplicate package slug "goa" (also in content/packages/0.json)',
      'content/package-categories.json › entry 2 › slug: duplicate package category slug "domestic" (also in content/package-categories.json › entry 1)',
    ]);
  });

  it("accepts the same slug in different kinds of entry", () => {
    const content = contentOf({ folders: { services: entries("services", ["goa"]), packages: entries("packages", ["goa"]) } as never });
    expect(uniqueSlugs(content).errors).toEqual([]);
  });
});
