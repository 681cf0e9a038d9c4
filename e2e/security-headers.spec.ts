import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { htmlFiles } from "../scripts/lib/html-files";
import { gatsbyScripts, imageLoaderScript } from "../plugins/gatsby-plugin-security-headers/inline-scripts";
import { headersFor, readHeaderRules } from "../scripts/lib/host-rules.mjs";
import { Findings } from "./support/findings";

// Every page the build made, at its address with and without the trailing slash, gets the public
// pages' CSP twice over: from the project's server (scripts/serve.mjs) and from Netlify's own parser
// and matching applied to public/_headers. The editor keeps its own policy and only that one.
const publicDir = path.join(__dirname, "..", "public");
const CSP = "Content-Security-Policy";
const HSTS = "Strict-Transport-Security";

/** HTTPS only for at least a year, subdomains included. */
const hstsHolds = (value: string | null | undefined) =>
  Number(/max-age=(\d+)/.exec(value ?? "")?.[1] ?? 0) >= 31536000 && /;\s*includeSubDomains\b/i.test(value ?? "");
const expectHsts = (value: string | undefined, where: string) => expect(hstsHolds(value), `${where}: HSTS "${value}"`).toBe(true);

/** The addresses of a built page file: about/team/index.html is /about/team/ and /about/team. */
function addresses(file: string): string[] {
  const rel = path.relative(publicDir, file).split(path.sep).map(encodeURIComponent).join("/");
  if (rel === "index.html") return ["/"];
  if (rel.endsWith("/index.html")) return [`/${rel.slice(0, -"index.html".length)}`, `/${rel.slice(0, -"/index.html".length)}`];
  return [`/${rel}`, `/${rel.slice(0, -".html".length)}`];
}

const pages = htmlFiles(publicDir)
  .filter((file) => !path.relative(publicDir, file).startsWith(`admin${path.sep}`))
  .flatMap(addresses);

async function hostRules() {
  const { rules, errors } = await readHeaderRules(path.join(publicDir, "_headers"));
  expect(errors).toEqual([]);
  const policy = (address: string) => headersFor(rules, address)[CSP];
  // Netlify applies every rule a path matches: an address meeting two CSP rules would get both.
  const cspRules = (address: string) => rules.filter((r) => r.forRegExp.test(address) && CSP in r.values).length;
  /** Header names that two rules matching the address both set (hosts differ on what they do then). */
  const namedTwice = (address: string) => {
    const names = rules.filter((r) => r.forRegExp.test(address)).flatMap((r) => Object.keys(r.values).map((n) => n.toLowerCase()));
    return names.filter((n, i) => names.indexOf(n) !== i);
  };
  const hsts = (address: string) => headersFor(rules, address)[HSTS];
  return { policy, cspRules, namedTwice, hsts, publicCsp: policy("/"), editorCsp: policy("/admin/") };
}

/** Every file of the build, at its address. */
const allFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? allFiles(path.join(dir, e.name)) : [`/${path.relative(publicDir, path.join(dir, e.name)).split(path.sep).join("/")}`]));

test("no header is set by two rules that meet on one address, page or asset", async () => {
  const { namedTwice } = await hostRules();
  const files = allFiles(publicDir);
  expect(files.length).toBeGreaterThan(100);
  const found = new Findings();
  for (const address of [...pages, ...files]) found.equal(namedTwice(address), [], `${address}: headers set twice`);
  expect(found.list).toEqual([]);
});

test("every built page is served with the public CSP and HSTS, with or without the trailing slash", async ({ baseURL }) => {
  const { policy, cspRules, hsts, publicCsp } = await hostRules();
  // Strict (docs/decisions/0033): hashes and 'strict-dynamic', so 'self' after them is only the
  // fallback of a browser without 'strict-dynamic', with no host (docs/decisions/0042); never
  // 'unsafe-inline' or 'unsafe-eval'.
  expect(publicCsp).toMatch(/script-src 'strict-dynamic' 'sha256-[^;]* 'self';/);
  expect(publicCsp).toContain("object-src 'none'");
  expect(publicCsp).toContain("base-uri 'self'");
  expect(publicCsp).toContain("frame-ancestors 'none'");
  expect(publicCsp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  // One starter for every page (docs/decisions/0019): a few hashes, not one per page, so the policy
  // is the same size for 13 packages or 1,300.
  expect(Buffer.byteLength(publicCsp)).toBeLessThanOrEqual(1536);
  expect(pages.length).toBeGreaterThan(40);
  expect(pages).toContain("/hi/services/");
  // Node's fetch, HEAD: the headers are what is checked, and at 10x there are thousands of addresses.
  const served: (readonly [string, { status: number; headers: Headers }])[] = [];
  for (let i = 0; i < pages.length; i += 16) {
    const batch = pages
      .slice(i, i + 16)
      .map(async (address) => [address, await fetch(new URL(address, baseURL), { method: "HEAD", redirect: "manual" })] as const);
    served.push(...(await Promise.all(batch)));
  }
  const found = new Findings();
  for (const [address, response] of served) {
    found.equal(response.status, 200, `${address}: status`);
    found.equal(response.headers.get(CSP), publicCsp, `${address}: CSP from scripts/serve.mjs`);
    found.equal(policy(address), publicCsp, `${address}: CSP by Netlify's rules`);
    found.equal(cspRules(address), 1, `${address}: CSP rules`);
    found.equal(hstsHolds(response.headers.get(HSTS)), true, `${address}: HSTS "${response.headers.get(HSTS)}" from scripts/serve.mjs`);
    found.equal(hstsHolds(hsts(address)), true, `${address}: HSTS "${hsts(address)}" by Netlify's rules`);
  }
  expect(found.list).toEqual([]);
});

test("unknown addresses get the public CSP with their 404 or Service Not Found page", async ({ request }) => {
  const { policy, hsts, publicCsp } = await hostRules();
  const underPages = [
    "/services/adventure-tours",
    "/hi/services/adventure-tours/",
    "/hi/no/such/page/",
    "/gallery/x/y/z",
    "/hi/packages/domestic/no-such-tour/",
  ];
  for (const address of underPages) {
    const response = await request.get(address);
    expect([200, 404], address).toContain(response.status());
    expect(response.headers()[CSP.toLowerCase()], address).toBe(publicCsp);
    expect(policy(address), address).toBe(publicCsp);
    expectHsts(response.headers()[HSTS.toLowerCase()], address);
  }
  // An unknown first segment can be named by no rule that spares /admin/: the 404 page holds the
  // same policy in a <meta> (all but frame-ancestors, which X-Frame-Options: DENY stands in for).
  const inPage = publicCsp.replace(/;\s*(frame-ancestors|report-uri|report-to)[^;]*/g, "");
  for (const address of ["/no-such-page", "/no/such/page/"]) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    expect(response.headers()[CSP.toLowerCase()], address).toBeUndefined();
    expect(response.headers()["x-frame-options"], address).toBe("DENY");
    expectHsts(response.headers()[HSTS.toLowerCase()], address);
    expectHsts(hsts(address), `${address} by Netlify's rules`);
    const meta = /<head[^>]*>(?:<meta charSet="utf-8"\/>)?<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response.text())?.[1];
    expect(meta?.replaceAll("&quot;", '"'), address).toBe(inPage);
  }
});

