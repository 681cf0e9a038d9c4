import fs from "node:fs";
import path from "node:path";
import { cmsConfig } from "../../model/cms-config";

/**
 * The editor at /admin/: the pinned Sveltia CMS file copied from node_modules (served from the
 * site's own folder, never a CDN), and its configuration generated from the content model. The Git
 * backend comes from the host's environment: CMS_REPO ("owner/name") and CMS_BRANCH (default main).
 */
export function writeAdminFiles(root: string, env: NodeJS.ProcessEnv = process.env): { config: string; script: string } {
  const dir = path.join(root, "static", "admin");
  fs.mkdirSync(dir, { recursive: true });
  const script = path.join(dir, "sveltia-cms.js");
  fs.copyFileSync(path.join(root, "node_modules", "@sveltia", "cms", "dist", "sveltia-cms.js"), script);
  const backend = { name: "github", repo: env.CMS_REPO || "OWNER/REPO", branch: env.CMS_BRANCH || "main" };
  const config = path.join(dir, "config.yml");
  // JSON is YAML: the CMS reads this as its config.yml, and no YAML writer is needed.
  fs.writeFileSync(config, `# Generated at build from model/cms-config.ts; do not edit.\n${JSON.stringify(cmsConfig({ backend }), null, 2)}\n`);
  return { config, script };
}
