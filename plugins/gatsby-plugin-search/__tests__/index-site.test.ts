/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// The indexer runs as its own Node process at build time (Pagefind is ES modules only); so here.
const script = path.join(__dirname, "..", "index-site.mjs");
let dir: string;

const page = (file: string, lang: string, main: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(
    path.join(dir, file),
    `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><header><nav>Menu Headerword</nav></header>${main}<footer>Footerword</footer></body></html>`,
  );
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  page("index.html", "en", '<main data-pagefind-body="" data-pagefind-meta="kind:page"><h1>Home</h1><p>Holidays</p></main>');
  page("packages/domestic/ladakh/index.html", "en", '<main data-pagefind-body="" data-pagefind-meta="kind:package"><h1>Ladakh Road Trip</h1></main>');
  page("hi/packages/domestic/ladakh/index.html", "hi", '<main data-pagefind-body="" data-pagefind-meta="kind:package"><h1>लद्दाख रोड ट्रिप</h1></main>');
  // Unmarked: the thank-you page, the 404 page, the editor.
  page("contact/thanks/index.html", "en", "<main><h1>Thank you</h1></main>");
  page("404.html", "en", "<main><h1>Page Not Found</h1></main>");
  page("admin/index.html", "en", "<div id=cms></div>");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = () => JSON.parse(execFileSync(process.execPath, [script, dir], { encoding: "utf8" }).trim());

describe("index-site.mjs", () => {
  it("indexes the marked pages only, one index per language, and reports them", () => {
    const indexed = run();
    expect(indexed).toMatchObject({ pages: 3, languages: { en: 2, hi: 1 } });
    expect(indexed.seconds).toBeGreaterThan(0);
    const entry = JSON.parse(fs.readFileSync(path.join(dir, "pagefind", "pagefind-entry.json"), "utf8"));
    expect(Object.keys(entry.languages).sort()).toEqual(["en", "hi"]);
  });

  it("writes Pagefind's browser module and worker, and not its ready-made interfaces", () => {
    run();
    const files = fs.readdirSync(path.join(dir, "pagefind"));
    expect(files).toEqual(expect.arrayContaining(["pagefind.js", "pagefind-worker.js", "wasm.en.pagefind", "wasm.hi.pagefind"]));
    expect(files.filter((f) => /ui|highlight/.test(f))).toEqual([]);
  });

  it("starts from an empty folder on every build", () => {
    fs.mkdirSync(path.join(dir, "pagefind", "fragment"), { recursive: true });
    fs.writeFileSync(path.join(dir, "pagefind", "fragment", "en_stale.pf_fragment"), "old");
    run();
    expect(fs.readdirSync(path.join(dir, "pagefind", "fragment"))).not.toContain("en_stale.pf_fragment");
  });
});
