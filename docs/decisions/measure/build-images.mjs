#!/usr/bin/env node
// The images a build made, by format and width, and whether any built page names each one
// (HTML, page data, scripts). With a second folder (a list from an earlier build, one
// `static/...` path a line), also which files are new or gone. Record 0020.
// Usage: node docs/decisions/measure/build-images.mjs [public] [--widths] [--list out.txt] [--against before.txt]
import fs from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const pub = path.resolve(args.find((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--")) ?? "public");
const walk = (dir, skip) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return full === skip ? [] : walk(full, skip);
    return [full];
  });
const images = walk(path.join(pub, "static")).filter((f) => /\.(avif|webp|jpe?g|png)$/i.test(f));
const named = walk(pub, path.join(pub, "static"))
  .filter((f) => /\.(html|json|js|css|webmanifest|xml)$/.test(f))
  .map((f) => fs.readFileSync(f, "utf8"))
  .join("\n");

const byFormat = new Map();
const byWidth = new Map();
for (const file of images) {
  const format = path.extname(file).slice(1).toLowerCase();
  const { width } = imageSize(fs.readFileSync(file));
  const used = named.includes(`/${path.relative(pub, file)}`);
  const bytes = fs.statSync(file).size;
  for (const [map, key] of [
    [byFormat, format],
    [byWidth, `${format} ${String(width).padStart(4)}`],
  ]) {
    const row = map.get(key) ?? { files: 0, named: 0, bytes: 0 };
    map.set(key, { files: row.files + 1, named: row.named + (used ? 1 : 0), bytes: row.bytes + bytes });
  }
}
const print = (map) => {
  for (const [key, r] of [...map].sort()) console.log(`  ${key}: ${r.files} files (${r.named} named by a page), ${(r.bytes / 1024).toFixed(0)} KB`);
};
console.log(`${images.length} images in ${path.relative(process.cwd(), pub) || "."}/static`);
print(byFormat);
if (args.includes("--widths")) print(byWidth);

// Every image a page names is in the build.
const missing = new Set([...named.matchAll(/\/static\/[\w./-]+?\.(?:avif|webp|jpe?g|png)/g)].map((m) => m[0]).filter((f) => !fs.existsSync(path.join(pub, f))));
console.log(`images named by a page but not built: ${missing.size}${missing.size ? `\n  ${[...missing].slice(0, 10).join("\n  ")}` : ""}`);

const list = images.map((f) => path.relative(pub, f)).sort();
if (option("--list")) fs.writeFileSync(option("--list"), `${list.join("\n")}\n`);
if (option("--against")) {
  const before = new Set(fs.readFileSync(option("--against"), "utf8").split("\n").filter(Boolean));
  const now = new Set(list);
  const gone = [...before].filter((f) => !now.has(f));
  const added = list.filter((f) => !before.has(f));
  const count = (files) => {
    const byExt = {};
    for (const f of files) byExt[path.extname(f)] = (byExt[path.extname(f)] ?? 0) + 1;
    return Object.entries(byExt);
  };
  console.log(`against ${option("--against")}: ${gone.length} gone ${JSON.stringify(count(gone))}, ${added.length} new ${JSON.stringify(count(added))}`);
  if (args.includes("--names")) console.log([...gone.map((f) => `- ${f}`), ...added.map((f) => `+ ${f}`)].join("\n"));
}
