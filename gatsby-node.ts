import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { validateContent } from "./scripts/content/validate";
import { siteUrl } from "./src/utils/site-url";
import { writeHeaders } from "./scripts/lib/security-headers";
import { fontFiles } from "./src/styles/font-faces";
import { graphqlTypeDefs } from "./model";
import { writeAdminFiles } from "./scripts/lib/admin-files";

// Content mistakes stop the build before anything renders, one line per mistake. The brand font's
// files are copied from the pinned package into static/ (served as files: webpack would inline
// small fonts as data: URIs, which the CSP's font-src 'self' blocks), and so is the editor at /admin/.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  for (const [from, to] of fontFiles(__dirname)) {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
  writeAdminFiles(__dirname);
  const { errors, warnings } = validateContent({ contentDir: path.join(__dirname, "content") });
  for (const w of warnings) reporter.warn(w);
  if (errors.length) {
    reporter.panic(`Content errors (${errors.length}); fix these files and build again:\n${errors.map((e) => `  - ${e}`).join("\n")}`);
  }
};

// The content types, generated from the model (model/): a field the validator missed still cannot
// render blank, and enums (icon names, page keys) reach the components' types as unions.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs());
};

// The development server serves static/ without directory indexes; /admin/ is the editor's address.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get("/admin/", (_req: unknown, res: { sendFile: (file: string) => void }) => res.sendFile(path.join(__dirname, "static", "admin", "index.html")));
};

// Content drives the routes: one page per service slug and per package category.
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{
    allServicesJson: { nodes: { slug: string }[] };
    allPackageCategoriesJson: { nodes: { slug: string }[] };
  }>(`
    query CreatePages {
      allServicesJson { nodes { slug } }
      allPackageCategoriesJson { nodes { slug } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query services and package categories", result.errors);
    return;
  }
  for (const { slug } of result.data.allServicesJson.nodes) {
    actions.createPage({
      path: `/services/${slug}`,
      component: path.resolve("src/templates/service.tsx"),
      context: { slug },
    });
  }
  for (const { slug } of result.data.allPackageCategoriesJson.nodes) {
    actions.createPage({
      path: `/packages/${slug}`,
      component: path.resolve("src/templates/package-category.tsx"),
      context: { slug },
    });
  }
};

// robots.txt names the sitemap at the site's real address (SITE_URL), so it is written at build;
// the CSP in _headers lists the hashes of exactly the inline scripts this build produced.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.join(__dirname, "public");
  fs.writeFileSync(path.join(publicDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`);
  const { hashes, assets } = writeHeaders(publicDir, path.join(__dirname, "static", "_headers"));
  reporter.info(`_headers: CSP allows ${hashes} inline script hashes; ${assets} hashed assets cached for a year`);
};
