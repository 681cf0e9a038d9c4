#!/usr/bin/env node
// Serves the production build (public/) the way Netlify does, with Netlify's own parsers and rule
// matcher (scripts/lib/host-rules.mjs): a forced rule ("!") first, then files, then the first
// _redirects rule the path matches, then 404.html with status 404; the headers of every _headers
// rule the request path matches on every response; text gzipped, each file once (gzipOnce).
// Env: PORT (9000), HOST (127.0.0.1), PUBLIC_DIR (relative to the project, or absolute).
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import compression from "compression";
import { headersFor, readHeaderRules, readRedirectRules } from "./lib/host-rules.mjs";
import { isPrivateFile, pageAddressOf, plainSpelling } from "./lib/canonical-path.mjs";

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
const headers = await readHeaderRules(path.join(root, "_headers"));
const redirects = await readRedirectRules(path.join(root, "_redirects"));
// Netlify logs a rule it cannot parse and goes on without it; so does this server, loudly.
for (const error of [...headers.errors, ...redirects.errors]) console.error(error);
const notFoundPage = read("404.html");

// sirv (not dev mode) indexes public/ once at start-up and only ever serves those files, so no
// request path can reach outside it. "html" makes clean URLs work: /about/team -> about/team/index.html.
// Its MIME table lacks .ico and a charset on text types, so those few are set here.
const types = {
  ".ico": "image/x-icon",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};
const files = sirv(root, {
  extensions: ["html"],
  setHeaders: (res, pathname) => types[path.extname(pathname)] && res.setHeader("Content-Type", types[path.extname(pathname)]),
});
// Bodies the server makes (the 404 page, a rule's target page) are gzipped as they go.
const gzip = compression();

// The host sends text gzipped; so does this server, but each file is compressed once, on its first
// request, and kept (the end-to-end tests load the same scripts and pages hundreds of times, and
// gzipping each response again cost their two cores; docs/decisions/0051-test-server-gzips-once.md).
// The file is the one sirv sends, found as sirv finds it (its index, the address as it reads it, its
// candidates for extensions ["html"]), with the type sirv gives it. Text only, from 1 KB, as `compression`.
// sirv's own types for the text files a build has (mrmime's, a charset on HTML only).
const sirvTypes = {
  ".html": "text/html;charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".txt": "text/plain",
  ".json": "application/json",
  ".map": "application/json",
  ".xml": "text/xml",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
  ".yml": "text/yaml",
  ".wasm": "application/wasm",
};
const isText = (type) => /^(text\/|image\/svg\+xml|application\/(json|manifest\+json|xml|wasm))\b/.test(type);
// sirv's index: every file at start-up but dot files (by its own test), as "/" + name.
const indexed = new Map(
  fs
    .readdirSync(root, { recursive: true })
    .filter((name) => /\.well-known[\\+/]/.test(name) || !/(^\.|[\\+|/+]\.)/.test(name))
    .filter((name) => fs.statSync(path.join(root, name)).isFile())
    .map((name) => [`/${name.normalize().replace(/\\+/g, "/")}`, path.join(root, name)]),
);

/** The address sirv looks a request up by: @polka/url's pathname (cut at "#", then "?"), decodeURI'd if it can be. */
function sirvPath(url) {
  let address = url;
  for (const mark of ["#", "?"]) {
    const at = address.indexOf(mark, 1);
    if (at > 0) address = address.slice(0, at);
  }
  try {
    return address.includes("%") ? decodeURI(address) : address;
  } catch {
    return address;
  }
}

const zipped = new Map();
/** A file's gzipped body, made at its first request and again only if the file has changed. */
function gzipOf(file) {
  const { size, mtime } = fs.statSync(file);
  const key = `${size} ${mtime.getTime()}`;
  if (zipped.get(file)?.key !== key) zipped.set(file, { key, size, modified: mtime.toUTCString(), body: zlib.gzipSync(fs.readFileSync(file), { level: 9 }) });
  return zipped.get(file);
}

