/** @jest-environment node */
// The site's code is in layers, each importing only its own and the ones below it (docs/decisions/0053-layers-and-page-kinds.md).
// A unit test, not a Biome rule: an import is a relative path, and which layer "../../hooks/x" reaches depends on the
// importing file's depth, so the test resolves each path before it judges it.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/** Lowest first. A layer may import itself and any layer before it, never one after it. */
const layers = ["model", "src/utils", "src/styles", "src/i18n", "src/hooks", "src/components", "src/sections", "src/templates", "src/pages"] as const;
/** Files of src/ outside the layer folders, and where they stand: the GraphQL fragments written from the model, which
 * Gatsby finds by name and nothing imports, stand with the pages. */
const placed: Record<string, (typeof layers)[number]> = { "src/content-fragments.ts": "src/pages" };

/** Tests and their fixtures may put several layers together to test one; the rule is for the site's code. */
const isTest = (file: string) => /(^|\/)(__tests__|__fixtures__)\//.test(file) || /\.test\.tsx?$/.test(file);

function layerOf(file: string): number | undefined {
  const named = placed[file];
  if (named) return layers.indexOf(named);
  const i = layers.findIndex((layer) => file.startsWith(`${layer}/`));
  return i < 0 ? undefined : i;
}

interface SourceFile {
  /** From the project's root, with "/" (src/utils/x.ts). */
  file: string;
  text: string;
}

/** Every import that points up, and every file of src/ in no layer, as "file: import (from -> to)". */
function layerViolations(files: readonly SourceFile[]): string[] {
  const found: string[] = [];
  for (const { file, text } of files) {
    if (isTest(file)) continue;
    const from = layerOf(file);
    if (from === undefined) {
      if (file.startsWith("src/")) found.push(`${file}: in no layer (put it in one of ${layers.join(", ")})`);
      continue;
    }
    // import, import type, export ... from, import() and require().
    for (const { fileName } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName));
      const to = layerOf(target);
      if (to !== undefined && to > from) found.push(`${file}: "${fileName}" (${layers[from]} -> ${layers[to]})`);
    }
  }
  return found;
}

const root = path.resolve(__dirname, "../..");

function sources(dir: string): SourceFile[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(file);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [{ file, text: fs.readFileSync(path.join(root, file), "utf8") }] : [];
  });
}

describe("layers point one way: model, utils, styles, i18n, hooks, components, sections, templates, pages", () => {
  it("no file of src/ or model/ imports a layer above its own", () => {
    const files = [...sources("model"), ...sources("src")];
    expect(files.filter((f) => f.file.startsWith("src/utils/")).length).toBeGreaterThan(10);
    expect(layerViolations(files)).toEqual([]);
  });

  it("names the file and the import that points up, in any form of import", () => {
    const files: SourceFile[] = [
      { file: "src/utils/prices.ts", text: 'import type { SiteSettings } from "../hooks/use-site-settings";' },
      { file: "src/components/seo/head.tsx", text: 'export { Hero } from "../../sections/hero";\nconst x = import("../../pages/index");' },
      { file: "model/routes.ts", text: 'const words = require("../src/i18n/locale-context");' },
      // Down or sideways, a package, and a test: allowed.
      { file: "src/sections/contact/form.tsx", text: 'import { fill } from "../../utils/fill";\nimport "./form-view";\nimport React from "react";' },
      { file: "src/utils/__tests__/x.test.ts", text: 'import { Hero } from "../../sections/hero";' },
    ];
    expect(layerViolations(files)).toEqual([
      'src/utils/prices.ts: "../hooks/use-site-settings" (src/utils -> src/hooks)',
      'src/components/seo/head.tsx: "../../sections/hero" (src/components -> src/sections)',
      'src/components/seo/head.tsx: "../../pages/index" (src/components -> src/pages)',
      'model/routes.ts: "../src/i18n/locale-context" (model -> src/i18n)',
    ]);
  });

  it("refuses a file of src/ that is in no layer, so a new folder must take its place in the order", () => {
    expect(layerViolations([{ file: "src/widgets/map.tsx", text: "" }])).toEqual([`src/widgets/map.tsx: in no layer (put it in one of ${layers.join(", ")})`]);
  });
});
