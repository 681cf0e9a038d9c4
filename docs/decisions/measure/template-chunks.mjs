// Measurement for docs/decisions/0045 and 0046: the scripts each page template starts with, from a
// build's webpack.stats.json, gzip as the host sends them (zlib's default level), and the chunks it
// may fetch later. `node docs/decisions/measure/template-chunks.mjs [public] [--modules TEMPLATE]`
// With --modules, and a build made with source maps, the minified bytes of each source file in
// that template's scripts (the chunk groups named by Gatsby: app, component---src-templates-package-tsx...).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createRequire } from "node:module";

const args = process.argv.slice(2);
const dir = path.resolve(args.find((a) => !a.startsWith("--") && args[args.indexOf(a) - 1] !== "--modules") ?? "public");
const stats = JSON.parse(fs.readFileSync(path.join(dir, "webpack.stats.json"), "utf8"));
const scriptsOf = (group) => stats.namedChunkGroups[group].assets.map((a) => (typeof a === "string" ? a : a.name)).filter((a) => a.endsWith(".js"));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const app = scriptsOf("app");
const appBytes = app.reduce((sum, f) => sum + gz(f), 0);
console.log(`app: ${app.map((f) => `${f} ${kb(gz(f))}`).join(", ")} = ${kb(appBytes)}`);
for (const group of Object.keys(stats.namedChunkGroups)
  .filter((g) => g.startsWith("component---"))
  .sort()) {
  const own = scriptsOf(group);
  const bytes = own.reduce((sum, f) => sum + gz(f), 0);
  console.log(`${group}: ${own.length} script(s) ${kb(bytes)}; with the app ${kb(appBytes + bytes)} in ${app.length + own.length} requests`);
}
// Named chunks a page fetches only when it needs them (webpackChunkName), e.g. a package page's kept sections.
for (const group of Object.keys(stats.namedChunkGroups).filter((g) => g !== "app" && !g.startsWith("component---"))) {
  console.log(
    `${group} (on demand): ${scriptsOf(group)
      .map((f) => `${f} ${kb(gz(f))}`)
      .join(", ")}`,
  );
}

const modulesOf = args.includes("--modules") ? args[args.indexOf("--modules") + 1] : undefined;
if (modulesOf) {
  const { SourceMapConsumer } = createRequire(import.meta.url)("source-map");
  const bySource = new Map();
  for (const file of scriptsOf(modulesOf)) {
    const mapFile = path.join(dir, `${file}.map`);
    if (!fs.existsSync(mapFile)) throw new Error(`${file}: no source map (build with devtool "source-map" to list modules)`);
    const lines = fs.readFileSync(path.join(dir, file), "utf8").split("\n");
    const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, "utf8")));
    let last;
    consumer.eachMapping((m) => {
      if (last) {
        const length =
          m.generatedLine === last.generatedLine ? m.generatedColumn - last.generatedColumn : lines[last.generatedLine - 1].length - last.generatedColumn;
        const source = `${file.replace(/-[0-9a-f]{20}\.js$/, "")} ${last.source ?? "(none)"}`;
        bySource.set(source, (bySource.get(source) ?? 0) + length);
      }
      last = m;
    });
  }
  for (const [source, bytes] of [...bySource].sort((a, b) => b[1] - a[1])) console.log(String(bytes).padStart(7), source);
}
