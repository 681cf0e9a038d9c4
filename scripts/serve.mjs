#!/usr/bin/env node
// Serves the production build (public/) the way a Netlify-style static host does: files first,
// then _redirects rewrites, then 404.html with status 404; _headers applied; gzip on the fly.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", process.env.PUBLIC_DIR || "public");
const port = Number(process.env.PORT || 9000);
const host = process.env.HOST || "127.0.0.1";

const types = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8", ".json": "application/json; charset=utf-8", ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8", ".txt": "text/plain; charset=utf-8", ".svg": "image/svg+xml",
  ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".webp": "image/webp", ".avif": "image/avif",
  ".ico": "image/x-icon", ".woff2": "font/woff2", ".map": "application/json",
};
const compressible = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg)/;

const toRegExp = (pattern) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "(.*)").replace(/:(\w+)/g, "([^/]+)")}$`);

function readRules(file, parse) {
  try {
    return parse(fs.readFileSync(path.join(root, file), "utf8"));
  } catch {
    return [];
  }
}

const headerRules = readRules("_headers", (text) => {
  const rules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ match: toRegExp(line.trim()), headers: [] });
    else if (rules.length) {
      const i = line.indexOf(":");
      rules.at(-1).headers.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
    }
  }
  return rules;
});

const redirectRules = readRules("_redirects", (text) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"))
    .map((l) => {
      const [from, to, status = "301"] = l.split(/\s+/);
      return { match: toRegExp(from), to, status: parseInt(status, 10) };
    }),
);

function fileFor(urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const base = path.join(root, clean);
  if (!base.startsWith(root)) return null;
  for (const candidate of [base, path.join(base, "index.html"), `${base}.html`]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next form */
    }
  }
  return null;
}

function send(req, res, file, status, urlPath) {
  const type = types[path.extname(file)] || "application/octet-stream";
  const headers = { "Content-Type": type };
  for (const rule of headerRules) {
    if (rule.match.test(urlPath)) for (const [k, v] of rule.headers) headers[k] = v;
  }
  let body = fs.readFileSync(file);
  if (compressible.test(type) && /\bgzip\b/.test(req.headers["accept-encoding"] || "")) {
    body = zlib.gzipSync(body);
    headers["Content-Encoding"] = "gzip";
    headers["Vary"] = "Accept-Encoding";
  }
  headers["Content-Length"] = body.length;
  res.writeHead(status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

const server = http.createServer((req, res) => {
  // A static host without form handling: posts are refused, as they would be without Netlify.
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain" });
    return res.end("Method not allowed");
  }
  const url = new URL(req.url, "http://localhost");
  const urlPath = url.pathname;
  const direct = fileFor(urlPath);
  if (direct) return send(req, res, direct, 200, urlPath);
  for (const rule of redirectRules) {
    const m = urlPath.match(rule.match);
    if (!m) continue;
    const target = rule.to.replace(":splat", m[1] ?? "");
    if (rule.status === 200) {
      const file = fileFor(target);
      if (file) return send(req, res, file, 200, urlPath);
    } else {
      res.writeHead(rule.status, { Location: target });
      return res.end();
    }
  }
  const notFound = fileFor("/404.html");
  if (notFound) return send(req, res, notFound, 404, urlPath);
  res.writeHead(404, { "Content-Type": "text/plain" });
  res.end("Not found");
});

server.listen(port, host, () => console.log(`Serving ${root} at http://${host}:${port}`));
