/** @jest-environment node */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inlineScriptHashes, publicPagePatterns, strictPolicyProblem, writeHeaders } from "../security-headers";
import { headersFor, readHeaderRules } from "../../../scripts/lib/host-rules.mjs";

const sha = (s: string) => `'sha256-${crypto.createHash("sha256").update(s).digest("base64")}'`;
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  fs.mkdirSync(path.join(dir, "about"));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    `<script>window.a=1</script><script src="/app-0123456789abcdef0123.js"></script><script type="application/ld+json">{"@type":"TravelAgency"}</script>`,
  );
  fs.writeFileSync(path.join(dir, "about", "index.html"), `<script id="x">window.a=1</script><script type="module">b()</script>`);
  fs.writeFileSync(path.join(dir, "app-0123456789abcdef0123.js"), "");
  fs.writeFileSync(path.join(dir, "robots.txt"), "");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("security headers", () => {
  it("hashes each distinct executable inline script once, never JSON-LD or external scripts", () => {
    expect(inlineScriptHashes(dir)).toEqual([sha("window.a=1"), sha("b()")].sort());
  });

  it("writes the CSP with those hashes and caches hashed assets for a year", () => {
    const template = path.join(dir, "template");
    fs.writeFileSync(template, "/*\n  Content-Security-Policy: script-src 'self' __SCRIPT_HASHES__\n");
    expect(writeHeaders(dir, template)).toEqual({ hashes: 2, assets: 1, patterns: 2 });
    const headers = fs.readFileSync(path.join(dir, "_headers"), "utf8");
    expect(headers).toContain(`script-src 'self' ${[sha("window.a=1"), sha("b()")].sort().join(" ")}`);
    expect(headers).toContain("/app-0123456789abcdef0123.js\n  Cache-Control: public, max-age=31536000, immutable");
  });

  it("writes the public pages' CSP for every address the build made, at any depth, never the editor's", async () => {
    const page = (file: string, html = "<!doctype html><html><head><title>x</title></head><body></body></html>") => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), html);
    };
    page("admin/index.html", '<script src="cms.js"></script>');
    page("hi/packages/domestic/kerala-backwaters/index.html");
    page("404.html", '<!doctype html><html><head><meta charSet="utf-8"/><title>x</title></head><body></body></html>');
    page("404/index.html");
    page("offline.html");
    fs.mkdirSync(path.join(dir, "page-data", "x"), { recursive: true }); // no pages: no rule
    const template = path.join(dir, "template");
    fs.writeFileSync(
      template,
      "/*\n  X-Content-Type-Options: nosniff\n\n__PUBLIC_PAGES__\n  Content-Security-Policy: script-src 'strict-dynamic' __SCRIPT_HASHES__ 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'\n\n/admin/*\n  Content-Security-Policy: script-src 'self'\n",
    );
    writeHeaders(dir, template);
    expect(publicPagePatterns(dir)).toEqual(["/", "/offline", "/offline.html", "/404/*", "/about/*", "/hi/*"]);
    const { rules } = await readHeaderRules(path.join(dir, "_headers"));
    // Netlify applies every rule a path matches: each address must meet exactly one CSP rule.
    const cspRules = (p: string) => rules.filter((r) => r.forRegExp.test(p) && "Content-Security-Policy" in r.values);
    for (const p of ["/admin", "/admin/", "/admin/config.yml"]) {
      expect(cspRules(p)).toHaveLength(1);
      expect(headersFor(rules, p)["Content-Security-Policy"]).toBe("script-src 'self'");
    }
    const deep = ["/hi/packages/domestic/kerala-backwaters", "/hi/packages/domestic/kerala-backwaters/", "/hi/a/b/c/d/e/"];
    for (const p of ["/", "/about", "/about/", "/about/anything/", "/404", "/404/", "/404.html", "/offline", "/offline/", ...deep]) {
      expect(cspRules(p)).toHaveLength(1);
      expect(headersFor(rules, p)["Content-Security-Policy"]).toMatch(/^script-src 'strict-dynamic' 'sha256-/);
      expect(headersFor(rules, p)["X-Content-Type-Options"]).toBe("nosniff");
    }
    // The 404 page, served at any unknown address, holds the policy itself (frame-ancestors cannot be in a <meta>).
    const notFound = fs.readFileSync(path.join(dir, "404.html"), "utf8");
    expect(notFound).toMatch(
      /^<!doctype html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="script-src 'strict-dynamic' 'sha256-[^"]+"\/><title>/,
    );
    expect(notFound).not.toContain("frame-ancestors");
    writeHeaders(dir, template); // a second run replaces the policy, never adds one
    expect(fs.readFileSync(path.join(dir, "404.html"), "utf8")).toBe(notFound);
  });

  it("writes the site's own policy strict: hashes with 'strict-dynamic', no plugins, a base-uri, and no feature browsers no longer know", () => {
    writeHeaders(dir, path.join(__dirname, "..", "..", "..", "static", "_headers"));
    const csp = fs.readFileSync(path.join(dir, "_headers"), "utf8").match(/^\/\n\s*Content-Security-Policy: (.+)$/m)?.[1] ?? "";
    expect(strictPolicyProblem(csp)).toBe("");
    expect(csp).toMatch(/script-src 'strict-dynamic' 'sha256-/);
    expect(fs.readFileSync(path.join(dir, "_headers"), "utf8")).not.toContain("interest-cohort");
  });

  it.each([
    ["script-src 'self' __SCRIPT_HASHES__ https://translate.google.com; object-src 'none'; base-uri 'self'", "script-src lacks 'strict-dynamic'"],
    ["script-src 'strict-dynamic' 'self'; object-src 'none'; base-uri 'self'", "script-src allows no script by hash"],
    ["script-src 'strict-dynamic' __SCRIPT_HASHES__ 'unsafe-eval'; object-src 'none'; base-uri 'self'", "script-src allows 'unsafe-eval'"],
    ["script-src 'strict-dynamic' __SCRIPT_HASHES__; base-uri 'self'", "object-src is not 'none'"],
    ["script-src 'strict-dynamic' __SCRIPT_HASHES__; object-src 'none'", "it has no base-uri"],
  ])("finds a public policy that is not strict: %s", (csp, problem) => {
    expect(strictPolicyProblem(csp)).toBe(problem);
  });

  it("stops the build on a public policy that is not strict, naming the template and why", () => {
    const template = path.join(dir, "template");
    fs.writeFileSync(template, "__PUBLIC_PAGES__\n  Content-Security-Policy: script-src 'self' __SCRIPT_HASHES__; object-src 'none'; base-uri 'self'\n");
    expect(() => writeHeaders(dir, template)).toThrow(
      `${template}: the public pages' Content-Security-Policy is not strict: script-src lacks 'strict-dynamic'`,
    );
  });

  it("refuses a template whose CSP lost its placeholder", () => {
    const template = path.join(dir, "template");
    fs.writeFileSync(template, "/*\n  Content-Security-Policy: script-src 'self'\n");
    expect(() => writeHeaders(dir, template)).toThrow(/__SCRIPT_HASHES__/);
  });

  it("sends HSTS for a year with subdomains on every address, pages, assets and the editor (static/_headers)", async () => {
    writeHeaders(dir, path.join(__dirname, "..", "..", "..", "static", "_headers"));
    const { rules } = await readHeaderRules(path.join(dir, "_headers"));
    for (const p of ["/", "/about/", "/app-0123456789abcdef0123.js", "/robots.txt", "/admin/", "/admin/config.yml", "/no-such-page"]) {
      const hsts = headersFor(rules, p)["Strict-Transport-Security"] ?? "";
      expect({ p, maxAge: Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0) >= 31536000, subdomains: /;\s*includeSubDomains\b/i.test(hsts) }).toEqual({
        p,
        maxAge: true,
        subdomains: true,
      });
    }
  });
});
