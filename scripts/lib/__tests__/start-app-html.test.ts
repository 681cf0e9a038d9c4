import { deferAppScripts } from "../start-app-html";

// What the build does to each page Gatsby writes: its script tags become the inline starter.
const gatsbyPage = (scripts: string) =>
  `<html><body><main>Home</main><script id="gatsby-script-loader">window.pagePath="/";</script>${scripts}</body></html>`;
const tags = `<script src="/webpack-runtime-1a.js" async></script><script src="/framework-2b.js" async></script><script src="/app-3c.js" async></script>`;

describe("deferring Gatsby's scripts in the built pages", () => {
  it("replaces the script tags with a starter that names the same scripts, in order", () => {
    const html = deferAppScripts(gatsbyPage(tags), "public/index.html");
    expect(html).not.toContain("async></script>");
    expect(html).toMatch(/<script id="start-app">[^<]*\["\/webpack-runtime-1a.js","\/framework-2b.js","\/app-3c.js"\]\);<\/script><\/body>/);
    expect(html).toContain("<main>Home</main>");
  });

  it("leaves pages Gatsby did not render, and pages already rewritten, as they are", () => {
    const editor = `<html><body><script src="/admin/sveltia-cms.js" async></script></body></html>`;
    expect(deferAppScripts(editor, "public/admin/index.html")).toBe(editor);
    const once = deferAppScripts(gatsbyPage(tags), "public/index.html");
    expect(deferAppScripts(once, "public/index.html")).toBe(once);
  });

  it("fails the build, naming the page, when a Gatsby page has no script tags to defer", () => {
    expect(() => deferAppScripts(gatsbyPage(""), "public/contact/index.html")).toThrow("public/contact/index.html");
  });
});
