import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import type { GatsbyNode } from "gatsby";

/** What index-site.mjs reports: pages indexed in all and per language, and the time it took. */
interface Indexed {
  pages: number;
  languages: Record<string, number>;
  seconds: number;
}

// After the pages are final (listed after the script starter, which rewrites them): the search
// index of their content. Run as its own Node process, since Pagefind is an ES module only.
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  // Gatsby runs a compiled copy of this file from .cache/: the script is read from the plugin's own folder.
  const script = path.join(program.directory, "plugins", "gatsby-plugin-search", "index-site.mjs");
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script, path.join(program.directory, "public")]);
    const indexed = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as Indexed;
    const perLanguage = Object.entries(indexed.languages)
      .map(([lang, count]) => `${count} ${lang}`)
      .join(", ");
    // build:times and bench:scale read this line.
    reporter.info(`Search index: ${indexed.pages} pages (${perLanguage}) in ${indexed.seconds.toFixed(2)} s`);
  } catch (error) {
    reporter.panicOnBuild("The search index could not be written (plugins/gatsby-plugin-search)", error as Error);
  }
};
