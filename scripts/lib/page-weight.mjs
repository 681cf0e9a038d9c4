// Every byte a first visit to a page needs before the page is interactive, read from a build:
// the HTML, the response headers, Gatsby's page data (page-data.json, its static queries'
// results and app-data.json), the JavaScript the page starts, and the images above the fold.
// Each is counted as it travels: gzip for files (as the host compresses them), raw for headers.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { headersFor, readHeaderRules } from "./host-rules.mjs";

const gzipBytes = (buffer) => zlib.gzipSync(buffer).length;
const fileBytes = (publicDir, address) => {
  const file = path.join(publicDir, decodeURIComponent(address.split("?")[0]));
  return fs.existsSync(file) && fs.statSync(file).isFile() ? gzipBytes(fs.readFileSync(file)) : 0;
};

// Lighthouse's phone: 412 CSS px wide at a device pixel ratio of 1.75.
const PHONE_PIXELS = Math.ceil(412 * 1.75);

/** The page file of a route: / is index.html, /about/team is about/team/index.html. */
export function pageFile(publicDir, route) {
  const rel = route.replace(/^\/|\/$/g, "");
  return path.join(publicDir, rel, "index.html");
}

/** Gatsby's page-data folder of a route: / is page-data/index. */
const pageDataDir = (publicDir, route) => path.join(publicDir, "page-data", route.replace(/^\/|\/$/g, "") || "index");

/** The scripts a page starts: from the starter's JSON (docs/decisions/0019), or Gatsby's own tags. */
function startedScripts(html) {
  const start = /<script type="application\/json">([^<]*)<\/script><script id="start-app">/.exec(html);
  if (start) return JSON.parse(start[1]).scripts;
  return [...html.matchAll(/<script src="([^"]+)" async><\/script>/g)].map((m) => m[1]);
}

/**
 * The images a phone fetches before anything else: each eager image (the hero), as the smallest
 * AVIF candidate at least as wide as the phone's screen in device pixels (or the widest there is).
 */
function aboveFoldImages(html) {
  const eager = [...html.matchAll(/<picture>(?:(?!<\/picture>)[\s\S])*?<\/picture>/g)].map((m) => m[0]).filter((p) => /<img[^>]*loading="eager"/.test(p));
  return eager
    .map((picture) => {
      const srcset = /<source type="image\/avif" srcSet="([^"]+)"/.exec(picture)?.[1] ?? /<img[^>]*src="([^"]+)"/.exec(picture)?.[1] ?? "";
      const candidates = srcset
        .split(",")
        .map((c) => c.trim().split(/\s+/))
        .map(([url, w]) => ({ url, width: Number.parseInt(w ?? "0", 10) }))
        .sort((a, b) => a.width - b.width);
      return (candidates.find((c) => c.width >= PHONE_PIXELS) ?? candidates.at(-1))?.url;
    })
    .filter(Boolean);
}

/**
 * A built page's weight before it is interactive, in bytes: { html, headers, pageData, js, images, total }.
 * `rules` are the host's header rules (readHeaderRules of public/_headers).
 */
export function pageWeight(publicDir, route, rules) {
  const html = fs.readFileSync(pageFile(publicDir, route), "utf8");
  const headers = Object.entries(headersFor(rules, route)).reduce((sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 0);
  const dataDir = pageDataDir(publicDir, route);
  const pageDataFile = path.join(dataDir, "page-data.json");
  const { staticQueryHashes: staticQueries = [], componentChunkName } = fs.existsSync(pageDataFile) ? JSON.parse(fs.readFileSync(pageDataFile, "utf8")) : {};
  const pageData =
    fileBytes(dataDir, "page-data.json") +
    fileBytes(publicDir, "/page-data/app-data.json") +
    staticQueries.reduce((sum, hash) => sum + fileBytes(publicDir, `/page-data/sq/d/${hash}.json`), 0);
  // The scripts the page starts, then its template's chunks, which the runtime fetches before it hydrates.
  const chunkMap = JSON.parse(fs.readFileSync(path.join(publicDir, "chunk-map.json"), "utf8"));
  const scripts = new Set([...startedScripts(html), ...(chunkMap[componentChunkName] ?? [])]);
  const js = [...scripts].reduce((sum, src) => sum + fileBytes(publicDir, src), 0);
  // Images are already compressed: their own bytes are what travels.
  const images = aboveFoldImages(html).reduce((sum, src) => {
    const file = path.join(publicDir, decodeURIComponent(src));
    return sum + (fs.existsSync(file) ? fs.statSync(file).size : 0);
  }, 0);
  const weight = { html: gzipBytes(Buffer.from(html)), headers, pageData, js, images };
  return { route, ...weight, total: Object.values(weight).reduce((a, b) => a + b, 0) };
}

/** The built pages' routes (every index.html outside the editor and Gatsby's own folders). */
export function builtRoutes(publicDir) {
  const walk = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      if (e.isDirectory())
        return ["admin", "page-data", "static", "_gatsby", "fonts"].includes(e.name) && dir === publicDir ? [] : walk(path.join(dir, e.name));
      return e.name === "index.html" ? [`/${path.relative(publicDir, dir).split(path.sep).join("/")}`.replace(/\/$/, "") || "/"] : [];
    });
  return walk(publicDir).sort();
}

/** Every built page's weight, by route. */
export async function pageWeights(publicDir, routes = builtRoutes(publicDir)) {
  const { rules } = await readHeaderRules(path.join(publicDir, "_headers"));
  return new Map(routes.map((route) => [route, pageWeight(publicDir, route, rules)]));
}

/** "12.3 KB" for a byte count. */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
