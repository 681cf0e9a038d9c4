import path from "node:path";
import { test, expect } from "@playwright/test";
import { locales, splitSitePath } from "../model/locales";
import { pageRoutes } from "../scripts/lib/site-routes";
import { builtPages } from "./support/built-pages";

// The e2e suite walks the pages the build made (support/content.ts routesIn), so a page the build
// failed to make, or made in a language its content is not written in, would go unnoticed there.
// This compares public/ with what each language's content calls for (scripts/lib/site-routes.ts):
// a package not translated yet has its English page and no /hi/ page.
const root = path.join(__dirname, "..");

for (const locale of locales) {
  test(`the build made exactly the ${locale} pages its content calls for`, () => {
    const built = builtPages(path.join(root, "public")).filter((route) => splitSitePath(route)[0] === locale);
    const expected = pageRoutes(root, locale);
    expect(built.length).toBeGreaterThan(20);
    expect(
      built.filter((route) => !expected.includes(route)),
      "built, but no content calls for it",
    ).toEqual([]);
    expect(
      expected.filter((route) => !built.includes(route)),
      "called for by the content, but not built",
    ).toEqual([]);
  });
}