/** Sends the file sirv would send, gzipped, when it is text and the browser takes gzip; anything else goes to `next`. */
function gzipOnce(req, res, next) {
  if (!/\bgzip\b/.test(req.headers["accept-encoding"] ?? "")) return next();
  const address = sirvPath(req.url);
  const stem = address.replace(/\/$/, "");
  const candidates = ["", ".html"].flatMap((ext) => [...(stem ? [stem + ext] : []), `${stem}/index${ext}`]);
  const file = indexed.get(candidates.find((candidate) => indexed.has(candidate)));
  // As sirv: a type set before (a _headers rule) wins, then ours for the address, then its own.
  const type = file && (res.getHeader("Content-Type") ?? types[path.extname(address)] ?? sirvTypes[path.extname(file)]);
  if (!type || !isText(type)) return next();
  const { size, modified, body } = gzipOf(file);
  if (size < 1024) return next();
  res.setHeader("Content-Type", type);
  if (!res.getHeader("Last-Modified")) res.setHeader("Last-Modified", modified);
  res.writeHead(200, { "Content-Encoding": "gzip", "Content-Length": body.length, Vary: "Accept-Encoding" });
  res.end(req.method === "HEAD" ? undefined : body);
}

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

// The Location of every redirect to a path on this site. Browsers read "\" as "/" and drop tabs and
// newlines anywhere in a URL, so "/\evil.example" and "/<tab>/evil.example" (a decoded %09 in a
// splat) would be as protocol-relative as "//evil.example": anything outside visible ASCII is
// percent-encoded (Node also refuses it in a header) and the leading slashes collapse to one.
const sitePath = (target) => target.replace(/[^\x21-\x7e]/gu, encodeURIComponent).replace(/^[/\\]+/, "/");

function send(res, status, type, body) {
  res.writeHead(status, { "Content-Type": type, "Content-Length": Buffer.byteLength(body) });
  res.end(body);
}

const notFound = (res) => (notFoundPage ? send(res, 404, "text/html; charset=utf-8", notFoundPage) : send(res, 404, "text/plain; charset=utf-8", "Not found"));

// What a matched _redirects rule does: a 3xx redirects (":splat" already filled in by the matcher),
// a 200 serves its target at the typed address, any other status (a language's own 404 page:
// /hi/* -> /hi/404 404) serves its target page with that status. A missing target is a 404.
function applyRule(req, res, rule) {
  if (rule.status >= 300 && rule.status < 400) {
    // A splat could start the target with "//", which browsers read as another host. A rule's own
    // absolute target (https://...) is the site's choice and stays as written.
    res.writeHead(rule.status, { Location: /^[/\\]/.test(rule.to) ? sitePath(rule.to) : rule.to });
    return res.end();
  }
  const target = rule.to.split(/[?#]/)[0];
  if (rule.status === 200) {
    req.url = target; // the URL the visitor sees is unchanged; sirv looks up the target instead
    return gzipOnce(req, res, () => files(req, res, () => notFound(res)));
  }
  const page = read(`${target}.html`) ?? read(path.join(target, "index.html")) ?? read(target);
  if (page) return send(res, rule.status, "text/html; charset=utf-8", page);
  return notFound(res);
}

/** A 301 to the address's one spelling (canonical-path.mjs), its query kept. */
function toCanonical(res, target, query) {
  res.writeHead(301, { Location: sitePath(target) + (query ? `?${query}` : "") });
  res.end();
}

function refuse(res) {
  res.setHeader("Allow", "GET, HEAD");
  return send(res, 405, "text/plain; charset=utf-8", "Method not allowed");
}

const formLimit = 65536;

// 413 for a body over the limit, none of it kept. Node would destroy the socket the moment the answer
// is out; with the client still sending, the kernel then resets the connection and the client often
// never reads the 413 (RFC 9112 9.6). So only our side is closed, what still comes is read and
// dropped, never kept, and the connection is cut a second later whatever is left of a 600 MB body.
function tooLarge(req, res) {
  const { socket } = req;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), 1000).unref();
  };
  req.removeAllListeners("data");
  req.resume();
  res.setHeader("Connection", "close");
  send(res, 413, "text/plain; charset=utf-8", "Payload too large");
}

