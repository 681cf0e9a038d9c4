/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { editorOrigin, moveEditorAway, writeEditorSite } from "../editor-origin";
import { headersFor, readHeaderRules, readRedirectRules } from "../../../scripts/lib/host-rules.mjs";

// The editor at an origin of its own (issue 60): Sveltia CMS keeps an editor's GitHub token in
// localStorage, which any script on the same origin can read. With EDITOR_ORIGIN set, the public
// site serves no editor and sends every /admin address there; `npm run build:editor` builds that
// origin's site from the same repository (docs/decisions/0043-the-editor-at-its-own-origin.md).
const project = path.resolve(__dirname, "..", "..", "..");
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-origin-"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("EDITOR_ORIGIN", () => {
  it("is an https origin, or a local one for testing on this machine; unset, the editor stays at /admin/", () => {
    expect(editorOrigin({})).toBeUndefined();
    expect(editorOrigin({ EDITOR_ORIGIN: "https://edit.example.com" })).toBe("https://edit.example.com");
    expect(editorOrigin({ EDITOR_ORIGIN: " https://edit.example.com/ " })).toBe("https://edit.example.com");
    expect(editorOrigin({ EDITOR_ORIGIN: "http://127.0.0.1:9061" })).toBe("http://127.0.0.1:9061");
  });

  it.each(["http://edit.example.com", "https://edit.example.com/admin/", "edit.example.com", "https://user@edit.example.com", "https://edit.example.com?x"])(
    "stops the build, naming the variable, when it is %s",
    (value) => {
      expect(() => editorOrigin({ EDITOR_ORIGIN: value })).toThrow(
        `EDITOR_ORIGIN: "${value}" is not the editor site's origin; write its https address alone, like https://edit.example.com (README.md, "Editing with forms")`,
      );
    },
  );
});

describe("the public site, with the editor elsewhere", () => {
  function publicBuild() {
    fs.mkdirSync(path.join(dir, "admin", "fonts"), { recursive: true });
    fs.writeFileSync(path.join(dir, "admin", "index.html"), "<!doctype html><title>Content editor</title>");
    fs.writeFileSync(path.join(dir, "admin", "sveltia-cms.js"), "cms()");
    fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Home</title>");
    fs.copyFileSync(path.join(project, "static", "_redirects"), path.join(dir, "_redirects"));
  }

  it("holds no editor, and sends every address of /admin to the editor's origin, as Netlify's matcher reads the rules", async () => {
    publicBuild();
    moveEditorAway(dir, "https://edit.example.com");
    expect(fs.existsSync(path.join(dir, "admin"))).toBe(false);
    expect(fs.existsSync(path.join(dir, "index.html"))).toBe(true);
    const { match, errors } = await readRedirectRules(path.join(dir, "_redirects"));
    expect(errors).toEqual([]);
    for (const [address, to] of [
      ["/admin", "https://edit.example.com/admin/"],
      ["/admin/", "https://edit.example.com/admin/"],
      ["/admin/index.html", "https://edit.example.com/admin/index.html"],
      ["/admin/config.yml", "https://edit.example.com/admin/config.yml"],
    ]) {
      expect({ address, ...match(address) }).toMatchObject({ address, to, status: 301, force: true });
    }
    expect(match("/about")).toMatchObject({ to: "/about/story" });
  });
});

describe("the editor's own site (npm run build:editor)", () => {
  it("holds the editor alone, under its own policy in the header and the page, never indexed, its root leading to it", async () => {
    const site = path.join(dir, "editor-public");
    writeEditorSite(project, site, { CMS_REPO: "summit/site" });
    const files = (d: string): string[] =>
      fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(d, e.name)).map((f) => `${e.name}/${f}`) : [e.name]));
    const written = files(site);
    expect(written).toEqual(expect.arrayContaining(["_headers", "_redirects", "robots.txt", "admin/index.html", "admin/sveltia-cms.js", "admin/config.yml"]));
    expect(written.filter((f) => !/^(_headers|_redirects|robots\.txt|admin\/.+)$/.test(f))).toEqual([]);
    expect(fs.readFileSync(path.join(site, "admin", "config.yml"), "utf8")).toContain('"repo": "summit/site"');
    expect(fs.readFileSync(path.join(site, "robots.txt"), "utf8")).toBe("User-agent: *\nDisallow: /\n");

    const { rules, errors } = await readHeaderRules(path.join(site, "_headers"));
    expect(errors).toEqual([]);
    const editor = headersFor(rules, "/admin/");
    expect(editor["Content-Security-Policy"]).toMatch(/^default-src 'self'; script-src 'self'; .*https:\/\/api\.github\.com/);
    expect(editor["X-Robots-Tag"]).toBe("noindex, nofollow");
    expect(editor["Strict-Transport-Security"]).toMatch(/max-age=31536000; includeSubDomains/);
    const page = fs.readFileSync(path.join(site, "admin", "index.html"), "utf8");
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(page)?.[1];
    expect(meta).toBe(editor["Content-Security-Policy"].replace(/; frame-ancestors 'none'/, ""));
    expect(page).toContain('<meta name="robots" content="noindex, nofollow" />');

    const { match } = await readRedirectRules(path.join(site, "_redirects"));
    expect(match("/")).toMatchObject({ to: "/admin/", status: 301 });
    expect(match("/admin/index.html")).toMatchObject({ to: "/admin/", status: 301, force: true });
  });
});
