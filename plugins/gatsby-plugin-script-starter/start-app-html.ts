import fs from "node:fs";
import { htmlFiles } from "../../scripts/lib/html-files";
import { PAGE_START_ID, pageStartJson, startAppScript, type PageStart } from "./start-app";

// Gatsby writes its scripts as one run of <script src="…" async> tags at the end of each page, and
// the page's address in an inline script of its own, different on every page.
const SCRIPT_RUN = /(?:<script src="[^"]+" async><\/script>)+/;
const PAGE_PATH = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;
const PAGE_START = new RegExp(`<script type="application/json" id="${PAGE_START_ID}">([^<]*)</script>`);
const STARTER = '<script id="start-app">';

/** The page's address: from Gatsby's script, or from our data where an earlier build replaced it. */
function pagePathIn(html: string): { tag: string; pagePath: string } | null {
  const loader = PAGE_PATH.exec(html);
  if (loader) return { tag: loader[0], pagePath: JSON.parse(loader[1]) as string };
  const start = PAGE_START.exec(html);
  return start ? { tag: start[0], pagePath: (JSON.parse(start[1]) as PageStart).pagePath } : null;
}

/**
 * A page's HTML with Gatsby's page-path script replaced by a JSON <script> holding what is the
 * page's own (its address and scripts), and its script tags by the inline starter of
 * plugins/gatsby-plugin-script-starter/start-app.ts, the same text on every page. Pages Gatsby did not render (the editor) and
 * pages already rewritten are returned unchanged. On a warm build Gatsby may only re-stitch a page,
 * putting its script tags back but not its page-path script: that page is rewritten again from the
 * data. A Gatsby page whose scripts are not where they were fails the build, since Gatsby has
 * changed how it writes them.
 */
export function deferAppScripts(html: string, file: string): string {
  const page = pagePathIn(html);
  if (!page && html.includes('id="gatsby-script-loader"'))
    throw new Error(`${file}: Gatsby's window.pagePath script has changed shape, so the page could not start its scripts after the hero.`);
  if (!page) return html;
  const run = SCRIPT_RUN.exec(html);
  if (!run) {
    if (html.includes(STARTER)) return html;
    throw new Error(`${file}: Gatsby's <script src async> tags were not found, so the page could not start its scripts after the hero.`);
  }
  const start = pageStartJson({ pagePath: page.pagePath, scripts: [...run[0].matchAll(/src="([^"]+)"/g)].map((m) => m[1]) });
  return html
    .replace(page.tag, () => `<script type="application/json" id="${PAGE_START_ID}">${start}</script>`)
    .replace(run[0], () => `${STARTER}${startAppScript()}</script>`);
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
