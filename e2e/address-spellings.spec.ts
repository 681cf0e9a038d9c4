import fs from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { htmlFiles } from "../scripts/lib/html-files";
import { headersFor, readHeaderRules } from "../scripts/lib/host-rules.mjs";
import { Findings } from "./support/findings";

// Every spelling of an address gets its policy or a redirect to the spelling that has it (issue 60:
// /index.html, /%61bout/team, /%68i/ and /%61dmin/ were served with no policy, and /_headers/ and
// /_redirects/ with the site's rules). These are the spellings of docs/checking-a-deploy.md, asked
// of the local server as that guide asks them of a deploy.
const root = path.join(__dirname, "..");
const publicDir = path.join(root, "public");
const CSP = "content-security-policy";

type Answer = { status: 200; policy: "public" | "editor" } | { status: 301; to: string } | { status: 404 };

const spellings: [string, Answer][] = [
  ["/", { status: 200, policy: "public" }],
  ["/about/team", { status: 200, policy: "public" }],
  ["/about/team/", { status: 200, policy: "public" }],
  ["/hi/", { status: 200, policy: "public" }],
  ["/index.html", { status: 301, to: "/" }],
  ["/about/team/index.html", { status: 301, to: "/about/team" }],
  ["/hi/index.html", { status: 301, to: "/hi" }],
  ["/%61bout/team", { status: 301, to: "/about/team" }],
  ["/%68i/", { status: 301, to: "/hi/" }],
  ["/admin/", { status: 200, policy: "editor" }],
  ["/admin", { status: 200, policy: "editor" }],
  ["/%61dmin/", { status: 301, to: "/admin/" }],
  ["/admin/index.html", { status: 301, to: "/admin/" }],
  ["/_headers", { status: 404 }],
  ["/_headers/", { status: 404 }],
  ["/_redirects", { status: 404 }],
  ["/_redirects/", { status: 404 }],
  ["/%5Fheaders", { status: 301, to: "/_headers" }],
  ["/no-such-page", { status: 404 }],
];

async function policies() {
  const { rules } = await readHeaderRules(path.join(publicDir, "_headers"));
  return { public: headersFor(rules, "/")["Content-Security-Policy"], editor: headersFor(rules, "/admin/")["Content-Security-Policy"] };
}

/** A policy as the page's own <meta> holds it: all but what only a header can carry. */
const asMeta = (csp: string) => csp.replace(/;\s*(frame-ancestors|report-uri|report-to)[^;]*/g, "");
const metaOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replaceAll("&quot;", '"');

test("docs/checking-a-deploy.md asks for every spelling this test asks for", () => {
  const guide = fs.readFileSync(path.join(root, "docs", "checking-a-deploy.md"), "utf8");
  const found = new Findings();
  for (const [address] of spellings) found.includes(guide, `\`${address}\``, `${address} in the guide's table`);
  expect(found.list).toEqual([]);
});

test("each spelling gets its policy, a redirect to the spelling that has it, or a 404 that never shows the host's rules", async ({ request }) => {
  const policy = await policies();
  const found = new Findings();
  for (const [address, answer] of spellings) {
    const response = await request.get(address, { maxRedirects: 0 });
    const headers = response.headers();
    found.equal(response.status(), answer.status, `${address}: status`);
    if (answer.status === 301) found.equal(headers.location, answer.to, `${address}: Location`);
    if (answer.status === 200) {
      found.equal(headers[CSP], policy[answer.policy], `${address}: the ${answer.policy} policy in the header`);
      found.equal(metaOf(await response.text()), asMeta(policy[answer.policy]), `${address}: the ${answer.policy} policy in the page`);
      if (answer.policy === "editor") found.includes(headers["x-robots-tag"] ?? "", "noindex", `${address}: X-Robots-Tag`);
    }
    if (answer.status === 404) {
      const body = await response.text();
      found.equal(/Content-Security-Policy:|X-Frame-Options:|\s301!?\s/.test(body), false, `${address}: the host's rules in the answer`);
      found.equal(metaOf(body), asMeta(policy.public), `${address}: the 404 page's own policy`);
    }
  }
  expect(found.list).toEqual([]);
});

test("every page, spelt with an encoded first letter, is sent to its plain address", async ({ baseURL }) => {
  const addresses = htmlFiles(publicDir)
    .map((file) => path.relative(publicDir, file).split(path.sep).join("/"))
    .filter((rel) => rel.endsWith("/index.html"))
    .map((rel) => `/${rel.slice(0, -"/index.html".length)}`);
  expect(addresses.length).toBeGreaterThan(40);
  const found = new Findings();
  for (let i = 0; i < addresses.length; i += 16) {
    const batch = addresses.slice(i, i + 16).map(async (address) => {
      const encoded = address.replace(/^\/(.)/, (_m, letter: string) => `/%${letter.charCodeAt(0).toString(16).toUpperCase()}`);
      const response = await fetch(new URL(encoded, baseURL), { method: "HEAD", redirect: "manual" });
      found.equal([response.status, response.headers.get("location")], [301, address], `${encoded}`);
    });
    await Promise.all(batch);
  }
  expect(found.list).toEqual([]);
});
