import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { htmlFiles } from "../../scripts/lib/html-files";
import { allowedInlineScripts, type InlineScript } from "./inline-scripts";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const HASHED_ASSET = /-[0-9a-f]{16,}\.(js|css)$|^\d+-[0-9a-f]{16,}\.js$/;

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Each page's inline scripts that hold code, whatever their type (JSON and JSON-LD are data). */
function inlineScriptsOf(publicDir: string): { file: string; text: string }[] {
  return htmlFiles(publicDir).flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(INLINE_SCRIPT)]
      .filter(([, attrs, body]) => body && !/type=["']?application\/(ld\+)?json/.test(attrs))
      .map(([, , text]) => ({ file, text })),
  );
}

/** 'sha256-…' for each distinct inline script in the built pages: what they hold, not what the policy allows. */
export function inlineScriptHashes(publicDir: string): string[] {
  return [...new Set(inlineScriptsOf(publicDir).map(({ text }) => sha256(text)))].sort();
}

/**
 * Each inline script a page holds that is none of the build's own (inline-scripts.ts), one line a
 * script naming its page and how it starts: any such script fails the build.
 */
function unlistedInlineScripts(publicDir: string, allowed: readonly InlineScript[]): string[] {
  const texts = new Set(allowed.map((s) => s.text));
  const names = allowed.map((s) => s.name).join(", ");
  return inlineScriptsOf(publicDir)
    .filter(({ text }) => !texts.has(text))
    .map(
      ({ file, text }) =>
        `${file}: an inline script no generator of the build writes: ${JSON.stringify(text.trim().slice(0, 80))}; the policy allows only ${names}`,
    );
}

/** The comment at the head of public/_headers naming each inline script the policy allows by its hash. */
const allowedScriptsComment = (allowed: readonly InlineScript[]) =>
  "# The inline scripts the public pages' policy allows, each by its hash, made by its own generator\n" +
  "# (plugins/gatsby-plugin-security-headers/inline-scripts.ts); the build fails on any other:\n" +
  allowed.map((s) => `#   ${sha256(s.text)} ${s.name}\n`).join("");

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
/** The template's rule for the editor's folder, whose policy its page carries. */
const EDITOR_RULE = new RegExp(`^/${EDITOR_DIR}/\\*\\n((?:[ \\t]+.*\\n?)+)`, "m");

/** The template with its __PUBLIC_PAGES__ rule written out once per public address pattern. */
function expandPublicPages(template: string, patterns: string[]): string {
  return template.replace(PUBLIC_PAGES, (_m, block: string) => patterns.map((p) => `${p}\n${block.endsWith("\n") ? block : `${block}\n`}`).join("\n"));
}

const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/g;

type Env = Readonly<Record<string, string | undefined>>;

/** The name of the Reporting API endpoint the policies' report-to names. */
const REPORT_GROUP = "csp-endpoint";

/**
 * CSP_REPORT_URL, the address violation reports go to, or undefined when it is unset (no reports).
 * Throws a sentence naming the variable when it is no https address a header value can carry.
 */
