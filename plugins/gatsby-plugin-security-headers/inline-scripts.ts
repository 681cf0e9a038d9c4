import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { startAppScript } from "../gatsby-plugin-script-starter/start-app";
import { switchOnScript } from "../gatsby-plugin-brand-fonts/devanagari-faces";

// The inline scripts the build means to write, each named and made by its own generator: the
// public pages' policy allows these by hash and no other, and the build fails on any other inline
// script a page holds (writeHeaders). A census of the pages would trust whatever reached them
// (docs/decisions/0040-the-starter-reads-its-own-data.md).

/** An inline script the build means to write: who writes it, and its text as that generator makes it. */
export interface InlineScript {
  name: string;
  text: string;
}

/**
 * Gatsby's two inline scripts, as Gatsby 5.16.1 writes them into its scripts slice
 * (gatsby/dist/utils/gatsby-webpack-stats-extractor.js): the chunk map, from the JSON it writes to
 * public/chunk-map.json, and the compilation hash, which it also writes to app-data.json.
 */
export function gatsbyScripts(publicDir: string): InlineScript[] {
  const chunkMap = fs.readFileSync(path.join(publicDir, "chunk-map.json"), "utf8");
  const { webpackCompilationHash } = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", "app-data.json"), "utf8")) as {
    webpackCompilationHash: string;
  };
  return [
    { name: "Gatsby's chunk map (from public/chunk-map.json)", text: `\n            window.___chunkMapping=${JSON.stringify(chunkMap)};\n          ` },
    { name: "Gatsby's compilation hash (from public/page-data/app-data.json)", text: `window.___webpackCompilationHash="${webpackCompilationHash}";` },
  ];
}

type HeadElement = { key: string; props: { dangerouslySetInnerHTML?: { __html: string } } };

/** gatsby-plugin-image's loader, from the plugin's own server render (the <script type="module"> it puts in every page's head). */
export function imageLoaderScript(): InlineScript {
  const ssr = createRequire(__filename)("gatsby-plugin-image/gatsby-ssr.js") as {
    onRenderBody: (api: { setHeadComponents: (c: HeadElement[]) => void }) => void;
  };
  let elements: HeadElement[] = [];
  ssr.onRenderBody({ setHeadComponents: (components) => (elements = components) });
  const text = elements.find((e) => e.key === "gatsby-image-style-script")?.props.dangerouslySetInnerHTML?.__html;
  if (!text)
    throw new Error("gatsby-plugin-image's gatsby-ssr.js no longer writes its loader script as it did; the policy's list of inline scripts needs a look");
  return { name: "gatsby-plugin-image's loader (its gatsby-ssr.js)", text };
}

/** Every inline script the build means to write, in a fixed order. */
export function allowedInlineScripts(publicDir: string): InlineScript[] {
  return [
    { name: "the script starter (plugins/gatsby-plugin-script-starter/start-app.ts)", text: startAppScript() },
    { name: "the Devanagari faces' switch (plugins/gatsby-plugin-brand-fonts/devanagari-faces.ts)", text: switchOnScript() },
    ...gatsbyScripts(publicDir),
    imageLoaderScript(),
  ];
}
