import fs from "node:fs";
import path from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import { test, expect } from "@playwright/test";
import { htmlFiles } from "../scripts/lib/html-files";
import { Findings } from "./support/findings";

// Every address in every page the build made, read from the files (no server, no browser): each
// href, src, srcset candidate, action, poster, data and the like, and a <meta http-equiv=refresh>'s
// target, is a site address (/...), a place on the page (#...), https:, mailto: or tel:. No http:,
// no javascript: or data: to follow, no relative address (foo.jpg, ./x) that means something else
// under each page's folder, and no "//host" or "/\host", which browsers read as another site.
// The content check (scripts/content/rules/markdown-bodies.ts) holds guides' bodies to this before
// the build; this holds everything the build writes, templates and plugins included. The editor's
// own pages (public/admin/) are its own application and left out.
const publicDir = path.join(__dirname, "..", "public");

const ALLOWED = /^(?:\/(?![/\\])|#|https:|mailto:|tel:)/;

/** Attributes that hold one address (lowercase, as node-html-parser gives them). */
const URL_ATTRIBUTES = ["href", "xlink:href", "src", "data-src", "action", "formaction", "poster", "data", "cite", "background", "manifest"];
/** Attributes that hold a list of "address descriptor" candidates. */
const SRCSET_ATTRIBUTES = ["srcset", "data-srcset", "imagesrcset"];

/**
 * The addresses of a srcset, by the HTML standard's candidate parsing: an address runs to the next
 * white space (a trailing comma ends the candidate), then descriptors to a comma outside brackets.
 * Splitting on every comma would cut a data: address in two.
 */
function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  let i = 0;
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(value[i])) i++;
    if (i >= value.length) break;
    const start = i;
    while (i < value.length && !/\s/.test(value[i])) i++;
    const url = value.slice(start, i);
    if (url.endsWith(",")) {
      urls.push(url.replace(/,+$/, ""));
      continue;
    }
    urls.push(url);
    let depth = 0;
    while (i < value.length && !(value[i] === "," && depth === 0)) {
      if (value[i] === "(") depth++;
      else if (value[i] === ")") depth = Math.max(0, depth - 1);
      i++;
    }
  }
  return urls;
}

