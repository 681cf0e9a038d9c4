/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// Every patch in patches/ (applied by patch-package on npm ci) must be applied, and is written for
// one version of its package: after an upgrade this fails, so whoever upgrades checks whether the
// new version still has the bug (the behaviour tests below, run without the patch) and drops the
// patch or regenerates it (docs/decisions/0003-path-decoding-patches.md, 0004-sharp-avif-patch.md).
const root = path.resolve(__dirname, "..", "..", "..");
const patchDir = path.join(root, "patches");
const patches = fs.readdirSync(patchDir).filter((f) => f.endsWith(".patch"));

const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as Record<string, Record<string, unknown>>;
const declaredSpec = (pkg: string) => manifest.dependencies?.[pkg] ?? manifest.devDependencies?.[pkg] ?? manifest.overrides?.[pkg];

describe.each(patches)("patches/%s", (file) => {
  const [, name, version] = file.match(/^(.+)\+([^+]+)\.patch$/) ?? [];
  const pkg = name.replace("+", "/");
  const text = fs.readFileSync(path.join(patchDir, file), "utf8");

  it("is written for the installed version of its package", () => {
    const installed = JSON.parse(fs.readFileSync(path.join(root, "node_modules", pkg, "package.json"), "utf8")).version;
    expect(`${pkg}@${installed}`).toBe(`${pkg}@${version}`);
  });

  it("is pinned to that version in package.json (a dependency, or an override for a package Gatsby brings)", () => {
    // A caret range would let a fresh lock file take a newer version the patch no longer fits.
    expect(`${pkg}@${declaredSpec(pkg)}`).toBe(`${pkg}@${version}`);
  });

  it("is applied: every line it adds is in the installed file", () => {
    for (const diff of text.split(/^diff --git /m).slice(1)) {
      const target = diff.match(/^\+\+\+ b\/(.+)$/m)?.[1] ?? "";
      const installed = fs.readFileSync(path.join(root, target), "utf8");
      const added = diff
        .split("\n")
        .filter((l) => l.startsWith("+") && !l.startsWith("+++"))
        .map((l) => l.slice(1));
      expect(added.length).toBeGreaterThan(0);
      for (const line of added) expect({ target, present: installed.includes(line) }).toEqual({ target, present: true });
    }
  });
});

// What the two path patches are for: an address with a stray "%" (/services/beach%2) must reach the
// Service Not Found page instead of "URI malformed" before hydration (e2e/hostile-slugs.spec.ts).
const stray = "/services/beach%2";

it("gatsby's client runtime keeps an undecodable path as typed (patches/gatsby+*.patch)", () => {
  // The module the browser bundle uses; Babel compiles it for Jest like the rest of gatsby/cache-dir.
  const { cleanPath } = require("gatsby/cache-dir/find-path") as { cleanPath: (p: string) => string };
  expect(cleanPath(stray)).toBe(stray);
  expect(cleanPath("/services/100%25")).toBe("/services/100%");
});

// An escaped slash (or "?", "#") is part of a segment: /gallery%2F is not the page /gallery, and the
// address must resolve to the same page whether Gatsby reads it from the address bar or from
// reach-router's location, which re-encodes it (encodeURI(decodeURI(path)): %2F becomes %252F).
// Unpatched, the first is /gallery and the second misses, and React empties the 404 page.
it.each(["/gallery%2F", "/abc%2fdef", "/packages/themes%2Ffamily", "/gallery%3Fx", "/gallery%23x"])(
  "gatsby's client runtime keeps the escaped separator in %s (patches/gatsby+*.patch)",
  (address) => {
    const { cleanPath } = require("gatsby/cache-dir/find-path") as { cleanPath: (p: string) => string };
    expect(cleanPath(address)).toBe(address);
    expect(cleanPath(encodeURI(decodeURI(address)))).toBe(address);
  },
);

it("reach-router's history and route matching keep an undecodable path (patches/@gatsbyjs+reach-router+*.patch)", () => {
  // Gatsby's webpack bundle uses the package's ES module build, the file the patch changes; Node
  // runs it as is (Jest would load the unpatched CommonJS build instead).
  const modern = path.join(root, "node_modules", "@gatsbyjs", "reach-router", "dist", "index.modern.mjs");
  const script = `
    import { pick, createHistory } from ${JSON.stringify(modern)};
    const source = { location: { pathname: ${JSON.stringify(stray)}, search: "", hash: "" }, history: { state: null }, addEventListener() {} };
    const matched = pick([{ path: "/services/*" }], ${JSON.stringify(stray)});
    console.log(JSON.stringify({ history: createHistory(source).location.pathname, splat: matched.params["*"] }));`;
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: root, encoding: "utf8" });
  expect(JSON.parse(out)).toEqual({ history: stray, splat: "beach%2" });
});

// Each override works around one version's problem (docs/decisions/0016-pinned-overrides.md): a range would let a
// new lock file move it unseen. "$name" points a nested override at the project's own dependency.
const overrideSpecs = (overrides: Record<string, unknown>, at: string): [string, string][] =>
  Object.entries(overrides).flatMap(([name, spec]) =>
    typeof spec === "string" ? [[`${at}${name}`, spec] as [string, string]] : overrideSpecs(spec as Record<string, unknown>, `${at}${name} > `),
  );

it.each(overrideSpecs(manifest.overrides ?? {}, ""))("the override of %s is an exact version", (_name, spec) => {
  expect(spec).toMatch(/^(\d+\.\d+\.\d+|\$[@\w/.-]+)$/);
});
