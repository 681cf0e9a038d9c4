import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { htmlFiles } from "../../scripts/lib/html-files";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const HASHED_ASSET = /-[0-9a-f]{16,}\.(js|css)$|^\d+-[0-9a-f]{16,}\.js$/;

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

/** The editor's folder: static/_headers gives /admin/* its own policy, and no page rule may reach it. */
const EDITOR_DIR = "admin";

/**
 * The address patterns that get the public pages' policy, from what the build produced: the home
 * page, and each top-level folder of pages with everything under it (`/hi/*` is /hi, /hi/ and
 * /hi/packages/domestic/kerala-backwaters/ alike, and the unknown addresses there, which get the
 * 404 or Service Not Found page), plus any other page file at the top (its address with and
 * without ".html"). Never the editor's folder. Hosts match a rule for /a also at /a/ and combine
 * every rule that matches, so a catch-all (`/*`, or `/:a`, which matches /admin/) would put a
 * second, conflicting policy on the editor: docs/decisions/0011-public-csp-rules-from-the-build.md.
 */
export function publicPagePatterns(publicDir: string): string[] {
  const entries = fs.readdirSync(publicDir, { withFileTypes: true });
  const sections = entries.filter((e) => e.isDirectory() && e.name !== EDITOR_DIR && htmlFiles(path.join(publicDir, e.name)).length > 0).map((e) => e.name);
  // Netlify's parser reads /404/* as "/404" followed by anything, /404.html included: a page file
  // beside a folder of its name is already covered, and a second rule would name the CSP twice.
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith(".html") && e.name !== "index.html")
    .map((e) => e.name.slice(0, -".html".length))
    .filter((name) => !sections.includes(name));
  return ["/", ...files.flatMap((name) => [`/${name}`, `/${name}.html`]), ...sections.map((name) => `/${name}/*`)];
}

/** The template's __PUBLIC_PAGES__ block: the public pages' headers, one "Name: value" a line. */
const PUBLIC_PAGES = /^__PUBLIC_PAGES__\n((?:[ \t]+.*\n?)+)/m;

/** The template with its __PUBLIC_PAGES__ rule written out once per public address pattern. */
function expandPublicPages(template: string, patterns: string[]): string {
  return template.replace(PUBLIC_PAGES, (_m, block: string) => patterns.map((p) => `${p}\n${block.endsWith("\n") ? block : `${block}\n`}`).join("\n"));
}

const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/g;

/**
 * The 404 page is also served at addresses no rule can name without naming the editor's (an
 * unknown first segment, /no-such-page): it carries the public policy itself, early in its head,
 * without frame-ancestors, which a <meta> policy may not hold (X-Frame-Options: DENY stands in).
 */
function writeNotFoundPolicy(publicDir: string, csp: string): boolean {
  const file = path.join(publicDir, "404.html");
  if (!fs.existsSync(file)) return false;
  const policy = csp
    .split(";")
    .map((d) => d.trim())
    .filter((d) => d && !d.startsWith("frame-ancestors"))
    .join("; ");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', "&quot;")}"/>`;
  const html = fs.readFileSync(file, "utf8").replace(CSP_META, "");
  // Right after the charset, which must stay within the first 1024 bytes, before any script.
  const start = /<head[^>]*>(<meta charSet="[^"]*"\/>)?/i;
  if (!start.test(html)) throw new Error(`${file}: no <head> to put the CSP in`);
  fs.writeFileSync(
    file,
    html.replace(start, (head) => head + meta),
  );
  return true;
}

/**
 * Why the public pages' policy is not strict, or "" if it is (docs/decisions/0033-strict-dynamic-csp.md):
 * scripts by hash with 'strict-dynamic', so no host allow-list is in force where a browser knows it
 * (a host that serves JSONP would turn an injection into script); nothing inline or eval'd beyond
 * the hashes; no plugins; no <base> to re-point relative scripts.
 */
export function strictPolicyProblem(csp: string): string {
  const directive = (name: string) =>
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .find(([n]) => n === name)
      ?.slice(1);
  const scripts = directive("script-src");
  if (!scripts) return "it has no script-src";
  if (!scripts.includes("'strict-dynamic'")) return "script-src lacks 'strict-dynamic'";
  if (!scripts.some((s) => s === "__SCRIPT_HASHES__" || s.startsWith("'sha256-"))) return "script-src allows no script by hash";
  const loose = scripts.filter((s) => ["'unsafe-inline'", "'unsafe-eval'", "*", "data:", "http:"].includes(s));
  if (loose.length) return `script-src allows ${loose.join(" ")}`;
  if (directive("object-src")?.join(" ") !== "'none'") return "object-src is not 'none'";
  if (!directive("base-uri")) return "it has no base-uri";
  return "";
}

/**
 * public/_headers from static/_headers: the public pages' CSP is written per address pattern
 * (publicPagePatterns), allows exactly the inline scripts the build made, and content-hashed
 * scripts and styles are cached for a year. The 404 page gets the same policy in a <meta>.
 */
export function writeHeaders(publicDir: string, templateFile: string): { hashes: number; assets: number; patterns: number } {
  const hashes = inlineScriptHashes(publicDir);
  const assets = fs
    .readdirSync(publicDir)
    .filter((f) => HASHED_ASSET.test(f))
    .sort();
  const raw = fs.readFileSync(templateFile, "utf8");
  if (!raw.includes("__SCRIPT_HASHES__")) throw new Error(`${templateFile}: the CSP has no __SCRIPT_HASHES__ placeholder`);
  const patterns = publicPagePatterns(publicDir);
  const withHashes = (text: string) => text.replaceAll("__SCRIPT_HASHES__", hashes.join(" "));
  const publicCsp = PUBLIC_PAGES.exec(raw)?.[1].match(/^\s*Content-Security-Policy:\s*(.+)$/m)?.[1];
  const problem = publicCsp && strictPolicyProblem(publicCsp);
  if (problem) throw new Error(`${templateFile}: the public pages' Content-Security-Policy is not strict: ${problem}`);
  if (publicCsp) writeNotFoundPolicy(publicDir, withHashes(publicCsp));
  const immutable = assets.map((f) => `/${f}\n  Cache-Control: public, max-age=31536000, immutable\n`).join("\n");
  fs.writeFileSync(path.join(publicDir, "_headers"), `${withHashes(expandPublicPages(raw, patterns)).trimEnd()}\n\n${immutable}`);
  return { hashes: hashes.length, assets: assets.length, patterns: patterns.length };
}