/** The address a <meta http-equiv=refresh> content sends the page to ("5; url=/x"), if any. */
const refreshUrl = (content: string): string | undefined => {
  const match = /^\s*[\d.]*\s*[;,]?\s*(?:url\s*=\s*)?(.*)$/i.exec(content);
  const url = match?.[1].trim().replace(/^(['"])(.*)\1$/, "$2");
  return url || undefined;
};

/**
 * A data:image/ address is allowed in the src or srcset of an <img> or a <picture>'s <source>
 * only: there it is an image drawn in place, never a page to open (an SVG drawn by <img> runs no
 * script), and image placeholders (gatsby-plugin-image's blurred one, its layout sizer) are
 * written that way. The CSP's img-src allows data: for the same reason. Anywhere else, and any
 * other data: type, is refused.
 */
const isPlaceholderImage = (tag: string, attribute: string, url: string) =>
  ["img", "source"].includes(tag) && ["src", "srcset", "data-src", "data-srcset"].includes(attribute) && /^data:image\//.test(url);

/** Every address of an HTML document that is not allowed, as "<tag attribute="address">". */
function disallowedUrls(html: string): string[] {
  // <noscript> is parsed as markup, not text, so the addresses it holds are read too.
  const root = parse(html, { blockTextElements: { script: true, style: true } });
  const found: string[] = [];
  for (const element of root.querySelectorAll("*") as HTMLElement[]) {
    const tag = element.rawTagName.toLowerCase();
    const attributes = element.attrs;
    const check = (attribute: string, url: string) => {
      if (!ALLOWED.test(url) && !isPlaceholderImage(tag, attribute, url))
        found.push(`<${tag} ${attribute}="${url.length > 120 ? `${url.slice(0, 120)}...` : url}">`);
    };
    for (const attribute of URL_ATTRIBUTES) if (attribute in attributes) check(attribute, attributes[attribute]);
    for (const attribute of SRCSET_ATTRIBUTES) if (attribute in attributes) for (const url of srcsetUrls(attributes[attribute])) check(attribute, url);
    if (tag === "meta" && attributes["http-equiv"]?.toLowerCase() === "refresh") {
      const url = refreshUrl(attributes.content ?? "");
      if (url) check("content", url);
    }
  }
  return found;
}

test("the check refuses what it should and lets Gatsby's own addresses through", () => {
  const good =
    '<html><head><link rel="preload" as="script" href="/app-1.js"/><link rel="canonical" href="https://example.com/"/></head><body>' +
    '<a href="/hi/contact/">a</a><a href="#main">b</a><a href="mailto:a@b.c">c</a><a href="tel:+911234">d</a><form action="/search"></form>' +
    '<svg><use xlink:href="#icon"></use><use href="#icon"></use></svg>' +
    '<picture><source type="image/webp" srcSet="/static/a/1.webp 380w,/static/a/2.webp 760w" sizes="100vw"/>' +
    '<img src="data:image/svg+xml;charset=utf-8,%3Csvg%20a,b%3E" srcset="data:image/png;base64,AA,BB 1x, /x.jpg 2x" alt=""/></picture>' +
    '<noscript><img src="/static/a/1.jpg" alt=""/></noscript><meta http-equiv="refresh" content="0; url=/hi/"/></body></html>';
  expect(disallowedUrls(good)).toEqual([]);
  const bad =
    '<a href="javascript:alert(1)">a</a><a href="http://x.example">b</a><a href="foo.html">c</a><a href="./x">d</a><a href="">e</a>' +
    '<a href="//evil.example/">f</a><a href="/\\evil.example">g</a><a href="data:image/png;base64,AA">h</a><iframe src="data:text/html,x"></iframe>' +
    '<img src="photo.jpg" srcset="/ok.jpg 1x, ../up.jpg 2x" alt=""/><noscript><img src="http://x.example/a.jpg" alt=""/></noscript>' +
    '<video poster="p.jpg"></video><object data="x.swf"></object><form action="send.php"></form><meta http-equiv="Refresh" content="0;URL=\'http://x.example\'"/>';
  expect(disallowedUrls(bad)).toEqual([
    '<a href="javascript:alert(1)">',
    '<a href="http://x.example">',
    '<a href="foo.html">',
    '<a href="./x">',
    '<a href="">',
    '<a href="//evil.example/">',
    '<a href="/\\evil.example">',
    '<a href="data:image/png;base64,AA">',
    '<iframe src="data:text/html,x">',
    '<img src="photo.jpg">',
    '<img srcset="../up.jpg">',
    '<img src="http://x.example/a.jpg">',
    '<video poster="p.jpg">',
    '<object data="x.swf">',
    '<form action="send.php">',
    '<meta content="http://x.example">',
  ]);
});

test("every address in every built page is a site address, #, https:, mailto: or tel:", () => {
  expect(fs.existsSync(path.join(publicDir, "index.html")), `No build in ${publicDir}: run \`npx gatsby build\` first.`).toBe(true);
  // Gatsby's slices (public/_gatsby/) are fragments stitched into the pages, read there.
  const files = htmlFiles(publicDir).filter((file) => !/^(?:admin|_gatsby)\//.test(path.relative(publicDir, file).split(path.sep).join("/")));
  expect(files.length).toBeGreaterThan(40);
  const found = new Findings();
  for (const file of files) {
    const page = path.relative(publicDir, file).split(path.sep).join("/");
    found.equal(disallowedUrls(fs.readFileSync(file, "utf8")), [], `public/${page}: addresses that are not /..., #, https:, mailto: or tel:`);
  }
  expect(found.list).toEqual([]);
});
