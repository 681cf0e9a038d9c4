import path from "node:path";
import type { GatsbyNode, Store } from "gatsby";
import type { JsMinifyOptions } from "@swc/core";
import TerserPlugin from "terser-webpack-plugin";
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

// The browser bundles are minified by swc through terser-webpack-plugin's own adapter, with Gatsby's
// ES5 output and Safari 10 mangling: a third of the bundles' phase, and no more bytes than terser
// (docs/decisions/0030-swc-minifier-and-webp-effort.md). Fails the build if Gatsby's terser is not found.
const minifiedBySwc = (config: { optimization: { minimizer: unknown[] } }) => {
  const { minimizer } = config.optimization;
  const at = minimizer.findIndex((plugin) => plugin instanceof TerserPlugin);
  if (at < 0) throw new Error("gatsby-plugin-build-speed: Gatsby's terser minimizer was not found (is terser-webpack-plugin deduplicated?)");
  minimizer[at] = new TerserPlugin<JsMinifyOptions>({
    minify: TerserPlugin.swcMinify,
    exclude: /\.min\.js/,
    terserOptions: { ecma: 5, compress: { ecma: 5 }, mangle: { safari10: true } },
  });
  return config;
};

// The production bundles get no source maps (no visitor loads them; they cost the minifier and the
// HTML renderer about a third of their time), and each react-icons pack the site uses is trimmed to
// its imported icons (used-icons.ts).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, store, getConfig }) => {
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
  if (stage === "build-javascript") actions.replaceWebpackConfig(minifiedBySwc(getConfig()));
};
