import path from "node:path";
import type { GatsbyNode, Store } from "gatsby";
import { queueImageJobsEarly, startsCold } from "./early-image-jobs";
import { trimmedPacks, usedIconNames } from "./used-icons";

/** The site's folder (the plugin's own gatsby-node runs from Gatsby's cache). */
const siteDirectory = (store: Store) => (store.getState() as { program: { directory: string } }).program.directory;

// Read before anything is written: whether this build starts without an earlier build's images.
let coldBuild = false;
export const onPreInit: GatsbyNode["onPreInit"] = ({ store }) => {
  coldBuild = startsCold(siteDirectory(store));
};

// On a cold build, the image jobs start before webpack, not after it (early-image-jobs.ts).
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ graphql, store, reporter }) => {
  const started = Date.now();
  const ran = await queueImageJobsEarly(store.getState(), graphql as never, coldBuild);
  reporter.info(`Image jobs queued before the bundles (cold builds only): ${ran} queries in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

// The production bundles get no source maps (no visitor loads them; they cost the minifier and the
// HTML renderer about a third of their time), and each react-icons pack the site uses is trimmed to
// its imported icons (used-icons.ts).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, store }) => {
  const site = siteDirectory(store);
  const rules = trimmedPacks.map((pack) => ({
    test: new RegExp(`[\\\\/]node_modules[\\\\/]react-icons[\\\\/]${pack}[\\\\/]index\\.m?js$`),
    use: [
      {
        loader: path.join(site, "plugins", "gatsby-plugin-build-speed", "used-icons-loader.cjs"),
        options: { names: usedIconNames(path.join(site, "src"), pack) },
      },
    ],
  }));
  actions.setWebpackConfig({
    module: { rules },
    ...(stage === "build-javascript" || stage === "build-html" ? { devtool: false } : {}),
  });
};
