/** @jest-environment node */
import { contentOf } from "../__fixtures__/content";
import { knownThemes } from "../known-themes";

const tagged = (folder: "packages" | "services", ...themes: string[][]) => themes.map((t, i) => ({ file: `content/${folder}/${i}.json`, data: { themes: t } }));

const content = (packages: string[][], services: string[][] = [], categories = ["domestic"]) =>
  contentOf({
    files: { "themes.json": [{ slug: "family" }, { slug: "beach" }], "package-categories.json": categories.map((slug) => ({ slug })) } as never,
    folders: { packages: tagged("packages", ...packages), services: tagged("services", ...services) } as never,
  });

describe("known themes", () => {
  it("accepts packages and services that name known themes, each theme used", () => {
    expect(knownThemes(content([["family"], ["beach", "family"]], [["beach"]])).errors).toEqual([]);
  });

  it("names a theme no package names, whose page would be empty", () => {
    expect(knownThemes(content([["family"]], [["beach"]])).errors).toEqual(["content/themes.json › beach: no package in content/packages/ names this theme"]);
  });

  it("refuses a package category called themes, whose page would take the theme pages' address", () => {
    expect(knownThemes(content([["family", "beach"]], [], ["themes"])).errors).toEqual([
      'content/package-categories.json › themes › slug: "themes" is taken by the theme pages (/packages/themes/...); choose another slug',
    ]);
  });
});
