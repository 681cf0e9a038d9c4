/** @jest-environment node */
// scripts/serve.mjs against a small fixture build: host rules, and hostile paths sent as raw
// request lines (fetch and http.request would normalise them before they reach the server).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";

const SECRET = "TOP-SECRET-5f3a";
const script = path.join(__dirname, "..", "..", "serve.mjs");
let dir: string;
let server: ChildProcess;
let port: number;
let output = "";

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
    probe.on("error", reject);
  });
}

type Reply = { status: number; headers: Record<string, string>; body: Buffer };

// One raw HTTP/1.1 exchange; the response is read until the server closes the connection.
function raw(requestLine: string, extra = ""): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("connect", () => socket.write(`${requestLine}\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`));
    socket.on("data", (c) => chunks.push(c));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
  });
}

// A raw exchange that sends a body, or the start of one, and waits at most `ms` for the answer. The
// server may close while the client still has bytes to send, so a reset after the answer is no error.
function exchange(head: string, chunks: string[] = [], ms = 3000): Promise<{ status: number; text: string; elapsed: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString("latin1");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text, elapsed: Date.now() - started });
    };
    const timer = setTimeout(finish, ms);
    socket.on("connect", () => {
      socket.write(`${head}\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      for (const chunk of chunks) socket.write(chunk);
    });
    socket.on("data", (c) => received.push(c));
    socket.on("error", () => {});
    socket.on("close", finish);
  });
}

const location = (text: string) => /\r\nLocation: ([^\r\n]*)\r\n/i.exec(text)?.[1];
// What a browser makes of a Location: WHATWG URL drops tabs and newlines and reads "\" as "/".
const staysOnSite = (target: string) => target.startsWith("/") && new URL(target, "http://localhost/").origin === "http://localhost";

function request(method: string, urlPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: urlPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers as Record<string, string>, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "serve-"));
  fs.writeFileSync(path.join(base, "secret.txt"), SECRET); // one level above the public dir
  dir = path.join(base, "public");
  write("index.html", `<!doctype html><title>Home</title><p>${"Home page. ".repeat(200)}</p>`);
  write("404.html", "<!doctype html><title>Not found</title>");
  write("about/team/index.html", "<!doctype html><title>Team</title>");
  write("services/beach/index.html", "<!doctype html><title>Beach</title>");
  write("services/[...]/index.html", "<!doctype html><title>Service Not Found</title>");
  write("static/app-0123.js", "console.log(1)");
  write("static/app-4567.js", `console.log("${"x".repeat(2000)}");`);
  write("static/page-data.json", JSON.stringify({ words: "y ".repeat(1000) }));
  write("static/photo.webp", "RIFF".padEnd(2000, "\0"));
  write("guides/long/index.html", `<!doctype html><title>Long guide</title><p>${"A long guide. ".repeat(100)}</p>`);
  write("docs/routing/redirections/index.html", "<!doctype html><title>Old docs page</title>");
  write("thanks/index.html", "<!doctype html><title>Thanks</title>");
  write("en/404.html", "<!doctype html><title>English not found</title>");
  write("hi/index.html", "<!doctype html><title>Hindi home</title>");
  write("admin/index.html", "<!doctype html><title>Editor</title>");
  write("_gatsby/slices/_gatsby-scripts-1.html", "<script>window.___chunkMapping={}</script>");
  write(
    "_headers",
    "/*\n  X-Frame-Options: DENY\n  Link: </a.css>; rel=preload\n\n/static/*\n  Cache-Control: public, max-age=31536000, immutable\n  Link: </b.css>; rel=preload\n\n/about/team\n  X-Page: team\n",
  );
  write(
    "_redirects",
    "/services/*  /services/[...]/index.html  200\n/old-tours/*  /services/:splat  301\n/go/*  /:splat  301\n" +
      "/about/team/index.html  /about/team  301!\n/services/beach/index.html  /beach  301\n" +
      // Netlify's blog, "Creating better, more predictable redirect rules for SPAs" (2020-04-07):
      // a file at the old address shadows the rule; "!" would force it.
      "/docs/routing/redirections  /docs/routing/redirects  301\n" +
      // docs.netlify.com/routing/redirects/redirect-options/ "Custom 404 page handling".
      "/en/*  /en/404.html  404\n/contact  /about/team  302\n/admin/index.html  /admin/  301!\n",
  );

  port = await freePort();
  // An absolute PUBLIC_DIR, as bench and the tests may pass.
  server = spawn(process.execPath, [script], { env: { ...process.env, PORT: String(port), PUBLIC_DIR: dir } });
  server.stderr!.on("data", (c) => (output += c));
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on("data", (c) => {
      output += c;
      if (output.includes("Serving")) resolve();
    });
    server.on("exit", (code) => reject(new Error(`serve.mjs exited with ${code}: ${output}`)));
  });
}, 20_000);

afterAll(() => {
  server?.kill();
  fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

describe("hostile request paths", () => {
  const cases = [
    "/%",
    "/beach%2",
    "/%2e%2e%2",
    `/${"a".repeat(10_000)}`,
    "/../secret.txt",
    "/static/../../secret.txt",
    "/%2e%2e/secret.txt",
    "/%2E%2E%2Fsecret.txt",
    "/..%2fsecret.txt",
    "/services/..%2f..%2fsecret.txt",
    "/..%5csecret.txt",
    "/static/%2e%2e%5c%2e%2e%5csecret.txt",
    "/..\\secret.txt",
    "/\\..\\secret.txt",
    "/index.html%00",
    "/%00/../secret.txt",
    "http://localhost/../secret.txt",
  ].map((target) => [target.length > 80 ? `/aaa… (${target.length} characters)` : target, target]);

  test.each(cases)("%s gets 400 or 404, never the secret, and the server lives on", async (_label, target) => {
    const reply = await raw(`GET ${target} HTTP/1.1`);
    expect([400, 404]).toContain(reply.status);
    expect(reply.text).not.toContain(SECRET);
    expect((await request("GET", "/")).status).toBe(200);
    expect(server.exitCode).toBeNull();
  });

  test("a malformed escape under /services/ gets the services rewrite, never a file (HEAD too)", async () => {
    const page = await raw("GET /services/beach%2 HTTP/1.1");
    expect(page.status).toBe(200);
    expect(page.text).toContain(fs.readFileSync(path.join(dir, "services", "[...]", "index.html"), "utf8"));
    expect((await raw("HEAD /services/beach%2 HTTP/1.1")).status).toBe(200);
    expect((await request("GET", "/")).status).toBe(200);
    expect(output).not.toMatch(/URIError|Error:/);
  });
});

describe("static host behaviour", () => {
  test("_headers on a 200, with the more specific rule added", async () => {
    const page = await request("GET", "/");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    const asset = await request("GET", "/static/app-0123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers["x-frame-options"]).toBe("DENY");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-type"]).toMatch(/^text\/javascript/);
  });

  test("unknown paths get 404.html with status 404 and the _headers", async () => {
    const reply = await request("GET", "/no/such/page");
    expect(reply.status).toBe(404);
    expect(reply.body.toString()).toContain("<title>Not found</title>");
    expect(reply.headers["x-frame-options"]).toBe("DENY");
  });

  test("clean URLs, real service files first, /404.html directly", async () => {
    expect((await request("GET", "/about/team")).body.toString()).toContain("<title>Team</title>");
    expect((await request("GET", "/about/team/")).status).toBe(200);
    expect((await request("GET", "/services/beach")).body.toString()).toContain("<title>Beach</title>");
    const direct = await request("GET", "/404.html");
    expect(direct.status).toBe(200);
    expect(direct.body.toString()).toContain("<title>Not found</title>");
  });

  test("a 200 rewrite serves the [...] page with the URL unchanged", async () => {
    const reply = await request("GET", "/services/unknown-slug");
    expect(reply.status).toBe(200);
    expect(reply.headers.location).toBeUndefined();
    expect(reply.body.toString()).toContain("<title>Service Not Found</title>");
    expect(reply.headers["x-frame-options"]).toBe("DENY");
  });

  test("a 301 rule redirects with :splat filled in", async () => {
    const reply = await request("GET", "/old-tours/beach");
    expect(reply.status).toBe(301);
    expect(reply.headers.location).toBe("/services/beach");
  });

  test("a forced rule (301!) redirects even where a file exists; an unforced one does not", async () => {
    const forced = await request("GET", "/about/team/index.html");
    expect(forced.status).toBe(301);
    expect(forced.headers.location).toBe("/about/team");
    const editor = await request("GET", "/admin/index.html");
    expect(editor.status).toBe(301);
    expect(editor.headers.location).toBe("/admin/");
  });

  test("a splat cannot make the redirect point at another host", async () => {
    const reply = await raw("GET /go//evil.example HTTP/1.1");
    expect(reply.status).toBe(301);
    expect(reply.text).toMatch(/\r\nLocation: \/evil\.example\r\n/);
  });

  test("gzip when asked, plain otherwise", async () => {
    const zipped = await request("GET", "/", { "Accept-Encoding": "gzip" });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(zipped.body).toString()).toContain("Home page.");
    const plain = await request("GET", "/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain("Home page.");
  });

  // Each text file is gzipped once and kept (docs/decisions/0051): what arrives must be what sirv
  // sends plain, with the same headers, at every spelling of the address that serves it (a page's
  // file named, /index.html, is redirected to the page: see "one spelling for each address").
  test.each(["/", "/static/app-4567.js", "/static/page-data.json", "/guides/long", "/guides/long/", "/static/app-4567.js?v=1"])(
    "%s gzipped is the file sirv sends plain, with its headers",
    async (address) => {
      const plain = await request("GET", address);
      const zipped = await request("GET", address, { "Accept-Encoding": "gzip, deflate, br" });
      expect(plain.status).toBe(200);
      expect(zipped.status).toBe(200);
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers.vary).toBe("Accept-Encoding");
      expect(zlib.gunzipSync(zipped.body)).toEqual(plain.body);
      expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);
      const same = (headers: Record<string, string>) => {
        const { date, "content-encoding": _, "content-length": __, vary: ___, connection: ____, "keep-alive": _____, ...rest } = headers;
        return rest;
      };
      expect(same(zipped.headers)).toEqual(same(plain.headers));
      // Asked again, the same bytes (from the kept copy).
      expect((await request("GET", address, { "Accept-Encoding": "gzip" })).body).toEqual(zipped.body);
    },
  );

  test("a file under 1 KB, a photo, a missing file and a HEAD are sent as before", async () => {
    const accept = { "Accept-Encoding": "gzip" };
    const small = await request("GET", "/about/team", accept);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toContain("<title>Team</title>");
    const photo = await request("GET", "/static/photo.webp", accept);
    expect(photo.headers["content-encoding"]).toBeUndefined();
    expect(photo.body.length).toBe(2000);
    const missing = await request("GET", "/static/app-9999.js", accept);
    expect(missing.status).toBe(404);
    const head = await request("HEAD", "/guides/long", accept);
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(head.body.length).toBe(0);
  });

  test("POST is refused with 405", async () => {
    const reply = await request("POST", "/");
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe("GET, HEAD");
  });

  test("a reversed Range header is ignored rather than crashing", async () => {
    const reply = await request("GET", "/about/team", { Range: "bytes=9-2" });
    expect(reply.status).toBe(200);
    expect(server.exitCode).toBeNull();
  });

  // docs.netlify.com/routing/headers/: every rule the path matches applies, a rule for /a also
  // at /a/; a header two matching rules name gets both values.
  test("the headers of every matching rule, at either spelling of the address", async () => {
    for (const address of ["/about/team", "/about/team/"]) {
      const reply = await request("GET", address);
      expect(reply.headers["x-page"]).toBe("team");
      expect(reply.headers["x-frame-options"]).toBe("DENY");
    }
    const asset = await request("GET", "/static/app-0123.js");
    expect(asset.headers.link).toBe("</a.css>; rel=preload, </b.css>; rel=preload");
  });

  // docs.netlify.com/routing/redirects/redirect-options/ "Trailing slash": /contact and /contact/
  // meet the same rule.
  test("a rule matches its address with or without a trailing slash", async () => {
    for (const address of ["/contact", "/contact/"]) {
      const reply = await request("GET", address);
      expect(reply.status).toBe(302);
      expect(reply.headers.location).toBe("/about/team");
    }
  });

  test("a file at the address shadows a rule that is not forced", async () => {
    const reply = await request("GET", "/docs/routing/redirections/");
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toContain("<title>Old docs page</title>");
  });

  test("a 404 rule serves that language's page with status 404 at the typed address", async () => {
    const reply = await request("GET", "/en/no/such/page/");
    expect(reply.status).toBe(404);
    expect(reply.headers.location).toBeUndefined();
    expect(reply.body.toString()).toContain("<title>English not found</title>");
  });

  test("the host's own files, and any file whose name begins with _, are never served, with or without a trailing slash", async () => {
    for (const address of [
      "/_headers",
      "/_redirects",
      "/_headers/",
      "/_redirects/",
      "/_gatsby/slices/_gatsby-scripts-1.html",
      "/_gatsby/slices/_gatsby-scripts-1.html/",
    ]) {
      const reply = await request("GET", address);
      expect({ address, status: reply.status }).toEqual({ address, status: 404 });
      expect(reply.body.toString()).not.toMatch(/X-Frame-Options|___chunkMapping/);
    }
  });
});

// RFC 3986 6.2.2.2: a percent-encoded unreserved character (letters, digits, "-", ".", "_", "~")
// is the same address as the character itself. The host's rules are written for the plain
// spelling, so the server answers any other with a redirect to it, as it answers /index.html.
describe("one spelling for each address", () => {
  test.each([
    ["/%61bout/team", "/about/team"],
    ["/%68i/", "/hi/"],
    ["/%68%69", "/hi"],
    ["/%61dmin/", "/admin/"],
    ["/%41dmin/", "/Admin/"],
    ["/%5Fheaders", "/_headers"],
    ["/about/%74eam?x=1", "/about/team?x=1"],
    ["/index.html", "/"],
    ["/hi/index.html", "/hi"],
    ["/thanks/index.html", "/thanks"],
    ["/%69ndex.html", "/index.html"],
  ])("%s redirects to %s", async (address, canonical) => {
    const reply = await raw(`GET ${address} HTTP/1.1`);
    expect(reply.status).toBe(301);
    expect(location(reply.text)).toBe(canonical);
    expect((await raw(`HEAD ${address} HTTP/1.1`)).status).toBe(301);
  });

  test("a page's file named is redirected with gzip asked too, never sent from the kept copy", async () => {
    for (const [address, canonical] of [
      ["/index.html", "/"],
      ["/guides/long/index.html", "/guides/long"],
    ]) {
      const reply = await request("GET", address, { "Accept-Encoding": "gzip" });
      expect({ address, status: reply.status, location: reply.headers.location }).toEqual({ address, status: 301, location: canonical });
      expect(reply.headers["content-encoding"]).toBeUndefined();
    }
  });

  test("an address still holding an escape after that names no file: an encoded slash is not a folder", async () => {
    for (const address of ["/about%2Fteam", "/about/team%2F", "/admin%2F", "/%2Fabout/team"]) {
      const reply = await raw(`GET ${address} HTTP/1.1`);
      expect({ address, status: reply.status }).toEqual({ address, status: 404 });
      expect(reply.text).not.toContain("<title>Team</title>");
      expect(reply.text).not.toContain("<title>Editor</title>");
    }
    // The rules read the decoded path, as the host's do: the editor's file, encoded, meets its forced rule.
    const editor = await raw("GET /admin%2Findex.html HTTP/1.1");
    expect(editor.status).toBe(301);
    expect(location(editor.text)).toBe("/admin/");
  });

  test("the plain spellings are served as they were", async () => {
    for (const address of ["/", "/about/team", "/about/team/", "/hi", "/hi/", "/admin/", "/404.html"]) {
      expect({ address, status: (await request("GET", address)).status }).toEqual({ address, status: 200 });
    }
  });
});

describe("form posts", () => {
  const form = "Content-Type: application/x-www-form-urlencoded";
  const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;

  test("a form post is answered 200 at / and 303 to its page elsewhere, up to 64 KiB", async () => {
    const home = await exchange(`POST / HTTP/1.1\r\n${form}\r\nContent-Length: 17`, ["form-name=contact"]);
    expect(home.status).toBe(200);
    const body = `form-name=contact&message=${"a".repeat(65536 - 26)}`;
    const thanks = await exchange(`POST /thanks HTTP/1.1\r\n${form}\r\nContent-Length: ${body.length}`, [body]);
    expect(thanks.status).toBe(303);
    expect(location(thanks.text)).toBe("/thanks");
    const chunked = await exchange(`POST /thanks HTTP/1.1\r\n${form}\r\nTransfer-Encoding: chunked`, [chunk(body), "0\r\n\r\n"]);
    expect(chunked.status).toBe(303);
  });

  test("a declared body over the limit gets 413 at once, before it is read", async () => {
    // 600 MB announced, 4 KB sent: an answer that waited for the body would never come.
    const reply = await exchange(`POST /thanks HTTP/1.1\r\n${form}\r\nContent-Length: 600000000`, [`form-name=contact&m=${"a".repeat(4096)}`]);
    expect(reply.status).toBe(413);
    expect(reply.text).toMatch(/\r\nConnection: close\r\n/i);
    expect(reply.elapsed).toBeLessThan(2000);
    expect((await request("GET", "/")).status).toBe(200);
    expect(server.exitCode).toBeNull();
  });

  test("a chunked body that grows past the limit gets 413 without its end, and the server lives on", async () => {
    const chunks = [chunk("form-name=contact&m="), ...Array.from({ length: 8 }, () => chunk("a".repeat(16384)))]; // no last chunk
    const reply = await exchange(`POST /thanks HTTP/1.1\r\n${form}\r\nTransfer-Encoding: chunked`, chunks);
    expect(reply.status).toBe(413);
    expect(reply.elapsed).toBeLessThan(2000);
    expect((await request("GET", "/")).status).toBe(200);
    expect(server.exitCode).toBeNull();
    expect(output).not.toMatch(/Error/);
  });

  test.each(["//evil.example", "/\\evil.example", "///evil.example", "/\\/evil.example", "//\\evil.example"])(
    "a form post to %s is never sent off the site",
    async (target) => {
      const reply = await exchange(`POST ${target} HTTP/1.1\r\n${form}\r\nContent-Length: 17`, ["form-name=contact"]);
      expect([303, 400]).toContain(reply.status);
      const to = location(reply.text);
      if (to !== undefined) expect(staysOnSite(to)).toBe(true);
      expect((await request("GET", "/")).status).toBe(200);
    },
  );
});

describe("redirect targets made from the request path", () => {
  // Browsers drop a tab anywhere in a URL, so "/<tab>/evil.example" is "//evil.example" to them.
  test.each(["/go/%09/evil.example", "/go/%2F%2Fevil.example", "/go/%2F%09%2Fevil.example", "/go/%E2%82%AC", "/go/%01/x"])(
    "%s redirects to a path on this site",
    async (target) => {
      const reply = await raw(`GET ${target} HTTP/1.1`);
      expect(reply.status).toBe(301);
      expect(staysOnSite(location(reply.text)!)).toBe(true);
      expect(location(reply.text)).toMatch(/^[\x21-\x7e]+$/);
    },
  );
});