test("the editor keeps its own CSP, never the public one, and gets HSTS", async ({ request }) => {
  const { policy, cspRules, hsts, publicCsp, editorCsp } = await hostRules();
  expect(editorCsp).not.toBe(publicCsp);
  expect(editorCsp).toContain("https://api.github.com");
  expect(fs.existsSync(path.join(publicDir, "admin", "index.html"))).toBe(true);
  for (const address of ["/admin/", "/admin", "/admin/config.yml"]) {
    const headers = (await request.get(address)).headers();
    expect(headers[CSP.toLowerCase()], address).toBe(editorCsp);
    expectHsts(headers[HSTS.toLowerCase()], `${address} from scripts/serve.mjs`);
    expectHsts(hsts(address), `${address} by Netlify's rules`);
    expect(policy(address), address).toBe(editorCsp);
    expect(cspRules(address), address).toBe(1);
  }
});

// The policy trusts the inline scripts the build means to write, named in public/_headers beside
// their hashes (plugins/gatsby-plugin-security-headers/inline-scripts.ts), not whatever inline
// script the pages hold (issue 60): the hashes it allows are exactly that list's.
test("the policy's hashes are exactly the build's list of inline scripts, each named by its generator", async () => {
  const { publicCsp } = await hostRules();
  const headers = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
  const listed = [...headers.matchAll(/^# {3}('sha256-[^']+') (.+)$/gm)].map(([, hash, name]) => ({ hash, name }));
  expect(listed.map((s) => s.name.replace(/ \(.*\)$/, ""))).toEqual([
    "the script starter",
    "the Devanagari faces' switch",
    "Gatsby's chunk map",
    "Gatsby's compilation hash",
    "gatsby-plugin-image's loader",
  ]);
  expect((publicCsp.match(/'sha256-[^']+'/g) ?? []).sort()).toEqual(listed.map((s) => s.hash).sort());
  // The ones made from strings are made again here from their generators; the starter and the switch
  // are the texts the pages carry under their own marks.
  const hashOf = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;
  const byName = (start: string) => listed.find((s) => s.name.startsWith(start))?.hash;
  for (const script of [...gatsbyScripts(publicDir), imageLoaderScript()]) expect(byName(script.name), script.name).toBe(hashOf(script.text));
  const home = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
  const hindi = fs.readFileSync(path.join(publicDir, "hi", "index.html"), "utf8");
  expect(byName("the script starter")).toBe(hashOf(/<script id="start-app">([\s\S]*?)<\/script>/.exec(home)![1]));
  expect(byName("the Devanagari")).toBe(hashOf(/<style id="brand-devanagari"[^>]*>[^<]*<\/style><script>([\s\S]*?)<\/script>/.exec(hindi)![1]));
  // Every inline script of every page is one of them.
  const found = new Findings();
  for (const file of htmlFiles(publicDir)) {
    for (const [, attrs, text] of fs.readFileSync(file, "utf8").matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (!text || /type="application\/(ld\+)?json"/.test(attrs)) continue;
      found.includes(
        listed.map((s) => s.hash),
        hashOf(text),
        `${path.relative(publicDir, file)}: inline script ${JSON.stringify(text.slice(0, 40))}`,
      );
    }
  }
  expect(found.list).toEqual([]);
});

// Every page holds its policy in a <meta> too (docs/decisions/0042), for spellings and hosts the
// rules do not reach: the public one, the editor's on the editor's page, all but what only a header says.
test("every page carries in a <meta>, right after its charset, the policy its header carries", async () => {
  const { publicCsp, editorCsp } = await hostRules();
  const found = new Findings();
  for (const file of htmlFiles(publicDir)) {
    const rel = path.relative(publicDir, file).split(path.sep).join("/");
    const expected = (rel.startsWith("admin/") ? editorCsp : publicCsp).replace(/;\s*(frame-ancestors|report-uri|report-to)[^;]*/g, "");
    const meta = /<head[^>]*>\s*<meta char[sS]et="utf-8"\s?\/?><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(
      fs.readFileSync(file, "utf8"),
    )?.[1];
    found.equal(meta?.replaceAll("&quot;", '"'), expected, `${rel}: the page's own policy`);
  }
  expect(found.list).toEqual([]);
});
