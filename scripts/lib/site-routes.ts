import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { contentRoutes, packageEnquiryPath, pagePaths, type routedContent } from "../../model/routes";
import { defaultLocale, localizePath, type Locale } from "../../model/locales";

// The site's addresses, for the content check and the tests: Gatsby's file-system routes
// (src/pages/) and one page per entry of each routed content source (model/routes.ts), per language.

/** Routes made from src/pages file names (index, about/team, ...), without 404 and client-only ones. */
export function staticRoutes(pagesDir: string): string[] {
  const routes: string[] = [];
  const visit = (dir: string, prefix: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) {
        if (name !== "__tests__") visit(full, `${prefix}/${name}`);
      } else if (/\.(tsx|jsx|js|ts)$/.test(name) && !/^(404|\[)/.test(name)) {
        const base = name.replace(/\.(tsx|jsx|js|ts)$/, "");
        routes.push(base === "index" ? prefix || "/" : `${prefix}/${base}`);
      }
    }
  };
  if (fs.existsSync(pagesDir)) visit(pagesDir, "");
  return routes;
}

type Source = (typeof routedContent)[number]["source"];

/** A routed source's entries as one language's content holds them: a folder's files (a Markdown file's front matter), or a file's list. */
function readSource(contentDir: string, source: Source): { slug: string }[] {
  const read = (file: string) => (file.endsWith(".md") ? matter.read(file).data : JSON.parse(fs.readFileSync(file, "utf8")));
  if (source.endsWith(".json")) return read(path.join(contentDir, source));
  const dir = path.join(contentDir, source);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json") || f.endsWith(".md"))
    .sort()
    .map((f) => read(path.join(dir, f)));
}

/**
 * Every page of the site in one language, as its content calls for: src/pages' routes, then one
 * per entry of routed content in that language's folder (content/hi/...), then each package's
 * enquiry page (record 0062). A package not translated yet has no entry in content/hi/, so no Hindi
 * pages (the content-pages plugin makes the same choice).
 */
export function pageRoutes(projectDir: string, locale: Locale = defaultLocale): string[] {
  const contentDir = path.join(projectDir, "content", locale === defaultLocale ? "" : locale);
  const packages = readSource(contentDir, "packages") as { slug: string; category: string }[];
  const english = [
    ...staticRoutes(path.join(projectDir, "src", "pages")),
    ...contentRoutes((source) => readSource(contentDir, source)),
    ...packages.map((p) => packageEnquiryPath(pagePaths.package(p))),
  ];
  return english.map((route) => localizePath(route, locale));
}
