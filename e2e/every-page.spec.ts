import path from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import { test, expect } from "@playwright/test";
import { allRoutes, isPage, languagesOf, readContent } from "./support/content";
import { templateOf } from "./support/templates";
import { ATTRIBUTES, META, latinAllowed, latinWords } from "./support/latin-words";
import { headersFor, readHeaderRules } from "../scripts/lib/host-rules.mjs";
import { defaultLocale, fullStops, localizePath, type locales, splitSitePath } from "../model/locales";
import { latinStops } from "../scripts/content/latin-stops";
import { isUnlisted } from "../model/routes";
import { Findings } from "./support/findings";

// The light checks, on every page the build made and every unknown address, in every language:
// what the host answers and the server-rendered HTML, fetched and parsed without a browser (a few
// milliseconds a page, so they keep up with the content). The status, the language, the CSP, the
// title, the h1 in the page's script, reciprocal hreflang, the menu and footer, structured data
// that parses and has its template's types, and on other languages than English no English word in
// any text or attribute a visitor meets and no sentence ended with a Latin full stop (Hindi ends it
// with "।"). Links are checked in links.spec.ts; a hydrated page of each template, its widths,
// fonts, axe and keyboard, in templates.spec.ts.
const DEVANAGARI = /[\u0900-\u097F]/;
const publicDir = path.join(__dirname, "..", "public");

/** Routes grouped by language and template: one test each, so a failure names both. */
const groups = new Map<string, string[]>();
for (const route of allRoutes()) {
  const key = `${splitSitePath(route)[0]} ${templateOf(route)}`;
  groups.set(key, [...(groups.get(key) ?? []), route]);
}

interface Served {
  status: number;
  csp: string | undefined;
  html: HTMLElement;
}

/** The structured data blocks of a page, parsed (a block that does not parse fails here, named). */
const structuredData = (route: string, html: HTMLElement): Record<string, unknown>[] =>
  html.querySelectorAll('script[type="application/ld+json"]').map((s) => {
    try {
      return JSON.parse(s.text) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`${route}: structured data that does not parse (${(error as Error).message})`);
    }
  });

/** The page's hreflang alternates, as { en, hi, x-default } paths. */
const alternates = (html: HTMLElement) =>
  Object.fromEntries(
    html.querySelectorAll('link[rel="alternate"][hreflang]').map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname]),
  );

/** What a visitor can read or hear of the server-rendered page (as support/latin-words.ts reads a live one). */
function visitorTexts(html: HTMLElement): { where: string; text: string; context?: string }[] {
  const found: { where: string; text: string; context?: string }[] = [{ where: "<title>", text: html.querySelector("title")?.text ?? "" }];
  for (const m of html.querySelectorAll("head meta[content]")) {
    const name = m.getAttribute("name") ?? m.getAttribute("property") ?? "";
    if (META.includes(name)) found.push({ where: `<meta ${name}>`, text: m.getAttribute("content")! });
  }
  const body = html.querySelector("body")!;
  const walk = (el: HTMLElement) => {
    if (["script", "style", "noscript", "template"].includes(el.rawTagName?.toLowerCase())) return;
    for (const node of el.childNodes) {
      // A text node with its element's whole text: a full stop may follow a word in another element ("<b>मध्यम</b>.").
      if (node.nodeType === 3 && node.text.trim()) found.push({ where: `${el.rawTagName} (text)`, text: node.text, context: el.text });
      if (node.nodeType === 1) walk(node as HTMLElement);
    }
    for (const attr of ATTRIBUTES) if (el.getAttribute?.(attr)) found.push({ where: `${el.rawTagName} [${attr}]`, text: el.getAttribute(attr)! });
    if (/^(submit|button|reset)$/.test(el.getAttribute?.("type") ?? "") && el.rawTagName === "input")
      found.push({ where: "input [value]", text: el.getAttribute("value") ?? "" });
  };
  walk(body);
  return found;
}

test.describe.configure({ mode: "parallel" });

