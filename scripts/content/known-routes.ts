import fs from "node:fs";
import path from "node:path";
import type { Content } from "./rule";

// The addresses the site answers at, for the check's links. One function, so a new kind of page
// is added in one place.

/** Routes made from src/pages file names (index, about/team, ...), without 404 and client-only ones. */
export function staticRoutes(pagesDir: string): string[] {
  const routes: string[] = [];
  const visit = (dir: string, prefix: string) => {
    for (const name of fs.readdirSync(dir)) {
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

/** Every English address a page answers at: src/pages' own, one per service, one per package category. */
export function knownRoutes(content: Pick<Content, "pageRoutes" | "files" | "folders">): Set<string> {
  return new Set([
    ...content.pageRoutes,
    ...(content.folders.services ?? []).map((s) => `/services/${s.data.slug}`),
    ...(content.files["package-categories.json"] ?? []).map((c) => `/packages/${c.slug}`),
  ]);
}
