#!/usr/bin/env node
// Record 0020's figures at N times the content, without the rest of `npm run bench:scale`: a copy of
// the project with the packages multiplied (scripts/lib/multiply-content.mjs, each copy with its own
// photos), a cold `gatsby build` (wall and CPU seconds), then one package's title edited in both
// languages and a warm build, counting the images that build wrote to public/static (by mtime).
// Usage: node docs/decisions/measure/scale-builds.mjs [--factor 10] [--keep]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { multiplyContent } from "../../../scripts/lib/multiply-content.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const factor = Number(process.argv.includes("--factor") ? process.argv[process.argv.indexOf("--factor") + 1] : 10);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), `scale-builds-${factor}x-`));
const skip = new Set(["node_modules", ".cache", "public", ".git", "test-results", "bench-results"]);
for (const entry of fs.readdirSync(root)) if (!skip.has(entry)) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
if (spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]).status !== 0) {
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
}
const photos = await multiplyContent(path.join(dir, "content"), factor);
console.log(`${factor}x copy: ${dir} (${photos} photos added)`);

const images = (folder) =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(folder, e.name);
    return e.isDirectory() ? images(full) : /\.(avif|webp|jpe?g|png)$/i.test(e.name) ? [full] : [];
  });

function build(label) {
  const started = Date.now();
  // /usr/bin/time -f: the build's own CPU seconds, all its workers included.
  const result = spawnSync("/usr/bin/time", ["-f", "CPU %U %S", path.join(dir, "node_modules", ".bin", "gatsby"), "build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  });
  const wall = (Date.now() - started) / 1000;
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) {
    console.error(output.slice(-4000));
    process.exit(1);
  }
  const [, user, sys] = /CPU ([\d.]+) ([\d.]+)/.exec(output);
  const written = images(path.join(dir, "public", "static")).filter((f) => fs.statSync(f).mtimeMs >= started).length;
  const jobs = /IMAGE_PROCESSING jobs - [\d.]+s - \d+\/(\d+)/.exec(output)?.[1] ?? 0;
  const phases = [...output.matchAll(/success (.+?) - (\d+(?:\.\d+)?)s/g)]
    .map(([, name, s]) => [name, Number(s)])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 6);
  console.log(`${label}: ${wall.toFixed(1)} s wall, CPU ${user} s user + ${sys} s sys; ${written} images written (${jobs} image jobs)`);
  for (const [name, s] of phases) console.log(`    ${name}: ${s.toFixed(1)} s`);
}

build(`cold build at ${factor}x`);
console.log(`  ${images(path.join(dir, "public", "static")).length} images in public/static`);
for (const locale of ["", "hi"]) {
  const file = path.join(dir, "content", locale, "packages", "kerala-backwaters.json");
  const data = JSON.parse(fs.readFileSync(file, "utf8"));
  data.title = `${data.title} (2027)`;
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}
build(`warm build after one package's title is edited at ${factor}x`);
if (!process.argv.includes("--keep")) fs.rmSync(dir, { recursive: true, force: true });