/** A urlencoded body of at most 64 KiB, parsed; a larger one is answered 413 here and never reaches done. */
function readForm(req, res, done) {
  // A declared length over the limit is refused before a byte of the body is read.
  if (Number(req.headers["content-length"]) > formLimit) return tooLarge(req, res);
  const chunks = [];
  let size = 0;
  let over = false;
  req.on("data", (chunk) => {
    size += chunk.length;
    chunks.push(chunk);
    // A chunked body declares no length: it is counted as it comes and cut off at the limit.
    if (size > formLimit) {
      over = true;
      chunks.length = 0;
      tooLarge(req, res);
    }
  });
  req.on("end", () => over || done(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))));
  req.on("error", () => over || res.destroy());
}

function handle(req, res) {
  // sirv pipes a file stream into the response; if the file vanished since start-up (a rebuild),
  // that stream's error would otherwise be unhandled and kill the process.
  res.on("pipe", (source) => source.on("error", () => res.destroy()));
  const [urlPath, query = ""] = req.url.split("#")[0].split(/\?(.*)/s); // the path still percent-encoded, as _headers expects
  for (const [name, value] of Object.entries(headersFor(headers.rules, urlPath))) res.setHeader(name, value);

  if (isHostile(urlPath)) return send(res, 400, "text/plain; charset=utf-8", "Bad request");
  // A form post (urlencoded, naming its form in "form-name") is answered as Netlify Forms answers
  // it: at "/" (the form's script) with 200, at any other path (the form's action, a thank-you page)
  // with 303 to that page. Nothing is stored. Any other post is refused, as by a plain static host.
  if (req.method === "POST" && /^application\/x-www-form-urlencoded\b/i.test(req.headers["content-type"] ?? "")) {
    return readForm(req, res, (form) => {
      if (!form.get("form-name")) return refuse(res);
      if (urlPath === "/") return send(res, 200, "text/plain; charset=utf-8", "Form received");
      // A post to //evil.example is answered with /evil.example: never a redirect off the site.
      res.writeHead(303, { Location: sitePath(urlPath) });
      res.end();
    });
  }
  if (req.method !== "GET" && req.method !== "HEAD") return refuse(res);
  // Another spelling of an address (an encoded letter) is sent to the plain one, whose rules apply.
  const plain = plainSpelling(urlPath);
  if (plain !== urlPath) return toCanonical(res, plain, query);
  // The matcher takes the decoded path, as netlify dev gives it. A broken escape (/services/beach%2)
  // names no file, but the rules still apply to it, so an unknown service address gets Service Not Found.
  const decoded = decode(urlPath);
  const rule = redirects.match(decoded ?? urlPath, query);
  // A page's file named in its address goes to the page's address, unless a forced rule says where.
  const page = rule?.force ? null : pageAddressOf(decoded ?? urlPath);
  if (page !== null) return toCanonical(res, page, query);
  // sirv trusts the Range header (a reversed range throws), and a static site needs no ranges.
  delete req.headers.range;
  // A file shadows a rule unless the rule is forced ("301!", "200!"). Only the plain spelling names
  // a file: an escape left (%2F, %20, a broken one) would be decoded by sirv into a path no rule saw.
  const onRule = () => (rule ? applyRule(req, res, rule) : notFound(res));
  if (rule?.force || decoded !== urlPath || isPrivateFile(decoded)) return gzip(req, res, onRule);
  gzipOnce(req, res, () => gzip(req, res, () => files(req, res, onRule)));
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
