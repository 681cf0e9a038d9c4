/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { builtRoutes, pageWeights } from "../page-weight.mjs";

// What a first visit to a page costs before it is interactive, read from a build as the benchmarks do.
let dir: string;
const write = (file: string, text: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};
const gz = (text: string) => zlib.gzipSync(Buffer.from(text)).length;

const hero = `<picture><source type="image/avif" srcSet="/static/a/480.avif 480w,
/static/a/768.avif 768w,
/static/a/1440.avif 1440w" sizes="100vw"/><img src="/static/a/1440.jpg" loading="eager" alt=""/></picture>`;
const lazy = `<picture><source type="image/avif" srcSet="/static/b/800.avif 800w" sizes="50vw"/><img src="/static/b/800.jpg" loading="lazy" alt=""/></picture>`;
const start = (scripts: string[]) =>
  `<script type="application/json">${JSON.stringify({ pagePath: "/trip", scripts })}</script><script id="start-app">start()</script>`;
const page = `<html><body>${hero}${lazy}${start(["/app-1.js"])}</body></html>`;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
  write("trip/index.html", page);
  write("admin/index.html", "<html></html>");
  write("_headers", "/*\n  X-Frame-Options: DENY\n/admin/*\n  X-Robots-Tag: noindex\n");
  write("app-1.js", "console.log('app')");
  write("component---trip-2.js", "console.log('trip')");
  write("chunk-map.json", JSON.stringify({ app: ["/app-1.js"], "component---trip": ["/component---trip-2.js"] }));
  write("page-data/trip/page-data.json", JSON.stringify({ componentChunkName: "component---trip", staticQueryHashes: ["7"], result: {} }));
  write("page-data/sq/d/7.json", '{"data":{"site":1}}');
  write("page-data/app-data.json", '{"webpackCompilationHash":"x"}');
  write("static/a/768.avif", Buffer.alloc(3000));
  write("static/a/1440.avif", Buffer.alloc(9000));
  write("static/b/800.avif", Buffer.alloc(5000));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a page's weight before it is interactive", () => {
  it("lists the built pages, never the editor", () => {
    expect(builtRoutes(dir)).toEqual(["/trip"]);
  });

  it("counts the HTML, headers, page data, started scripts with the template's chunk, and the hero at a phone's width", async () => {
    const weight = (await pageWeights(dir)).get("/trip")!;
    expect(weight.html).toBe(gz(page));
    expect(weight.headers).toBe("X-Frame-Options: DENY\r\n".length);
    expect(weight.pageData).toBe(
      gz(fs.readFileSync(path.join(dir, "page-data/trip/page-data.json"), "utf8")) + gz('{"data":{"site":1}}') + gz('{"webpackCompilationHash":"x"}'),
    );
    expect(weight.js).toBe(gz("console.log('app')") + gz("console.log('trip')"));
    // 768 px is the narrowest candidate as wide as a phone's 721 device pixels; the lazy photo waits.
    expect(weight.images).toBe(3000);
    expect(weight.total).toBe(weight.html + weight.headers + weight.pageData + weight.js + weight.images);
  });
});
