import fs from "node:fs";
import path from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import { test, expect } from "@playwright/test";
import { htmlFiles } from "../scripts/lib/html-files";
import { guides, readFolder } from "./support/content";
import { localizePath, locales } from "../model/locales";
import { pagePaths, sectionPaths } from "../model/routes";

// What the site search reads of every built page, read from the files as Pagefind reads them: the
// text of the element marked data-pagefind-body, without what is marked data-pagefind-ignore. A
// page is found by its own words (issue 53): another package's title in that text would make the
// page an answer for a place it only links to. Every template is covered, as the build made it.
const publicDir = path.join(__dirname, "..", "public");

/** What the index reads of a page (its body without what is ignored), or null for a page it leaves out. */
function indexedPart(html: string): HTMLElement | null {
  const body = parse(html).querySelector("[data-pagefind-body]");
  if (!body) return null;
  for (const ignored of body.querySelectorAll("[data-pagefind-ignore]")) ignored.remove();
  return body;
}

const pages = htmlFiles(publicDir)
  .filter((file) => !file.startsWith(path.join(publicDir, "admin")))
  .map((file) => {
    const address = `/${path.relative(publicDir, file)}`.replace(/(\/index)?\.html$/, "") || "/";
    const part = indexedPart(fs.readFileSync(file, "utf8"));
    return part && { address, part, text: part.textContent.replace(/\s+/g, " ") };
  })
  .filter((page) => page !== null);

for (const locale of locales) {
  const packages = readFolder("packages", locale).map((p) => ({ slug: p.slug, title: p.title, address: localizePath(pagePaths.package(p), locale) }));
  // A guide tells of the trips it leads to (its front matter's packages): their names are its words too.
  const tripsOf = new Map(guides(locale).map((g) => [localizePath(pagePaths.guide(g), locale), g.packages ?? []]));
  const ofLocale = pages.filter(({ address }) =>
    locale === "en" ? !address.startsWith("/hi/") && address !== "/hi" : address === "/hi" || address.startsWith("/hi/"),
  );

  test(`${locale}: no indexed page holds another package's title; listings hold their heading and introduction only`, () => {
    expect(ofLocale.length, "indexed pages").toBeGreaterThan(20);
    const found: string[] = [];
    for (const { address, text } of ofLocale) {
      for (const pkg of packages) {
        if (pkg.address !== address && !tripsOf.get(address)?.includes(pkg.slug) && text.includes(pkg.title)) found.push(`${address} holds "${pkg.title}"`);
      }
    }
    expect(found).toEqual([]);
  });

  test(`${locale}: the index reads no menu, breadcrumb, footer, language switch or form`, () => {
    const read: string[] = [];
    for (const { address, part } of ofLocale) {
      // Menus and breadcrumbs are <nav>, the language switch links by hreflang, the enquiry form is a <form>.
      for (const el of part.querySelectorAll("nav, footer, body > header, form, a[hreflang]"))
        read.push(`${address}: <${el.tagName.toLowerCase()}> ${el.textContent.slice(0, 40)}`);
    }
    expect(read).toEqual([]);
    // Listing pages are read by their heading and introduction only: no card's link.
    for (const listing of [sectionPaths.packages, pagePaths.theme({ slug: "adventure" }), pagePaths.packageCategory({ slug: "domestic" })]) {
      const page = ofLocale.find(({ address }) => address === localizePath(listing, locale));
      expect(page, `${listing} is indexed`).toBeDefined();
      expect(
        page?.part.querySelectorAll("a[href]").map((a) => a.getAttribute("href")),
        listing,
      ).toEqual([]);
    }
  });
}
