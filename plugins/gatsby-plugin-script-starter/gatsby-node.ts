import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { deferAppScriptsIn } from "./start-app-html";

// After Gatsby has written the pages: each page's run of script tags becomes the one starter. Runs
// before gatsby-plugin-security-headers (listed after it), whose CSP allows the starter by hash.
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, reporter }) => {
  const { program } = store.getState() as { program: { directory: string } };
  reporter.info(`Scripts start after the hero is painted on ${deferAppScriptsIn(path.join(program.directory, "public"))} pages`);
};
