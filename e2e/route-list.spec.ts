import fs from "node:fs";
import path from "node:path";
import { test, expect } from "@playwright/test";
import { allRoutes } from "./support/content";

// The e2e suite walks allRoutes(); a page the build makes but that list misses would go untested.
// This reads public/ as the host serves it and fails naming any page missing from the list.
const publicDir = path.join(__dirname, "..", "public");

/** Built HTML pages that are not addresses of their own: fallbacks served by _redirects, Gatsby's dev page, the editor. */
const NOT_AN_ADDRESS = /^\/(?:[a-z]{2}\/)?(?:404(?:\.html)?|services\/\[\.\.\.\])$|^\/dev-404-page$|^\/admin$/;

function builtAddresses(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return ["static", "page-data", "_gatsby"].includes(entry.name) ? [] : builtAddresses(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (entry.name === "index.html") return [prefix || "/"];
    return entry.name.endsWith(".html") ? [`${prefix}/${entry.name}`] : [];
  });
}

test("every page the build made is in the e2e route list", () => {
  const listed = new Set(allRoutes());
  const built = builtAddresses(publicDir).filter((address) => !NOT_AN_ADDRESS.test(address));
  expect(built.length).toBeGreaterThan(20);
  expect(built.filter((address) => !listed.has(address))).toEqual([]);
});
