import type { GatsbyNode } from "gatsby";

// Gatsby splits the browser's code with webpack's splitChunks. Its `shared` group moves every module
// that two or more page templates import (and that is not in the app chunk) into a chunk of its own,
// named after the templates that share it, once those modules weigh 20 KB before minifying. Then a
// package page loads its template in two requests, and the shared part compresses apart from the
// rest. With the group off, each template's chunk holds what it imports: one request a page, more
// bytes across templates a visitor may never open (docs/decisions/0045-one-chunk-per-template.md).

/** The change to Gatsby's browser build: its `shared` cache group off; framework, lib, commons and styles as Gatsby sets them. */
const pageChunks = { optimization: { splitChunks: { cacheGroups: { shared: false } } } } as const;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig(pageChunks);
};
