import path from "node:path";
import type { GatsbyNode, Store } from "gatsby";
import { writeAdminFiles } from "./admin-files";
import { editorOrigin, moveEditorAway } from "./editor-origin";

/** The site's folder (the plugin's own gatsby-node runs from Gatsby's cache). */
const siteDirectory = (store: Store) => (store.getState() as { program: { directory: string } }).program.directory;

// Before the build reads static/: the editor's bundle, fonts and config.yml are written there. A
// production build on the host that names a repository for the editor but keeps it on the site's
// own origin is told why it should not (docs/decisions/0043).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store, reporter }) => {
  const origin = editorOrigin();
  writeAdminFiles(siteDirectory(store));
  if (!origin && process.env.CONTEXT === "production" && process.env.CMS_REPO) {
    reporter.warn(
      "The editor is served at /admin/ on the public site's origin, where a script on any public page could read an editor's GitHub token from localStorage. Build the editor's own site (npm run build:editor) and set EDITOR_ORIGIN to its address: README.md, \"Editing with forms\".",
    );
  }
};

// With EDITOR_ORIGIN set, the public site holds no editor and sends /admin there. Runs before the
// headers plugin (listed after it), which then finds no editor's page to give a policy.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const origin = editorOrigin();
  if (!origin) return;
  moveEditorAway(path.join(siteDirectory(store), "public"), origin);
  reporter.info(`The editor is at ${origin}/admin/: /admin on this site redirects there`);
};

// The development server serves static/ without directory indexes; /admin/ is the editor's address.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  const page = path.join(siteDirectory(store), "static", "admin", "index.html");
  app.get("/admin/", (_req: unknown, res: { sendFile: (file: string) => void }) => res.sendFile(page));
};
