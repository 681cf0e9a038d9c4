import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inlineScriptHashes, publicPagePatterns, writeHeaders } from "../security-headers";
import { headersFor, parseHeaders } from "../host-rules.mjs";

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
    expect(writeHeaders(dir, template)).toEqual({ hashes: 2, assets: 1 });
    const headers = fs.readFileSync(path.join(dir, "_headers"), "utf8");
    expect(headers).toContain(`script-src 'self' ${[sha("window.a=1"), sha("b()")].sort().join(" ")}`);
    expect(headers).toContain("/app-0123456789abcdef0123.js\n  Cache-Control: public, max-age=31536000, immutable");
  });

  it("writes the public pages' CSP per address, so the editor at /admin/ gets only its own", () => {
    fs.mkdirSync(path.join(dir, "admin"));
    fs.writeFileSync(path.join(dir, "admin", "index.html"), "<script src=\"cms.js\"></script>");
    const template = path.join(dir, "template");
    fs.writeFileSync(
      template,
      "/*\n  X-Content-Type-Options: nosniff\n\n__PUBLIC_PAGES__\n  Content-Security-Policy: script-src 'self' __SCRIPT_HASHES__\n\n/admin/*\n  Content-Security-Policy: script-src 'self'\n",
    );
    writeHeaders(dir, template);
    const rules = parseHeaders(fs.readFileSync(path.join(dir, "_headers"), "utf8"));
    // A host combines every rule a path matches: the editor must match no public CSP rule.
    const cspRules = (p: string) => rules.filter((r) => r.match.test(p) && r.headers.some(([k]) => k === "Content-Security-Policy"));
    expect(publicPagePatterns()).toContain("/:a/:b");
    for (const p of ["/admin/"]) {
      expect(cspRules(p)).toHaveLength(1);
      expect(headersFor(rules, p)["Content-Security-Policy"]).toBe("script-src 'self'");
    }
    for (const p of ["/", "/gallery", "/no-such-page", "/about/team", "/about/anything", "/services/a/b"]) {
      expect(cspRules(p)).toHaveLength(1);
      expect(headersFor(rules, p)["Content-Security-Policy"]).toMatch(/^script-src 'self' 'sha256-/);
      expect(headersFor(rules, p)["X-Content-Type-Options"]).toBe("nosniff");
    }
  });

  it("refuses a template whose CSP lost its placeholder", () => {
    const template = path.join(dir, "template");
    fs.writeFileSync(template, "/*\n  Content-Security-Policy: script-src 'self'\n");
    expect(() => writeHeaders(dir, template)).toThrow(/__SCRIPT_HASHES__/);
  });
});
