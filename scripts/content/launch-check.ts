import fs from "node:fs";
import path from "node:path";
import { readJson, where } from "./entries";
import { prefixedLocales } from "../../model/locales";

// The launch check: demo values the sample site ships with that an owner must replace before launch.
// `npm run check:content -- --launch` prints one line per finding; content/README.md, "Before launch".

export interface LaunchCheckOptions {
  contentDir: string;
  /** How files are named in messages, relative to this folder (default: the content folder's parent). */
  root?: string;
}

/** Top-level-domain and domain suffixes reserved for examples and tests (RFC 2606, RFC 6761). */
const RESERVED_TLDS = ["example", "test", "invalid", "localhost"];
const RESERVED_DOMAINS = ["example.com", "example.net", "example.org"];

/** The reserved suffix a host name falls under ("example", "example.com"...), or undefined for a real one. */
export function reservedDomain(host: string): string | undefined {
  const h = host.toLowerCase().replace(/\.$/, "");
  const tld = RESERVED_TLDS.find((t) => h === t || h.endsWith(`.${t}`));
  if (tld) return `.${tld}`;
  return RESERVED_DOMAINS.find((d) => h === d || h.endsWith(`.${d}`));
}

const EMAIL = /[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?)/g;
const URL_HOST = /\b[a-z][a-z0-9+.-]*:\/\/(?:[^\s/?#@]*@)?(\[[^\]]*\]|[^\s/?#:]+)/gi;

/** Each e-mail address or URL in a string that points at a reserved demo domain. */
export function demoAddresses(value: string): { kind: "email" | "url"; text: string; domain: string }[] {
  const found: { kind: "email" | "url"; text: string; domain: string; at: number }[] = [];
  for (const m of value.matchAll(URL_HOST)) {
    const domain = reservedDomain(m[1]);
    if (domain) found.push({ kind: "url", text: value.slice(m.index).split(/\s/)[0], domain, at: m.index });
  }
  for (const m of value.matchAll(EMAIL)) {
    // An address inside a URL's user part was judged with the URL.
    if (found.some((f) => f.kind === "url" && m.index >= f.at && m.index < f.at + f.text.length)) continue;
    const domain = reservedDomain(m[1]);
    if (domain) found.push({ kind: "email", text: m[0].replace(/\.$/, ""), domain, at: m.index });
  }
  return found.sort((a, b) => a.at - b.at).map(({ kind, text, domain }) => ({ kind, text, domain }));
}

/** content/*.json and content/*\/*.json, sorted, as absolute paths; translations (content/hi/) apart. */
export function contentFiles(contentDir: string): string[] {
  const json = (dir: string) =>
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".json") && fs.statSync(path.join(dir, f)).isFile())
      .sort();
  const top = json(contentDir).map((f) => path.join(contentDir, f));
  const nested = fs
    .readdirSync(contentDir)
    .filter((d) => fs.statSync(path.join(contentDir, d)).isDirectory() && !(prefixedLocales as readonly string[]).includes(d))
    .sort()
    .flatMap((d) => json(path.join(contentDir, d)).map((f) => path.join(contentDir, d, f)));
  return [...top, ...nested];
}

/** Every value in a JSON document with its path. */
function leaves(data: unknown, p: PropertyKey[] = []): { path: PropertyKey[]; value: unknown }[] {
  if (Array.isArray(data)) return data.flatMap((v, i) => leaves(v, [...p, i]));
  if (data && typeof data === "object") return Object.entries(data).flatMap(([k, v]) => leaves(v, [...p, k]));
  return [{ path: p, value: data }];
}

/**
 * One line per demo value still in the content: "file › entry › field: what, and how to fix it".
 * Files that are missing or not valid JSON are skipped: the normal check reports them.
 */
export function launchCheck({ contentDir, root }: LaunchCheckOptions): string[] {
  const base = root ?? path.dirname(contentDir);
  const findings: string[] = [];
  const fileName = (abs: string) => path.relative(base, abs).split(path.sep).join("/");
  const addresses = (at: string, p: PropertyKey[], value: string) => {
    // Form messages and hints show visitors the shape of an address ("name@example.com"): not demo data.
    if (p.includes("errors") || p[p.length - 1] === "hint") return;
    for (const d of demoAddresses(value)) {
      findings.push(
        d.kind === "email"
          ? `${at}: "${d.text}" is a demo e-mail address (reserved domain ${d.domain}); replace it with the company's real address`
          : `${at}: "${d.text}" is a demo link (reserved domain ${d.domain}); replace it with the real https:// address`,
      );
    }
  };
  for (const abs of contentFiles(contentDir)) {
    const file = fileName(abs);
    const data = readJson(abs, file, []);
    if (data === undefined) continue;
    // A translation's other values are the English ones (the normal check compares them), so only
    // its own words are read: a demo value is reported once, where the owner replaces it first.
    for (const locale of prefixedLocales) {
      const translated = path.join(contentDir, locale, path.relative(contentDir, abs));
      const tr = fs.existsSync(translated) ? readJson(translated, fileName(translated), []) : undefined;
      for (const { path: p, value } of leaves(tr)) {
        if (typeof value === "string" && value !== pick(data, p)) addresses(where(fileName(translated), tr, p), p, value);
      }
    }
    for (const { path: p, value } of leaves(data)) {
      const at = where(file, data, p);
      const key = p[p.length - 1];
      if (typeof value === "string") {
        addresses(at, p, value);
      } else if (value === true && key === "placeholderPortrait") {
        const owner = pick(data, p.slice(0, -1)) as { image?: unknown } | undefined;
        const portrait = typeof owner?.image === "string" ? ` "${owner.image}"` : "";
        findings.push(
          `${at}: the portrait${portrait} is a placeholder illustration; add a real photo to content/images/, point "image" at it and set placeholderPortrait to false`,
        );
      } else if (value === true && key === "sample") {
        findings.push(
          `${at}: a sample review the site shipped with, not a traveller's; remove it, and add the company's own reviews (each with its source and, for Google or Tripadvisor, its link)`,
        );
      } else if (value === true && key === "demo") {
        findings.push(`${at}: ${demoMessage(file, p[p.length - 2])}; then remove "demo" (or set it to false)`);
      }
    }
  }
  return findings;
}

/**
 * What a `demo: true` flag marks and what replaces it, by where it stands. The privacy notice and
 * the booking terms are the sample site's words: the owner has them checked for the company.
 */
function demoMessage(file: string, parent: PropertyKey | undefined): string {
  if (parent === "identifiers") return `the company identifiers are demo values; put the company's own in "items" and reword "note"`;
  if (parent === "grievance")
    return `the grievance officer is a demo value; put the name, designation, e-mail address and phone of the person who answers complaints (the privacy notice and /about/credentials show them)`;
  if (file === "content/stats.json")
    return `this count is the sample site's; count it for the company, say in "counts" what is counted and in "asOf" the day it was counted`;
  if (parent === "deposit")
    return `the deposit's payment page is the sample site's; put the company's own payment page (a Razorpay Payment Page or Payment Link) in "payUrl"`;
  if (file === "content/privacy.json") {
    return `the privacy notice is the sample site's; have it checked for the company (what is kept, how long, the form host), set "version" to the day it changes`;
  }
  if (file === "content/booking-terms.json") return `the booking terms are the sample site's; put the company's own payment, cancellation and change terms`;
  return "this part is a demo value; replace it with the company's own";
}

function pick(data: unknown, p: PropertyKey[]): unknown {
  return p.reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key as never], data);
}
