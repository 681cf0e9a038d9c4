#!/usr/bin/env node
// Runs `gatsby build` and prints how long each phase took, slowest first, and the wall time.
// Usage: npm run build:times            (warm: reuses .cache/ and public/)
//        npm run build:times -- --cold  (what CI and a fresh clone pay: .cache/ and public/ removed first)
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { searchIndexBudgetSeconds, searchIndexFigures } from "./lib/search-index-log.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cold = process.argv.includes("--cold");
if (cold) for (const dir of [".cache", "public"]) fs.rmSync(path.join(root, dir), { recursive: true, force: true });

const started = Date.now();
const child = spawn(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
  cwd: root,
  // Not a TTY: Gatsby then prints one plain "success <phase> - 1.234s" line per phase.
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
  stdio: ["ignore", "pipe", "pipe"],
});
const phases = [];
let output = "";
const collect = (chunk) => {
  const text = chunk.toString();
  output += text;
  for (const [, name, seconds] of text.matchAll(/success (.+?) - (\d+(?:\.\d+)?)s/g)) phases.push({ name, seconds: Number(seconds) });
};
child.stdout.on("data", collect);
child.stderr.on("data", collect);
const code = await new Promise((resolve) => child.on("close", resolve));
const wall = (Date.now() - started) / 1000;

if (code !== 0) {
  process.stderr.write(output);
  console.error(`\ngatsby build failed (exit ${code}) after ${wall.toFixed(1)} s`);
  process.exit(code ?? 1);
}
const width = Math.max(...phases.map((p) => p.name.length));
console.log(`${cold ? "Cold" : "Warm"} build phases, slowest first:`);
for (const { name, seconds } of [...phases].sort((a, b) => b.seconds - a.seconds).slice(0, 15)) {
  console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s`);
}
// Inside onPostBuild, which Gatsby times as a whole: the search plugin logs its own figure.
const search = searchIndexFigures(output);
if (search) {
  const over = search.seconds > searchIndexBudgetSeconds ? `  OVER BUDGET (${searchIndexBudgetSeconds} s)` : "";
  console.log(`Search index (gatsby-plugin-search, within onPostBuild): ${search.pages} pages in ${search.seconds.toFixed(2)} s${over}`);
}
console.log(`${cold ? "Cold" : "Warm"} build: ${wall.toFixed(1)} s wall time`);
