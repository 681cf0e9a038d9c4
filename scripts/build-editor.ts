// The editor's own site (docs/decisions/0043-the-editor-at-its-own-origin.md): `npm run build:editor`
// writes editor/public/, the editor at /admin/ and nothing of the public site, for a second host site
// built from this repository (editor/netlify.toml). CMS_REPO, CMS_BRANCH and CSP_REPORT_URL are read
// as the public build reads them. No Gatsby build: the editor is a static page and its CMS bundle.
import path from "node:path";
import { writeEditorSite } from "../plugins/gatsby-plugin-editor/editor-origin";

const root = path.resolve(__dirname, "..");
const outDir = path.join(root, "editor", "public");
writeEditorSite(root, outDir);
console.log(`The editor's site is in ${path.relative(root, outDir)}/ (serve it with PUBLIC_DIR=editor/public npm run serve:built)`);
