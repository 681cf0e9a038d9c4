import fs from "node:fs";
import path from "node:path";

// The pages the production build made, as the host serves them: the e2e route lists read these, so
// a page exists in a language exactly when the build made it (a package not yet translated has no
// /hi/ page: the English-first rule, content/README.md "Adding a package").

/** Built HTML pages that are not addresses of their own: fallbacks served by _redirects, Gatsby's dev page, the editor. */
const NOT_AN_ADDRESS = /^\/(?:[a-z]{2}\/)?(?:404(?:\.html)?|services\/\[\.\.\.\])$|^\/dev-404-page$|^\/admin$/;

/** Every address with an HTML file under publicDir (/gallery for gallery/index.html), fallbacks included. */
function builtAddresses(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return ["static", "page-data", "_gatsby"].includes(entry.name) ? [] : builtAddresses(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    if (entry.name === "index.html") return [prefix || "/"];
    return entry.name.endsWith(".html") ? [`${prefix}/${entry.name}`] : [];
  });
}

/** The site's pages in the build at publicDir, every language, without the fallbacks. Fails without a build. */
export function builtPages(publicDir: string): string[] {
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    throw new Error(`No build in ${publicDir}: the e2e route lists are read from it. Run \`npx gatsby build\` first.`);
  }
  return builtAddresses(publicDir)
    .filter((address) => !NOT_AN_ADDRESS.test(address))
    .sort();
}
