import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { isPreviewBuild, resolveSiteUrl, siteUrl } from "./src/utils/site-url";

// What stays here is the site's address; content becomes pages in plugins/gatsby-plugin-content-pages/.

// The first thing a build runs: a production build on Netlify with no site address, or an address
// that is not one, stops here with a sentence saying what to set (src/utils/site-url.ts).
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  try {
    resolveSiteUrl(process.env);
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};

// robots.txt names the sitemap at the site's address (src/utils/site-url.ts), so it is written at
// build, and keeps crawlers off a deploy preview.
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const publicDir = path.join(__dirname, "public");
  const robots = isPreviewBuild(process.env) ? "User-agent: *\nDisallow: /\n" : `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robots);
};
