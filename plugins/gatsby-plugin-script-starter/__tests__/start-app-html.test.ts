/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deferAppScripts, deferAppScriptsIn } from "../start-app-html";
import { inlineScriptHashes } from "../../gatsby-plugin-security-headers/security-headers";

// What the build does to each page Gatsby writes: its script tags and its page-path script become
// the inline starter, one text for every page, after a JSON <script> with the page's own facts.
const loader = (pagePath: string) => `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>`;
const gatsbyPage = (scripts: string, pagePath = "/") =>
  `<html><body><main>Home</main>${loader(pagePath)}<script>window.___webpackCompilationHash="1a";</script>${scripts}</body></html>`;
const tags = (template = "index") =>
  `<script src="/webpack-runtime-1a.js" async></script><script src="/app-3c.js" async></script><script src="/component---${template}-4d.js" async></script>`;
const pageStart = (html: string) => JSON.parse(html.match(/<script type="application\/json" id="page-start">([^<]*)<\/script>/)![1]);
const starter = (html: string) => html.match(/<script id="start-app">([^<]*)<\/script>/)![1];

describe("deferring Gatsby's scripts in the built pages", () => {
  it("replaces the script tags with a starter, and the page's address and scripts with data it reads", () => {
    const html = deferAppScripts(gatsbyPage(tags(), "/about/team"), "public/about/team/index.html");
    expect(html).not.toContain("async></script>");
    expect(html).not.toContain("gatsby-script-loader");
    expect(pageStart(html)).toEqual({ pagePath: "/about/team", scripts: ["/webpack-runtime-1a.js", "/app-3c.js", "/component---index-4d.js"] });
    expect(html).toMatch(
      /<main>Home<\/main><script type="application\/json" id="page-start">[^<]*<\/script><script>[^<]*<\/script><script id="start-app">[^<]*<\/script><\/body>/,
    );
    expect(html).toContain("<main>Home</main>");
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

  it("starts again a page a warm build re-stitched: its script tags back, its data kept", () => {
    const once = deferAppScripts(gatsbyPage(tags("index"), "/gallery"), "public/gallery/index.html");
    const restitched = once.replace(/<script id="start-app">[^<]*<\/script>/, tags("gallery"));
    const again = deferAppScripts(restitched, "public/gallery/index.html");
    expect(pageStart(again)).toEqual({ pagePath: "/gallery", scripts: ["/webpack-runtime-1a.js", "/app-3c.js", "/component---gallery-4d.js"] });
    expect(starter(again)).toBe(starter(once));
    expect(again).not.toContain("async></script>");
  });

  it("fails the build, naming the page, when a Gatsby page has no script tags to defer", () => {
    expect(() => deferAppScripts(gatsbyPage(""), "public/contact/index.html")).toThrow("public/contact/index.html");
    const otherPath = gatsbyPage(tags()).replace(/\/\*<!\[CDATA\[\*\/.*?\/\*\]\]>\*\//, "window.pagePath='/'");
    expect(() => deferAppScripts(otherPath, "public/gallery/index.html")).toThrow("public/gallery/index.html");
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