function reportUrl(env: Env): string | undefined {
  const url = env.CSP_REPORT_URL?.trim();
  if (!url) return undefined;
  if (!/^https:\/\/[^\s"',;]+$/.test(url) || !URL.canParse(url)) {
    throw new Error(
      `CSP_REPORT_URL: "${url}" is not an https address a policy can name (no spaces, quotes, commas or semicolons); set it to the address of the collector of violation reports, or leave it unset`,
    );
  }
  return url;
}

/**
 * The rules with every policy reporting its violations to `url`: report-uri (browsers before the
 * Reporting API) and report-to, whose endpoint the Reporting-Endpoints header names on every
 * response (the /* rule). Only a header can say this; the pages' <meta> policies leave it out.
 */
function withReports(rules: string, url: string): string {
  const all = /^\/\*\n((?:[ \t]+.*\n?)+)/m;
  if (!all.test(rules)) throw new Error("the headers template has no /* rule to carry Reporting-Endpoints for CSP_REPORT_URL");
  return rules
    .replace(
      /^([ \t]+Content-Security-Policy:[ \t]*)(.*?)[ \t;]*$/gm,
      (_m, name: string, value: string) => `${name}${value}; report-uri ${url}; report-to ${REPORT_GROUP}`,
    )
    .replace(all, (block) => `${block.endsWith("\n") ? block : `${block}\n`}  Reporting-Endpoints: ${REPORT_GROUP}="${url}"\n`);
}

/** A policy as a <meta> may hold it: without what only a header can say (frame-ancestors, reports), which browsers would warn about. */
const metaPolicy = (csp: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .filter((d) => d && !/^(frame-ancestors|report-uri|report-to)\b/.test(d))
    .join("; ");

/**
 * Every page carries its policy in a <meta> as well as in the header: the editor's page the
 * editor's, every other page the public one. A host answers addresses its rules cannot name (an
 * unknown first segment gets 404.html, which no rule may name without naming the editor too), and
 * spellings its rules do not match (/index.html, an encoded letter): the page's own policy holds
 * there. It goes right after the charset, which must stay within the first 1024 bytes, before any
 * script. X-Frame-Options: DENY on every response stands in for frame-ancestors.
 */
export function writePagePolicies(publicDir: string, policies: { page?: string; editor?: string }): number {
  let written = 0;
  for (const file of htmlFiles(publicDir)) {
    const editor = path.relative(publicDir, file).split(path.sep)[0] === EDITOR_DIR;
    const csp = editor ? policies.editor : policies.page;
    if (!csp) continue;
    const meta = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(csp).replaceAll('"', "&quot;")}"/>`;
    const html = fs.readFileSync(file, "utf8").replace(CSP_META, "");
    const start = /<head[^>]*>(\s*<meta charset="[^"]*"\s?\/?>)?/i;
    if (!start.test(html)) throw new Error(`${file}: no <head> to put the page's Content-Security-Policy in`);
    fs.writeFileSync(
      file,
      html.replace(start, (head) => head + meta),
    );
    written++;
  }
  return written;
}

/**
 * Why the public pages' policy is not strict, or "" if it is (docs/decisions/0033-strict-dynamic-csp.md):
 * scripts by hash with 'strict-dynamic', so no host allow-list is in force where a browser knows it
 * (a host that serves JSONP would turn an injection into script), and no host in the fallback of a
 * browser that does not (docs/decisions/0042); nothing inline or eval'd beyond the hashes; no
 * plugins; no <base> to re-point relative scripts.
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
  const hosts = scripts.filter((s) => !s.startsWith("'") && s !== "__SCRIPT_HASHES__");
  if (hosts.length)
    return `script-src names a host (${hosts.join(" ")}), whose every script, JSONP answers included, a browser without 'strict-dynamic' would run`;
  if (directive("object-src")?.join(" ") !== "'none'") return "object-src is not 'none'";
  if (!directive("base-uri")) return "it has no base-uri";
  return "";
}

/**
 * public/_headers from static/_headers: the public pages' CSP is written per address pattern
 * (publicPagePatterns) and allows by hash the inline scripts the build means to write (`allowed`,
 * inline-scripts.ts), and a page holding any other inline script fails the build, naming it;
 * content-hashed scripts and styles are cached for a year. Every page also carries its policy in a
 * <meta> (writePagePolicies); with CSP_REPORT_URL set, every policy reports its violations there.
 */
export function writeHeaders(
  publicDir: string,
  templateFile: string,
  { allowed = allowedInlineScripts(publicDir), env = process.env }: { allowed?: readonly InlineScript[]; env?: Env } = {},
): { hashes: number; assets: number; patterns: number } {
  const reports = reportUrl(env);
  const unlisted = unlistedInlineScripts(publicDir, allowed);
  if (unlisted.length) throw new Error(unlisted.join("\n"));
  const hashes = [...new Set(allowed.map((s) => sha256(s.text)))].sort();
  const assets = fs
    .readdirSync(publicDir)
    .filter((f) => HASHED_ASSET.test(f))
    .sort();
  const raw = fs.readFileSync(templateFile, "utf8");
  if (!raw.includes("__SCRIPT_HASHES__")) throw new Error(`${templateFile}: the CSP has no __SCRIPT_HASHES__ placeholder`);
  const patterns = publicPagePatterns(publicDir);
  const withHashes = (text: string) => text.replaceAll("__SCRIPT_HASHES__", hashes.join(" "));
  const publicCsp = PUBLIC_PAGES.exec(raw)?.[1].match(/^\s*Content-Security-Policy:\s*(.+)$/m)?.[1];
  const editorCsp = EDITOR_RULE.exec(raw)?.[1].match(/^\s*Content-Security-Policy:\s*(.+)$/m)?.[1];
  const problem = publicCsp && strictPolicyProblem(publicCsp);
  if (problem) throw new Error(`${templateFile}: the public pages' Content-Security-Policy is not strict: ${problem}`);
  if (publicCsp) writePagePolicies(publicDir, { page: withHashes(publicCsp), editor: editorCsp });
  const immutable = assets.map((f) => `/${f}\n  Cache-Control: public, max-age=31536000, immutable\n`).join("\n");
  const rules = withHashes(expandPublicPages(raw, patterns));
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    `${allowedScriptsComment(allowed)}\n${(reports ? withReports(rules, reports) : rules).trimEnd()}\n\n${immutable}`,
  );
  return { hashes: hashes.length, assets: assets.length, patterns: patterns.length };
}

/** A rule of the template by its address pattern: "/*" -> its header lines. */
const ruleOf = (template: string, pattern: string) => new RegExp(`^${pattern.replace(/[*/]/g, "\\$&")}\\n((?:[ \\t]+.*\\n?)+)`, "m").exec(template)?.[1];

/**
 * The editor's own site's _headers (docs/decisions/0043): the template's rule for every response
 * and its rule for the editor, both as written, reporting where CSP_REPORT_URL says; and the
 * editor's policy, which its page carries in a <meta> too.
 */
export function editorSiteHeaders(templateFile: string, env: Env = process.env): { headers: string; editorCsp: string } {
  const raw = fs.readFileSync(templateFile, "utf8");
  const all = ruleOf(raw, "/*");
  const editor = ruleOf(raw, `/${EDITOR_DIR}/*`);
  const editorCsp = editor?.match(/^\s*Content-Security-Policy:\s*(.+)$/m)?.[1];
  if (!all || !editor || !editorCsp)
    throw new Error(`${templateFile}: no /* rule, or no /${EDITOR_DIR}/* rule with a Content-Security-Policy, for the editor's site`);
  const rules = `/*\n${all.trimEnd()}\n\n/${EDITOR_DIR}/*\n${editor.trimEnd()}\n`;
  const reports = reportUrl(env);
  return {
    headers: `# The editor's own site, written by npm run build:editor from static/_headers.\n${reports ? withReports(rules, reports) : rules}`,
    editorCsp,
  };
}
