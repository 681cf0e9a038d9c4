/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// Every dependency's install script has been read and is approved by version or denied, in
// package.json's allowScripts (npm 11.16 and later); installs are strict, so one nobody has read
// fails the install instead of running (docs/decisions/0044-install-scripts-reviewed.md).
const root = path.resolve(__dirname, "..", "..", "..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { allowScripts?: Record<string, boolean> };
const allowScripts = manifest.allowScripts ?? {};

/** The install-time scripts of every installed copy of a package, by version. */
function installScripts(name: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  const visit = (dir: string) => {
    for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
      const at = entry.startsWith("@") ? fs.readdirSync(path.join(dir, entry)).map((e) => `${entry}/${e}`) : [entry];
      for (const pkg of at) {
        const file = path.join(dir, pkg, "package.json");
        if (!fs.existsSync(file)) continue;
        const { version, scripts = {} } = JSON.parse(fs.readFileSync(file, "utf8")) as { version: string; scripts?: Record<string, string> };
        if (pkg === name) found[version] = ["preinstall", "install", "postinstall"].filter((s) => s in scripts);
        visit(path.join(dir, pkg, "node_modules"));
      }
    }
  };
  visit(path.join(root, "node_modules"));
  return found;
}

describe("install scripts", () => {
  it("leave none unreviewed: npm lists no package whose install script allowScripts does not cover", () => {
    const listed = execFileSync("npm", ["install-scripts", "ls"], { cwd: root, encoding: "utf8", env: { ...process.env, npm_config_loglevel: "error" } });
    expect(listed).not.toMatch(/not yet covered/);
    expect(listed).toMatch(/No packages with unreviewed install scripts/);
  }, 60_000);

  it("approve by exact version and deny by name, each entry a package installed with an install script", () => {
    expect(Object.keys(allowScripts).length).toBeGreaterThan(0);
    for (const [entry, allowed] of Object.entries(allowScripts)) {
      const [, name, version] = /^(@?[^@]+)(?:@(.+))?$/.exec(entry)!;
      if (allowed) expect({ entry, pinned: /^\d+\.\d+\.\d+$/.test(version ?? "") }).toEqual({ entry, pinned: true });
      else expect({ entry, version }).toEqual({ entry, version: undefined });
      const installed = installScripts(name);
      const withScripts = Object.entries(installed).filter(([, scripts]) => scripts.length);
      expect({ entry, withScripts: withScripts.length > 0 }).toEqual({ entry, withScripts: true });
      if (allowed) expect({ entry, installed: version! in installed }).toEqual({ entry, installed: true });
    }
  });

  it("are checked strictly wherever the project installs: CI and the host alike", () => {
    expect(fs.readFileSync(path.join(root, ".npmrc"), "utf8")).toMatch(/^strict-allow-scripts=true$/m);
    expect(fs.readFileSync(path.join(root, ".ci", "run"), "utf8")).toMatch(/^npm ci [^\n]*--strict-allow-scripts/m);
    for (const toml of ["netlify.toml", "editor/netlify.toml"]) {
      expect(fs.readFileSync(path.join(root, toml), "utf8")).toMatch(/^\s*NPM_VERSION = "11\.(1[6-9]|[2-9]\d)\.\d+"$/m);
    }
  });
});
