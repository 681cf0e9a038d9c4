#!/usr/bin/env node
// Serves the production build (public/) the way a Netlify-style static host does: files first,
// then _redirects rules, then 404.html with status 404; _headers on every response; gzip on the fly.
// Env: PORT (9000), HOST (127.0.0.1), PUBLIC_DIR (relative to the project, or absolute).
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import compression from "compression";
import { headersFor, parseHeaders, parseRedirects, targetFor } from "./lib/host-rules.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", process.env.PUBLIC_DIR || "public");
const port = Number(process.env.PORT || 9000);
const host = process.env.HOST || "127.0.0.1";

const read = (file) => {
  try {
    return fs.readFileSync(path.join(root, file));
  } catch {
    return null;
  }
};
const headerRules = parseHeaders(String(read("_headers") ?? ""));
const redirectRules = parseRedirects(String(read("_redirects") ?? ""));
const notFoundPage = read("404.html");

// sirv (not dev mode) indexes public/ once at start-up and only ever serves those files, so no
// request path can reach outside it. "html" makes clean URLs work: /about/team -> about/team/index.html.
// Its MIME table lacks .ico and a charset on text types, so those few are set here.
const types = {
  ".ico": "image/x-icon", ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8", ".txt": "text/plain; charset=utf-8",
};
const files = sirv(root, {
  extensions: ["html"],
  setHeaders: (res, pathname) => types[path.extname(pathname)] && res.setHeader("Content-Type", types[path.extname(pathname)]),
});
const gzip = compression();

// Paths that try to leave public/ or that no file can have: NUL, backslashes, "." or ".."
// segments (also encoded as %2e / %2f / %5c), absurd lengths. They get a 400 before any lookup.
function isHostile(rawPath) {
  if (!rawPath.startsWith("/") || rawPath.length > 2048) return true;
  const decoded = decode(rawPath);
  if (decoded === null) return /\.\.|%2e|%5c|%00|\\/i.test(rawPath);
  return /[\0\\]/.test(decoded) || /(^|\/)\.\.?(\/|$)/.test(decoded);
}

const decode = (rawPath) => {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return null;
  }
};

function send(res, status, type, body) {
  res.writeHead(status, { "Content-Type": type, "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}

// No file matched: try the _redirects rules in order (a 200 rewrite whose target is not a file
// falls through to the next rule; a 404 rule serves its target with status 404), then the 404 page.
function fallback(req, res, urlPath, from = 0) {
  for (let i = from; i < redirectRules.length; i++) {
    const rule = redirectRules[i];
    const target = targetFor(rule, urlPath);
    if (target === null) continue;
    if (rule.status === 200) {
      req.url = target; // the URL the visitor sees is unchanged; sirv looks up the target instead
      return files(req, res, () => fallback(req, res, urlPath, i + 1));
    }
    if (rule.status === 404) {
      // A language's own 404 page (/hi/* -> /hi/404), served with status 404 at the typed address.
      const page = read(`${target}.html`) ?? read(path.join(target, "index.html"));
      if (page) return send(res, 404, "text/html; charset=utf-8", page);
      continue;
    }
    if (rule.status >= 300 && rule.status < 400) {
      // A splat could start the target with "//", which browsers read as another host.
      res.writeHead(rule.status, { Location: target.replace(/^\/{2,}/, "/") });
      return res.end();
    }
  }
  if (notFoundPage) send(res, 404, "text/html; charset=utf-8", notFoundPage);
  else send(res, 404, "text/plain; charset=utf-8", "Not found");
}

function handle(req, res) {
  // sirv pipes a file stream into the response; if the file vanished since start-up (a rebuild),
  // that stream's error would otherwise be unhandled and kill the process.
  res.on("pipe", (source) => source.on("error", () => res.destroy()));
  const urlPath = req.url.split(/[?#]/)[0]; // still percent-encoded, as _headers/_redirects expect
  for (const [name, value] of Object.entries(headersFor(headerRules, urlPath))) res.setHeader(name, value);

  // A static host without form handling: posts are refused, as they would be without Netlify.
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET, HEAD");
    return send(res, 405, "text/plain; charset=utf-8", "Method not allowed");
  }
  if (isHostile(urlPath)) return send(res, 400, "text/plain; charset=utf-8", "Bad request");
  // A forced redirect ("301!") applies even where a file exists.
  const forced = redirectRules.find((r) => r.force && r.status >= 300 && r.status < 400 && targetFor(r, urlPath) !== null);
  if (forced) {
    res.writeHead(forced.status, { Location: targetFor(forced, urlPath).replace(/^\/{2,}/, "/") });
    return res.end();
  }
  // sirv trusts the Range header (a reversed range throws), and a static site needs no ranges.
  delete req.headers.range;
  // A broken escape (/services/beach%2) names no file, but the _redirects rules still apply to
  // it, so an unknown service address gets Service Not Found like any other.
  if (decode(urlPath) === null) return gzip(req, res, () => fallback(req, res, urlPath));
  gzip(req, res, () => files(req, res, () => fallback(req, res, urlPath)));
}

const server = http.createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    // One bad request must not take the server (and every test using it) down.
    console.error(error);
    if (res.headersSent) res.destroy();
    else send(res, 500, "text/plain; charset=utf-8", "Internal server error");
  }
});

server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}`));
