/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeAdminFiles } from "../admin-files";

// The editor must load nothing from a third party: the CMS bundle names its UI fonts by CDN address,
// and the build rewrites them to /admin/fonts/. If a new CMS version words those addresses otherwise,
// the rewrite silently matches nothing and the fonts come from the CDN (blocked by /admin/'s CSP):
// this fails instead (docs/decisions/0005-cms-bundle-fonts.md).
const project = path.resolve(__dirname, "..", "..", "..");

it("serves the CMS's UI fonts from /admin/fonts/ and leaves no CDN font address in its bundle", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "admin-files-"));
  fs.symlinkSync(path.join(project, "node_modules"), path.join(root, "node_modules"));
  try {
    const { script, fonts } = writeAdminFiles(root, {});
    const bundle = fs.readFileSync(script, "utf8");
    expect(fonts.length).toBeGreaterThan(0);
    expect(bundle).not.toMatch(/https:\/\/cdn\.jsdelivr\.net\/fontsource/);
    for (const font of fonts) {
      expect(bundle).toContain(`/admin/fonts/${font}`);
      expect(fs.statSync(path.join(root, "static", "admin", "fonts", font)).size).toBeGreaterThan(1000);
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
