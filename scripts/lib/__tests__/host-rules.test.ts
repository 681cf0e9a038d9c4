/** @jest-environment node */
// The host's rules as Netlify reads and matches them (scripts/lib/host-rules.mjs), on cases taken
// from Netlify's documentation; the comment above each case names the page it comes from.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { headersFor, readHeaderRules, readRedirectRules } from "../host-rules.mjs";

let dir: string;
beforeAll(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), "host-rules-"))));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function headerRules(text: string) {
  const file = path.join(dir, `_headers-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(file, text);
  const { rules, errors } = await readHeaderRules(file);
  expect(errors).toEqual([]);
  return (urlPath: string) => headersFor(rules, urlPath);
}

async function redirectRules(text: string) {
  const file = path.join(dir, `_redirects-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(file, text);
  const { match, errors } = await readRedirectRules(file);
  expect(errors).toEqual([]);
  return (urlPath: string) => {
    const rule = match(urlPath);
    return rule && { to: rule.to, status: rule.status, force: rule.force };
  };
}

describe("_headers", () => {
  // docs.netlify.com/routing/headers/ "Syntax for the _headers file": a path, then its headers.
  test("each path gets the headers written under it, and only those", async () => {
    const headers = await headerRules(
      "# a path:\n/templates/index.html\n  # headers for that path:\n  X-Frame-Options: DENY\n  X-XSS-Protection: 1; mode=block\n" +
        "# another path:\n/templates/index2.html\n  # headers for that path:\n  X-Frame-Options: SAMEORIGIN\n",
    );
    expect(headers("/templates/index.html")).toEqual({ "X-Frame-Options": "DENY", "X-XSS-Protection": "1; mode=block" });
    expect(headers("/templates/index2.html")).toEqual({ "X-Frame-Options": "SAMEORIGIN" });
    expect(headers("/templates/other.html")).toEqual({});
  });

  // docs.netlify.com/routing/headers/ "Multi-value headers": one header repeated under one path
  // becomes one comma-separated field.
  test("a header repeated under one path is one field, values joined with commas", async () => {
    const headers = await headerRules(
      "/*\n  cache-control: max-age=0\n  cache-control: no-cache\n  cache-control: no-store\n  cache-control: must-revalidate\n",
    );
    expect(headers("/any/page")).toEqual({ "cache-control": "max-age=0, no-cache, no-store, must-revalidate" });
  });

  // docs.netlify.com/routing/headers/: paths take the redirects' * (splat) and :placeholder; a
  // rule for /a also serves /a/ (the trailing slash is optional in Netlify's matcher, and the
  // match ignores case).
  test("splats reach every depth, a placeholder one segment, with or without a trailing slash", async () => {
    const headers = await headerRules("/gallery\n  X-Page: gallery\n\n/:section\n  X-Depth: one\n\n/services/*\n  X-Area: services\n");
    expect(headers("/gallery")["X-Page"]).toBe("gallery");
    expect(headers("/gallery/")["X-Page"]).toBe("gallery");
    expect(headers("/Gallery/")["X-Page"]).toBe("gallery");
    expect(headers("/contact/")["X-Depth"]).toBe("one");
    expect(headers("/contact/team")["X-Depth"]).toBeUndefined();
    expect(headers("/services/beach/")["X-Area"]).toBe("services");
    expect(headers("/services/a/b/c/d/")["X-Area"]).toBe("services");
    expect(headers("/services")["X-Area"]).toBe("services");
    // Why the editor's address needs care: a one-segment placeholder also matches /admin/.
    expect(headers("/admin/")["X-Depth"]).toBe("one");
  });

  // docs.netlify.com/routing/headers/: the headers of every rule a path matches apply together
  // (the /* security headers and the /static/* caching both reach /static/app.js). A header that
  // two matching rules name is one field with both values, as a repeated header is above.
  test("every matching rule applies, and a header two rules name gets both values", async () => {
    const headers = await headerRules(
      "/*\n  X-Frame-Options: DENY\n  Link: </a.css>; rel=preload\n\n/static/*\n  Cache-Control: public, max-age=31536000, immutable\n  link: </b.css>; rel=preload\n",
    );
    expect(headers("/static/app.js")).toEqual({
      "X-Frame-Options": "DENY",
      Link: "</a.css>; rel=preload, </b.css>; rel=preload",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    expect(headers("/")).toEqual({ "X-Frame-Options": "DENY", Link: "</a.css>; rel=preload" });
  });
});

describe("_redirects", () => {
  // docs.netlify.com/routing/redirects/ "Syntax for the _redirects file": a status per rule, 301
  // when none is written, 200 a rewrite, 404 a custom not-found page for that path.
  test("the status of each rule, 301 by default", async () => {
    const match = await redirectRules(
      "/home              /\n/blog/my-post.php  /blog/my-post\n/my-redirect       /    302\n/pass-through      /index.html    200\n/ecommerce         /store-closed  404\n",
    );
    expect(match("/home")).toEqual({ to: "/", status: 301, force: false });
    expect(match("/blog/my-post.php")).toEqual({ to: "/blog/my-post", status: 301, force: false });
    expect(match("/my-redirect")).toEqual({ to: "/", status: 302, force: false });
    expect(match("/pass-through")).toEqual({ to: "/index.html", status: 200, force: false });
    expect(match("/ecommerce")).toEqual({ to: "/store-closed", status: 404, force: false });
    expect(match("/elsewhere")).toBeNull();
  });

  // docs.netlify.com/routing/redirects/redirect-options/ "Splats": /news/* to /blog/:splat keeps
  // the rest of the path.
  test("a splat carries the rest of the path into :splat", async () => {
    const match = await redirectRules("/news/*  /blog/:splat\n");
    expect(match("/news/2004/01/10/my-story")?.to).toBe("/blog/2004/01/10/my-story");
  });

  // docs.netlify.com/routing/redirects/redirect-options/ "Placeholders".
  test("placeholders carry one segment each", async () => {
    const match = await redirectRules("/news/:year/:month/:date/:slug  /blog/:year/:month/:date/:slug\n");
    expect(match("/news/2004/02/12/my-story")?.to).toBe("/blog/2004/02/12/my-story");
    expect(match("/news/2004/02/12")).toBeNull();
  });

  // docs.netlify.com/routing/redirects/ "Rule processing order": the first matching rule wins,
  // so the specific rule goes above the splat.
  test("the first rule that matches wins", async () => {
    const match = await redirectRules("/jobs/customer-ninja-rockstar  /careers/support-engineer\n/jobs/*  /careers/:splat\n");
    expect(match("/jobs/customer-ninja-rockstar")?.to).toBe("/careers/support-engineer");
    expect(match("/jobs/outside-sales-hero")?.to).toBe("/careers/outside-sales-hero");
  });

  // docs.netlify.com/routing/redirects/redirect-options/ "Trailing slash": the redirect engine
  // normalises the trailing slash, so /about and /about/ meet the same rule (and a rule from one
  // spelling to the other would loop).
  test("a trailing slash does not change which rule matches", async () => {
    const match = await redirectRules("/about  /about/story  301\n/services/*  /services/[...]/index.html  200\n");
    expect(match("/about")?.to).toBe("/about/story");
    expect(match("/about/")?.to).toBe("/about/story");
    expect(match("/services/unknown/")?.status).toBe(200);
    expect(match("/services")?.status).toBe(200);
  });

  // docs.netlify.com/routing/redirects/rewrites-proxies/ "Shadowing": "!" forces a rule; the
  // matcher reports it, and the server then ignores any file at the path.
  test("a forced rule is marked so, an unforced one is not", async () => {
    const match = await redirectRules("/app/*  /app/index.html  200!\n/old  /new  301\n");
    expect(match("/app/anything")).toEqual({ to: "/app/index.html", status: 200, force: true });
    expect(match("/old")?.force).toBe(false);
  });

  // docs.netlify.com/routing/redirects/redirect-options/ "Custom 404 page handling": a 404 rule
  // per language, /en/* /en/404.html 404.
  test("a language's 404 page for every unknown address under it", async () => {
    const match = await redirectRules("/en/*  /en/404.html  404\n/de/*  /de/404.html  404\n");
    expect(match("/de/no/such/page")).toEqual({ to: "/de/404.html", status: 404, force: false });
    expect(match("/fr/page")).toBeNull();
  });
});
