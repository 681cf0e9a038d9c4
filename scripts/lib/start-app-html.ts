import fs from "node:fs";
import { htmlFiles } from "./security-headers";
import { startAppScript } from "../../src/utils/start-app";

// Gatsby writes its scripts as one run of <script src="…" async> tags at the end of each page.
const SCRIPT_RUN = /(?:<script src="[^"]+" async><\/script>)+/;
const STARTER_ID = "start-app";

/**
 * A page's HTML with Gatsby's script tags replaced by the inline starter of src/utils/start-app.ts.
 * Pages Gatsby did not render (the editor) and pages already rewritten (a warm build) are returned
 * unchanged; a Gatsby page without the tags fails the build, since Gatsby has changed how it writes them.
 */
export function deferAppScripts(html: string, file: string): string {
  if (!html.includes('id="gatsby-script-loader"') || html.includes(`<script id="${STARTER_ID}">`)) return html;
  const run = html.match(SCRIPT_RUN);
  if (!run) throw new Error(`${file}: Gatsby's <script src async> tags were not found, so the page could not start its scripts after the hero.`);
  const scripts = [...run[0].matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
  return html.replace(run[0], () => `<script id="${STARTER_ID}">${startAppScript(scripts)}</script>`);
}

/** Rewrites every page of the build; returns how many it changed. */
export function deferAppScriptsIn(publicDir: string): number {
  let changed = 0;
  for (const file of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const rewritten = deferAppScripts(html, file);
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten);
      changed++;
    }
  }
  return changed;
}
