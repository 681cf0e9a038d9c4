import fs from "node:fs";
import path from "node:path";

// react-icons ships each pack as one module (fa6: two thousand icons). Webpack parses all of it and
// leaves the unused icons for the minifier to drop: the HTML renderer carries the whole pack, and
// terser reads all of it to keep a few. The build keeps only the icons the site imports
// (plugins/gatsby-plugin-build-speed/used-icons-loader.cjs; docs/decisions/0020-a-faster-cold-build.md).

/** The packs the loader trims; an icon from another pack is imported as usual. */
export const trimmedPacks = ["fa6"] as const;

const importOf = (pack: string) => new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']react-icons/${pack}["']`, "g");

/**
 * The names imported from a react-icons pack anywhere under `dir`. Any other use of the pack (a
 * namespace or dynamic import, a re-export, require) throws: it could reach an icon by a name no
 * named import shows, and the trimmed pack would not have it.
 */
export function usedIconNames(dir: string, pack: string): string[] {
  const names = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") walk(file);
        continue;
      }
      if (!/\.[cm]?[jt]sx?$/.test(entry.name)) continue;
      const text = fs.readFileSync(file, "utf8");
      const mentions = text.split(`react-icons/${pack}`).length - 1;
      const imports = [...text.matchAll(importOf(pack))];
      if (mentions !== imports.length) {
        throw new Error(
          `${file} uses react-icons/${pack} other than by \`import { Name } from\`; the build trims the pack to named imports (scripts/lib/used-icons.ts)`,
        );
      }
      for (const [, list] of imports) {
        for (const item of list.split(",")) {
          const name = item
            .trim()
            .replace(/^type\s+/, "")
            .split(/\s+as\s+/)[0]
            .trim();
          if (name) names.add(name);
        }
      }
    }
  };
  walk(dir);
  return [...names].sort();
}
