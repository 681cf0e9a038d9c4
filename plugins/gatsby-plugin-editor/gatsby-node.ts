import path from "node:path";
import type { GatsbyNode, Store } from "gatsby";
import { writeAdminFiles } from "./admin-files";

/** The site's folder (the plugin's own gatsby-node runs from Gatsby's cache). */
const siteDirectory = (store: Store) => (store.getState() as { program: { directory: string } }).program.directory;

// Before the build reads static/: the editor's bundle, fonts and config.yml are written there.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store }) => {
  writeAdminFiles(siteDirectory(store));
};

// The development server serves static/ without directory indexes; /admin/ is the editor's address.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app, store }) => {
  const page = path.join(siteDirectory(store), "static", "admin", "index.html");
  app.get("/admin/", (_req: unknown, res: { sendFile: (file: string) => void }) => res.sendFile(page));
};
