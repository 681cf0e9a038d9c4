#!/usr/bin/env node
// Indexes the built pages for the site search with Pagefind's Node API, and writes the index and
// Pagefind's browser module to <public>/pagefind/. Only pages that mark their content with
// data-pagefind-body are indexed (the layout marks the ones search lists), one index per
// <html lang>. An ES module run as its own process: Pagefind ships as ES modules only, which
// Gatsby's compiled gatsby-node (CommonJS) cannot load. Prints one JSON line: what it indexed.
// Usage: node plugins/gatsby-plugin-search/index-site.mjs public
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as pagefind from "pagefind";

/** Pagefind's ready-made interfaces: the site has its own (src/sections/search), so they are not deployed. */
const UNUSED = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

/**
 * @param {string} publicDir
 * @returns {Promise<{ pages: number, languages: Record<string, number>, seconds: number, removed: number }>}
 */
export async function indexSite(publicDir) {
  const started = performance.now();
  const outputPath = path.join(publicDir, "pagefind");
  // A new index each build: Pagefind names its files by content, so an old index's files would stay.
  fs.rmSync(outputPath, { recursive: true, force: true });
  try {
    const { index, errors } = await pagefind.createIndex({});
    if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
    const added = await index.addDirectory({ path: publicDir });
    if (added.errors.length) throw new Error(`Pagefind: ${added.errors.join("; ")}`);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
  } finally {
    await pagefind.close();
  }
  let removed = 0;
  for (const file of fs.readdirSync(outputPath)) {
    if (UNUSED.test(file)) {
      fs.rmSync(path.join(outputPath, file));
      removed += 1;
    }
  }
  const entry = JSON.parse(fs.readFileSync(path.join(outputPath, "pagefind-entry.json"), "utf8"));
  const languages = Object.fromEntries(Object.entries(entry.languages).map(([lang, { page_count }]) => [lang, page_count]));
  const pages = Object.values(languages).reduce((a, b) => a + b, 0);
  return { pages, languages, seconds: (performance.now() - started) / 1000, removed };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const publicDir = path.resolve(process.argv[2] ?? "public");
  console.log(JSON.stringify(await indexSite(publicDir)));
}
