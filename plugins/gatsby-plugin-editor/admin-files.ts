import fs from "node:fs";
import path from "node:path";
import { cmsConfig } from "../../model/cms-config";

// The CMS bundle names its UI fonts by CDN address (Fontsource on jsDelivr); the same files ship in
// pinned npm packages, so they are served from /admin/fonts/ and the editor needs no third party.
// "family:vf@version/latin-wght-normal" is @fontsource-variable/family, "family@version/..." @fontsource/family.
const CDN_FONT = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@[0-9.]+\/(latin-[a-z0-9-]+)\.woff2/g;

/**
 * The editor at /admin/: the pinned Sveltia CMS bundle copied from node_modules (served from the
 * site's own folder, never a CDN) with its UI fonts beside it, and its configuration generated from
 * the content model, written into `dir` (static/admin/, or the editor's own site). The Git backend
 * comes from the host's environment: CMS_REPO ("owner/name") and CMS_BRANCH (default main).
 */
export function writeAdminFiles(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  dir = path.join(root, "static", "admin"),
): { config: string; script: string; fonts: string[] } {
  const modules = path.join(root, "node_modules");
  fs.mkdirSync(path.join(dir, "fonts"), { recursive: true });
  const fonts: string[] = [];
  const bundle = fs
    .readFileSync(path.join(modules, "@sveltia", "cms", "dist", "sveltia-cms.js"), "utf8")
    .replace(CDN_FONT, (_url, family: string, variable: string | undefined, subset: string) => {
      const file = `${family}-${subset}.woff2`;
      // A font package missing here fails the build, naming it: add it to package.json at the version the CMS asks for.
      fs.copyFileSync(path.join(modules, variable ? "@fontsource-variable" : "@fontsource", family, "files", file), path.join(dir, "fonts", file));
      fonts.push(file);
      return `/admin/fonts/${file}`;
    });
  const script = path.join(dir, "sveltia-cms.js");
  fs.writeFileSync(script, bundle);
  const backend = { name: "github", repo: env.CMS_REPO || "OWNER/REPO", branch: env.CMS_BRANCH || "main" };
  const config = path.join(dir, "config.yml");
  // JSON is YAML: the CMS reads this as its config.yml, and no YAML writer is needed.
  fs.writeFileSync(config, `# Generated at build from model/cms-config.ts; do not edit.\n${JSON.stringify(cmsConfig({ backend }), null, 2)}\n`);
  return { config, script, fonts: [...new Set(fonts)] };
}
