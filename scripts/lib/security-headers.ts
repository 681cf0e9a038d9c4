import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const HASHED_ASSET = /-[0-9a-f]{16,}\.(js|css)$|^\d+-[0-9a-f]{16,}\.js$/;

export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "static" ? [] : htmlFiles(full);
    return e.name.endsWith(".html") ? [full] : [];
  });
}

/** 'sha256-…' for each executable inline script in the built pages (JSON-LD is data, not code). */
export function inlineScriptHashes(publicDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(publicDir)) {
    for (const [, attrs, body] of fs.readFileSync(file, "utf8").matchAll(INLINE_SCRIPT)) {
      if (/type=["']?application\/(ld\+)?json/.test(attrs) || !body) continue;
      hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`);
    }
  }
  return [...hashes].sort();
}

/**
 * The address patterns of the public site's pages: the home page and every address of one to three
 * path segments, known pages and unknown ones (which get the 404 page) alike. A segment never
 * matches an empty one, so /admin/ (the editor, with its own policy) is not among them;
 * _redirects sends /admin/index.html to /admin/.
 */
export const publicPagePatterns = (): string[] => ["/", "/:a", "/:a/:b", "/:a/:b/:c"];

/** The template with its __PUBLIC_PAGES__ rule written out once per public address pattern. */
function expandPublicPages(template: string, patterns: string[]): string {
  return template.replace(/^__PUBLIC_PAGES__\n((?:[ \t]+.*\n?)+)/m, (_m, block: string) =>
    patterns.map((p) => `${p}\n${block.endsWith("\n") ? block : `${block}\n`}`).join("\n"),
  );
}

/**
 * public/_headers from static/_headers: the public pages' CSP is written per address (hosts combine
 * every rule that matches, so a site-wide CSP would also bind /admin/), allows exactly the inline
 * scripts the build made, and content-hashed scripts and styles are cached for a year.
 */
export function writeHeaders(publicDir: string, templateFile: string): { hashes: number; assets: number } {
  const hashes = inlineScriptHashes(publicDir);
  const assets = fs.readdirSync(publicDir).filter((f) => HASHED_ASSET.test(f)).sort();
  const template = expandPublicPages(fs.readFileSync(templateFile, "utf8"), publicPagePatterns());
  if (!template.includes("__SCRIPT_HASHES__")) throw new Error(`${templateFile}: the CSP has no __SCRIPT_HASHES__ placeholder`);
  const immutable = assets.map((f) => `/${f}\n  Cache-Control: public, max-age=31536000, immutable\n`).join("\n");
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    `${template.replaceAll("__SCRIPT_HASHES__", hashes.join(" ")).trimEnd()}\n\n${immutable}`,
  );
  return { hashes: hashes.length, assets: assets.length };
}
