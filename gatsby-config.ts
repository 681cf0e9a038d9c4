import type { GatsbyConfig } from "gatsby";
import path from "node:path";
import { siteUrl } from "./src/utils/site-url";
import { readSettings } from "./scripts/lib/read-settings";
import { nodeTypeName } from "./model/content";

// The manifest needs the company's name at config time, before the data layer exists.
const settings = readSettings(path.join(__dirname, "content"));

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  trailingSlash: "never",
  // Emotion's css prop through the automatic JSX runtime; no Babel plugin needed.
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // Widths and qualities live in the named presets (src/components/image/image-presets.ts);
        // no default breakpoints here, because they would reach CONSTRAINED images too.
        defaults: {
          formats: ["auto", "webp", "avif"],
          placeholder: "dominantColor",
          quality: 70,
          // effort and chroma reach sharp through patches/gatsby-plugin-sharp+5.16.0.patch. Measured
          // on a 1920 px photo: effort 4 with 4:4:4 (sharp's default) 5-7 s; effort 2 1.25 s; effort 1
          // 0.7 s at the same size and 0.1-0.3 dB PSNR below effort 2; effort 0 loses 0.5 dB.
          avifOptions: { quality: 50, effort: 1, chromaSubsampling: "4:2:0" },
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: path.join(__dirname, "content"), ignore: ["**/*.md"] },
    },
    {
      resolve: "gatsby-transformer-json",
      options: {
        // content/NAME.json -> NameJson; content/FOLDER/*.json -> FolderJson (see content/README.md).
        typeName: ({ node }: { node: { relativeDirectory: string; name: string } }) =>
          nodeTypeName(node.relativeDirectory ? node.relativeDirectory.split("/")[0] : node.name),
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      // minimatch patterns: the brackets of the client-only fallback's path are escaped.
      options: { excludes: ["/404", "/404.html", "/dev-404-page", "/services/\\[...\\]"] },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: settings.name,
        short_name: settings.shortName,
        description: settings.description,
        start_url: "/",
        background_color: "#ffffff",
        theme_color: "#0b5d4b",
        display: "standalone",
        icon: "src/images/icon.png",
        icon_options: { purpose: "any maskable" },
        cache_busting_mode: "none",
      },
    },
  ],
};

export default config;
