#!/usr/bin/env node
// Every built page through the W3C Nu Html Checker (vnu-jar, needs Java 8+): 0 errors or exit 1.
// Usage: npm run check:html   (after npm run build)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");
const vnu = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    // _gatsby/slices holds Gatsby's script fragments, stitched into pages; they are not pages.
    if (e.isDirectory()) return ["static", "page-data", "_gatsby"].includes(e.name) ? [] : htmlFiles(full);
    return e.name.endsWith(".html") ? [full] : [];
  });
}

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("No production build in public/: run npm run build first.");
  process.exit(1);
}
const files = htmlFiles(publicDir).sort();
const run = spawnSync("java", ["-jar", vnu, "--format", "json", "--errors-only", ...files], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
if (run.error) {
  console.error(`Could not start Java for the Nu Html Checker: ${run.error.message}`);
  process.exit(1);
}
const messages = JSON.parse(run.stderr || '{"messages":[]}').messages.filter((m) => m.type === "error");
for (const m of messages) {
  const file = path.relative(root, fileURLToPath(m.url));
  console.error(`${file}:${m.lastLine ?? "?"}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\s+/g, " ").slice(0, 160)}` : ""}`);
}
console.log(`Nu Html Checker: ${files.length} pages, ${messages.length} error${messages.length === 1 ? "" : "s"}.`);
process.exit(messages.length ? 1 : 0);
