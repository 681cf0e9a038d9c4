/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { usedIconNames } from "../used-icons";

// The build keeps only the react-icons the site imports (docs/decisions/0020-a-faster-cold-build.md).
// An icon the scan misses would render as nothing, or fail the build: these hold the scan and the trim.
const project = path.resolve(__dirname, "..", "..", "..");
const loader = require("../used-icons-loader.cjs") as (this: object, source: string) => string;
const trim = (source: string, names: string[]) => loader.call({ getOptions: () => ({ names }), resourcePath: "fa6/index.mjs" }, source);

function folderWith(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "used-icons-"));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

it("finds every name imported from the pack, over several lines, with type-only and renamed imports", () => {
  const dir = folderWith({
    "a.tsx": 'import { FaBars } from "react-icons/fa6";\nimport type { IconType } from "react-icons";',
    "b.ts": "import {\n  FaPhone,\n  FaWhatsapp as Chat,\n} from 'react-icons/fa6';",
    "c.tsx": 'import { FaPhone } from "react-icons/fa6";',
  });
  expect(usedIconNames(dir, "fa6")).toEqual(["FaBars", "FaPhone", "FaWhatsapp"]);
});

it("refuses a use of the pack that names no icon (a namespace import)", () => {
  const dir = folderWith({ "a.tsx": 'import * as icons from "react-icons/fa6";' });
  expect(() => usedIconNames(dir, "fa6")).toThrow(/other than by `import \{ Name \} from`/);
});

it("trims the installed pack to the site's icons, in both its module formats", () => {
  const names = usedIconNames(path.join(project, "src"), "fa6");
  expect(names).toContain("FaWhatsapp");
  for (const file of ["index.mjs", "index.js"]) {
    const source = fs.readFileSync(path.join(project, "node_modules", "react-icons", "fa6", file), "utf8");
    const kept = trim(source, names);
    const exported = [...kept.matchAll(/^(?:export function |module\.exports\.)(\w+)/gm)].map((m) => m[1]);
    expect(exported.sort()).toEqual(names);
    expect(kept).toMatch(/GenIcon/);
    expect(kept.length).toBeLessThan(source.length / 20);
  }
});

it("fails on an icon the pack does not have", () => {
  const source = fs.readFileSync(path.join(project, "node_modules", "react-icons", "fa6", "index.mjs"), "utf8");
  expect(() => trim(source, ["FaBars", "FaNoSuchIcon"])).toThrow(/has no FaNoSuchIcon/);
});
