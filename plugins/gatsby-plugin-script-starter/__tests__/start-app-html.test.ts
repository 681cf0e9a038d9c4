/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deferAppScripts, deferAppScriptsIn } from "../start-app-html";
import { inlineScriptHashes } from "../../gatsby-plugin-security-headers/security-headers";

// What the build does to each page Gatsby writes: its script tags and its page-path script become
// the inline starter, one text for every page, right after a JSON <script> with the page's own
// facts, both after Gatsby's scripts slice (which a warm build may stitch again).
const loader = (pagePath: string) => `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>`;
const slice = (scripts: string) =>
  `<!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="1a";</script>${scripts}<!-- slice-end id="_gatsby-scripts-1" -->`;
const gatsbyPage = (scripts: string, pagePath = "/") => `<html><body><main>Home</main>${loader(pagePath)}${slice(scripts)}</body></html>`;
const hash = (n: number) => String(n).repeat(20).slice(0, 20);
const script = (name: string, n: number) => `/${name}-${hash(n)}.js`;
const tags = (template = "index", sources = [script("webpack-runtime", 1), script("app", 3), script(`component---${template}`, 4)]) =>
  sources.map((src) => `<script src="${src}" async></script>`).join("");
const START = /<script type="application\/json">([^<]*)<\/script><script id="start-app">([^<]*)<\/script>/;
const pageStart = (html: string) => JSON.parse(START.exec(html)![1]);
const starter = (html: string) => START.exec(html)![2];

describe("deferring Gatsby's scripts in the built pages", () => {
  it("replaces the script tags with a starter right after the page's address and scripts as data, after Gatsby's slice", () => {
    const html = deferAppScripts(gatsbyPage(tags(), "/about/team"), "public/about/team/index.html");
    expect(html).not.toContain("async></script>");
    expect(html).not.toContain("gatsby-script-loader");
    expect(pageStart(html)).toEqual({ pagePath: "/about/team", scripts: [script("webpack-runtime", 1), script("app", 3), script("component---index", 4)] });
    expect(html).toBe(
      `<html><body><main>Home</main><!-- slice-start id="_gatsby-scripts-1" --><script>window.___webpackCompilationHash="1a";</script><!-- slice-end id="_gatsby-scripts-1" -->${START.exec(html)![0]}</body></html>`,
    );
  });

  it("gives the page's data no id, so no element of the page's content can stand in for it", () => {
    const html = deferAppScripts(gatsbyPage(tags(), "/guides/bali"), "public/guides/bali/index.html");
    expect(html).toContain('<script type="application/json">{');
    expect(html).not.toMatch(/<script type="application\/json" id=/);
  });

  it("writes the same starter on every page, whatever its address and template", () => {
    const home = deferAppScripts(gatsbyPage(tags("index")), "public/index.html");
    const trip = deferAppScripts(
      gatsbyPage(tags("package"), "/hi/packages/domestic/kerala-backwaters"),
      "public/hi/packages/domestic/kerala-backwaters/index.html",
    );
    expect(starter(trip)).toBe(starter(home));
    expect(pageStart(trip).pagePath).toBe("/hi/packages/domestic/kerala-backwaters");
  });

  it("keeps an address that could close the element as data", () => {
    const html = deferAppScripts(gatsbyPage(tags(), "/a</script><script>alert(1)</script>"), "public/x.html");
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(pageStart(html).pagePath).toBe("/a</script><script>alert(1)</script>");
  });

  it("leaves pages Gatsby did not render, and pages already rewritten, as they are", () => {
    const editor = `<html><body><script src="/admin/sveltia-cms.js" async></script></body></html>`;
    expect(deferAppScripts(editor, "public/admin/index.html")).toBe(editor);
    const once = deferAppScripts(gatsbyPage(tags()), "public/index.html");
    expect(deferAppScripts(once, "public/index.html")).toBe(once);
  });

  it("starts again a page a warm build re-stitched: its slice back with the script tags, its data kept", () => {
    const once = deferAppScripts(gatsbyPage(tags("index"), "/gallery"), "public/gallery/index.html");
    const restitched = once.replace(/<!-- slice-start[\s\S]*slice-end id="_gatsby-scripts-1" -->/, slice(tags("gallery")));
    const again = deferAppScripts(restitched, "public/gallery/index.html");
    expect(pageStart(again)).toEqual({ pagePath: "/gallery", scripts: [script("webpack-runtime", 1), script("app", 3), script("component---gallery", 4)] });
    expect(starter(again)).toBe(starter(once));
    expect(again.match(/<script id="start-app">/g)).toHaveLength(1);
    expect(again).not.toContain("async></script>");
  });

  it("fails the build, naming the page, when a Gatsby page has no script tags to defer", () => {
    expect(() => deferAppScripts(gatsbyPage(""), "public/contact/index.html")).toThrow("public/contact/index.html");
    const otherPath = gatsbyPage(tags()).replace(/\/\*<!\[CDATA\[\*\/.*?\/\*\]\]>\*\//, "window.pagePath='/'");
    expect(() => deferAppScripts(otherPath, "public/gallery/index.html")).toThrow("public/gallery/index.html");
  });

  it("fails the build, naming the page and the script, when a script is not of the form the starter starts", () => {
    for (const src of ["//evil.example/x.js", "/app.js", "/static/app-11111111111111111111.js"]) {
      expect(() => deferAppScripts(gatsbyPage(tags("index", [script("app", 3), src])), "public/contact/index.html")).toThrow(
        `public/contact/index.html: Gatsby's script "${src}" is not a file of the build`,
      );
    }
  });

  it("fails the build, naming the page, when Gatsby's scripts slice is not where the starter goes", () => {
    const noSlice = `<html><body><main>Home</main>${loader("/")}${tags()}</body></html>`;
    expect(() => deferAppScripts(noSlice, "public/index.html")).toThrow("public/index.html: Gatsby's scripts slice");
  });
});

describe("the policy's script hashes", () => {
  /** A built site of `count` pages over three templates, rewritten as the build does: its inline script hashes. */
  function hashesFor(count: number): string[] {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    try {
      for (let i = 0; i < count; i++) {
        const page = path.join(dir, "packages", `trip-${i}`, "index.html");
        fs.mkdirSync(path.dirname(page), { recursive: true });
        fs.writeFileSync(page, gatsbyPage(tags(["index", "package", "theme"][i % 3]), `/packages/trip-${i}`));
      }
      deferAppScriptsIn(dir);
      return inlineScriptHashes(dir);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  it("are as many for 300 pages as for 3: the policy does not grow with the catalogue", () => {
    const few = hashesFor(3);
    expect(few).toHaveLength(2); // the starter and Gatsby's compilation hash
    expect(hashesFor(300)).toEqual(few);
  });
});
