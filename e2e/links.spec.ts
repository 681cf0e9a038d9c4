import fs from "node:fs";
import path from "node:path";
import { test, expect } from "./fixtures";
import { allRoutes, isPage, readContent, services } from "./support/content";
import { localizePath, locales, splitSitePath, type Locale } from "../model/locales";

// Link check of the built site: every internal link and asset in every page resolves through the
// server as a visitor's browser would fetch it. No link leads to an unknown service (Service Not
// Found answers there for a mistyped address, never for a link of the site's own).
const publicDir = path.join(__dirname, "..", "public");

function pages(dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "static" || e.name === "page-data" ? [] : pages(full);
    return e.name.endsWith(".html") ? [full] : [];
  });
}

test("every internal link and asset of the built site resolves", async ({ baseURL }) => {
  const knownServices = new Set(services().map((s) => s.slug));
  const targets = new Map<string, string>(); // target -> first page that links to it
  for (const file of pages()) {
    const html = fs.readFileSync(file, "utf8");
    const from = `/${path.relative(publicDir, file)}`;
    for (const [, attr, value] of html.matchAll(/\s(href|src|srcset)="([^"]+)"/g)) {
      const urls = attr === "srcset" ? value.split(",").map((s) => s.trim().split(/\s+/)[0]) : [value];
      for (const url of urls) {
        if (!url.startsWith("/") || url.startsWith("//")) continue;
        const clean = url.replace(/[?#].*$/, "").replace(/&amp;/g, "&");
        if (!targets.has(clean)) targets.set(clean, from);
      }
    }
  }
  // Every page of the site is reachable by a link from some page (nothing orphaned).
  const linkedPages = allRoutes().filter((r) => isPage(splitSitePath(r)[1]));
  expect(linkedPages.filter((r) => !targets.has(r))).toEqual([]);
  const broken: string[] = [];
  const toFetch: [string, string][] = [];
  for (const [target, from] of targets) {
    const english = splitSitePath(target)[1];
    const slug = english.match(/^\/services\/([^/]+)$/)?.[1];
    if (slug && !knownServices.has(slug)) {
      broken.push(`${target} (unknown service: Service Not Found, linked from ${from})`);
      continue;
    }
    toFetch.push([target, from]);
  }
  // A few requests at a time: their count grows with the content.
  for (let i = 0; i < toFetch.length; i += 16) {
    await Promise.all(
      toFetch.slice(i, i + 16).map(async ([target, from]) => {
        // Node's fetch, HEAD: only the status is checked, and at 10x the targets are thousands of pages and images.
        const response = await fetch(new URL(target, baseURL), { method: "HEAD", redirect: "manual" });
        if (response.status !== 200) broken.push(`${target} -> ${response.status} (linked from ${from})`);
      }),
    );
  }
  expect(broken).toEqual([]);
});

test("the home page's service cards lead to pages of their own, never to Service Not Found, in both languages", async ({ page }) => {
  const notFound = (locale: Locale) => readContent("pages.json", locale).find((p) => p.page === "serviceNotFound")!.heroTitle;
  for (const locale of locales) {
    for (const { link } of readContent("home-services.json", locale)) {
      const response = await page.goto(localizePath(link, locale));
      expect(response?.status(), link).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(notFound(locale));
    }
  }
});
