import fs from "node:fs";
import { htmlFiles } from "../../scripts/lib/html-files";
import { buildIds } from "../../src/utils/page-ids";
import { OWN_SCRIPT, pageStartJson, startAppScript, type PageStart } from "./start-app";

// Gatsby writes its scripts as one run of <script src="…" async> tags inside its scripts slice at
// the end of each page, and the page's address in an inline script of its own, outside the slice,
// different on every page.
const SCRIPT_RUN = /(?:<script src="[^"]+" async><\/script>)+/;
const PAGE_PATH = /<script id="gatsby-script-loader">\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/<\/script>/;
const SCRIPTS_SLICE_END = /<!-- slice-end id="_gatsby-scripts-\d+" -->/;
const STARTER = `<script id="${buildIds.startApp}">`;
/** The page's data and the starter, as this rewrite writes them: the JSON right before the starter. */
const START = new RegExp(`<script type="application/json">([^<]*)</script>${STARTER}[\\s\\S]*?</script>`);

/** The page's address: from Gatsby's script, or from our data where an earlier build replaced it. */
function pagePathIn(html: string): string | null {
  const loader = PAGE_PATH.exec(html);
  if (loader) return JSON.parse(loader[1]) as string;
  const start = START.exec(html);
  return start ? (JSON.parse(start[1]) as PageStart).pagePath : null;
}

/**
 * A page's HTML with Gatsby's page-path script and its script tags replaced by a JSON <script>
 * holding what is the page's own (its address and scripts) and, right after it, the inline starter
 * of plugins/gatsby-plugin-script-starter/start-app.ts, the same text on every page, which reads
 * that element and no other. Both go right after Gatsby's scripts slice, so they run after its
 * chunk map, as the tags did, and a warm build that only re-stitches a page (putting the slice's
 * script tags back, not its page-path script) leaves them in place: that page is rewritten again
 * from the data. Pages Gatsby did not render (the editor) and pages already rewritten are returned
 * unchanged. A Gatsby page whose scripts are not as Gatsby writes them fails the build, naming it.
 */
export function deferAppScripts(html: string, file: string): string {
  const pagePath = pagePathIn(html);
  if (pagePath === null && html.includes('id="gatsby-script-loader"'))
    throw new Error(`${file}: Gatsby's window.pagePath script has changed shape, so the page could not start its scripts after the hero.`);
  if (pagePath === null) return html;
  const run = SCRIPT_RUN.exec(html);
  if (!run) {
    if (START.test(html) && !PAGE_PATH.test(html)) return html;
    throw new Error(`${file}: Gatsby's <script src async> tags were not found, so the page could not start its scripts after the hero.`);
  }
  const scripts = [...run[0].matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
  const foreign = scripts.find((src) => !OWN_SCRIPT.test(src));
  if (foreign !== undefined) {
    throw new Error(`${file}: Gatsby's script "${foreign}" is not a file of the build (${OWN_SCRIPT}), the only kind the starter starts.`);
  }
  const rest = html.replace(PAGE_PATH, "").replace(START, "").replace(run[0], "");
  const sliceEnd = SCRIPTS_SLICE_END.exec(rest);
  if (!sliceEnd)
    throw new Error(`${file}: Gatsby's scripts slice (<!-- slice-end id="_gatsby-scripts-…" -->) was not found, so the starter has no place after it.`);
  const start = `<script type="application/json">${pageStartJson({ pagePath, scripts })}</script>${STARTER}${startAppScript()}</script>`;
  const at = sliceEnd.index + sliceEnd[0].length;
  return rest.slice(0, at) + start + rest.slice(at);
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
