import fs from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { htmlFiles } from "../scripts/lib/html-files";
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
  // Strict (docs/decisions/0033): hashes and 'strict-dynamic', so 'self' and the hosts after them are
  // only the fallback of a browser without 'strict-dynamic'; never 'unsafe-inline' or 'unsafe-eval'.
  expect(publicCsp).toMatch(/script-src 'strict-dynamic' 'sha256-[^;]* 'self' https:\/\/translate\.google\.com/);
  expect(publicCsp).toContain("object-src 'none'");
  expect(publicCsp).toContain("base-uri 'self'");
  expect(publicCsp).toContain("frame-ancestors 'none'");
  expect(publicCsp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  // One starter for every page (docs/decisions/0019): a few hashes, not one per page, so the policy
  // is the same size for 13 packages or 1,300.
  expect(publicCsp.match(/'sha256-/g)?.length ?? 0).toBeLessThanOrEqual(6);
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
  const inPage = publicCsp.replace(/;\s*frame-ancestors[^;]*/, "");
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
