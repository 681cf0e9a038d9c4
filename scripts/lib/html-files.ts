import fs from "node:fs";
import path from "node:path";

/**
 * Every built page under a folder (public/), leaving out static/, which holds no page, and every
 * file or folder whose name begins with "_": the host's and the build's own (_headers, Gatsby's
 * slices in _gatsby/, which are pieces stitched into the pages), never served (scripts/serve.mjs).
 */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.name.startsWith("_")) return [];
    if (e.isDirectory()) return e.name === "static" ? [] : htmlFiles(full);
    return e.name.endsWith(".html") ? [full] : [];
  });
}