for (const [key, routes] of groups) {
  const [locale, template] = key.split(" ") as [(typeof locales)[number], string];
  const settings = readContent("settings.json", locale);
  const gallery = readContent("navigation.json", locale).find((item) => item.to === "/gallery")!.label;
  const translated = locale !== defaultLocale;
  test(`every ${template} page in ${locale} (${routes.length}): status, CSP, lang, title, h1, hreflang, menu and footer, structured data${translated ? ", no English word, no Latin full stop ending a sentence" : ""}`, async ({
    baseURL,
  }) => {
    const { rules } = await readHeaderRules(path.join(publicDir, "_headers"));
    const publicCsp = headersFor(rules, "/")["Content-Security-Policy"];
    expect(publicCsp).toBeTruthy();
    const allowed = translated ? latinAllowed(locale) : [];
    const served = new Map<string, Served>();
    // Fetched a few at a time: the server (and at 10x content, the page count) set the pace.
    for (let i = 0; i < routes.length; i += 8) {
      await Promise.all(
        routes.slice(i, i + 8).map(async (route) => {
          // Node's fetch: a tenth of the time of Playwright's request, which a catalogue ten times larger notices.
          const response = await fetch(new URL(route, baseURL), { redirect: "manual" });
          served.set(route, { status: response.status, csp: response.headers.get("content-security-policy") ?? undefined, html: parse(await response.text()) });
        }),
      );
    }
    let typesOfTemplate: string | undefined;
    const found = new Findings();
    for (const route of routes) {
      const { status, csp, html } = served.get(route)!;
      const english = splitSitePath(route)[1];
      // A 404 page is answered with 404; Service Not Found is a page of the site (status 200).
      found.equal(status, template === "src-pages-404-tsx" ? 404 : 200, `${route}: status`);
      // The English 404 for an unknown first segment carries its policy in a <meta> (security-headers.spec.ts).
      if (!(template === "src-pages-404-tsx" && locale === defaultLocale)) found.equal(csp, publicCsp, `${route}: CSP`);
      found.equal(html.querySelector("html")?.getAttribute("lang"), locale, `${route}: lang`);
      const title = html.querySelector("title")?.text.replaceAll("&amp;", "&") ?? "";
      found.includes(title, settings.name, `${route}: <title> names the site and the page`);
      found.above(title.length, settings.name.length + 3, `${route}: <title> names the page too`);

      // Service Not Found writes its h1 once it has read the address (in the browser).
      if (!english.startsWith("/services/adventure-tours")) {
        const h1 = html.querySelectorAll("h1");
        found.equal(h1.length, 1, `${route}: one h1`);
        found.equal(DEVANAGARI.test(h1[0]?.text ?? ""), locale === "hi", `${route}: the h1 "${h1[0]?.text}" is in ${locale}`);
      }
      // The same alternates on both pages of a pair: each names the other, so the links are
      // reciprocal. A page not translated yet names only itself and the default; an unlisted page
      // (noindex, model/routes.ts) none.
      if (isPage(english)) {
        const published = Object.fromEntries(languagesOf(english).map((l) => [l, localizePath(english, l)]));
        const expected = isUnlisted(english) ? {} : { ...published, "x-default": english };
        found.equal(alternates(html), expected, `${route}: hreflang alternates`);
      }
      const navLinks = html.querySelectorAll("nav a").map((a) => a.text.trim());
      found.includes(navLinks, gallery, `${route}: the menu links the gallery`);
      found.above(html.querySelectorAll("footer a").length, 0, `${route}: footer links`);

      const blocks = structuredData(route, html);
      const agency = blocks.find((b) => b["@type"] === "TravelAgency");
      found.equal(agency?.name, settings.name, `${route}: TravelAgency data`);
      for (const block of blocks) found.equal(block["@context"], "https://schema.org", `${route}: ${block["@type"]} data`);
      // Every page of a template describes the same kinds of things.
      // A package's Product stands only where the package shows reviews (docs/decisions/0026-review-markup.md).
      const types = blocks
        .filter((b) => b["@type"] !== "Product")
        .map((b) => b["@type"])
        .join(", ");
      typesOfTemplate ??= types;
      found.equal(types, typesOfTemplate, `${route}: the structured data types of ${routes[0]}`);
      const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList")?.itemListElement as { item: string }[] | undefined;
      if (crumbs) found.equal(new URL(crumbs.at(-1)!.item).pathname, route, `${route}: the last breadcrumb is the page`);

      if (translated) {
        const texts = visitorTexts(html);
        const english = texts.flatMap(({ where, text }) => latinWords(text, allowed).map((word) => `${where}: "${word}" in "${text.trim().slice(0, 80)}"`));
        found.equal(english, [], `English words on ${route}`);
        // Sentences end with the language's own mark ("।"), never a Latin full stop.
        if (fullStops[locale] !== ".") {
          const stops = new Set(texts.flatMap(({ where, text, context = text }) => latinStops(context).map((sentence) => `${where}: "${sentence}"`)));
          found.equal([...stops], [], `Latin full stops ending a sentence on ${route}`);
        }
      }
    }
    expect(found.list).toEqual([]);
  });
}
