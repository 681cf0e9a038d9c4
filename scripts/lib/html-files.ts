import fs from "node:fs";
import path from "node:path";

/** Every built page under a folder (public/), leaving out static/, which holds no page. */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "static" ? [] : htmlFiles(full);
    return e.name.endsWith(".html") ? [full] : [];
  });
}
