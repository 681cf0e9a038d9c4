#!/usr/bin/env node
// Scale benchmark: what happens to the build, the content check and /packages when the content
// grows. It builds two throwaway copies of the site side by side (1x and Nx content) and prints
// their figures and the ratios. Nothing in the project itself is touched.
// Also reports the search index's time (gatsby-plugin-search) at 1x and Nx.
// Usage: npm run bench:scale [-- --factor 10] [-- --keep] [-- --lighthouse]
//   --keep        leave the copies in the system's temp folder (their paths are printed)
//   --lighthouse  also run Lighthouse (npm run bench) on the Nx copy's /hi/packages and heaviest listing
// Every route built at 1x is weighed in both copies: every byte it needs before it is interactive.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { multiplyContent } from "./lib/multiply-content.mjs";
import { kb, pageWeights } from "./lib/page-weight.mjs";
import { searchIndexBudgetSeconds, searchIndexFigures } from "./lib/search-index-log.mjs";
import { sectionPaths } from "../model/routes.ts";
import { localizePath } from "../model/locales.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const factor = Number(arg("factor", 10));
const keep = process.argv.includes("--keep");
const withLighthouse = process.argv.includes("--lighthouse");
// At Nx, what a page costs a visitor before it is interactive (scripts/lib/page-weight.mjs) may grow
// by half on the listings, which show more packages, and by a tenth on every other page.
const budgets = { warmEditSeconds: 30, checkContentSeconds: 5, listingGrowth: 1.5, pageGrowth: 1.1 };

/** A copy of the project without its build output, sharing node_modules (hard links: no disk, no download). */
function copyProject(name) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `scale-${name}-`));
  const skip = new Set(["node_modules", ".cache", "public", ".git", "test-results", "bench-results"]);
  for (const entry of fs.readdirSync(root)) {
    if (!skip.has(entry)) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  // Gatsby resolves its plugins from the site's own node_modules; hard links make a real folder of it.
  const linked = spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
  if (linked.status !== 0) fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** Runs a command in a copy, returning its wall time in seconds and its output. */
function timed(dir, command, args) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, args, {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) {
    console.error(output.slice(-4000));
    throw new Error(`${command} ${args.join(" ")} failed in ${dir}`);
  }
  return { seconds, output };
}

const gatsby = (dir) => timed(dir, path.join(dir, "node_modules", ".bin", "gatsby"), ["build"]);

/** Image work in a Gatsby build log: its seconds and how many images it made. */
function imageWork(output) {
  const line = [
    ...output.matchAll(/success (?:Generating image thumbnails|Running gatsby-plugin-sharp\.IMAGE_PROCESSING jobs) - (\d+(?:\.\d+)?)s(?: - (\d+)\/(\d+))?/g),
  ].pop();
  return { seconds: line ? Number(line[1]) : 0, jobs: line?.[3] ? Number(line[3]) : 0 };
}

function folderBytes(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const full = path.join(dir, e.name);
    return sum + (e.isDirectory() ? folderBytes(full) : fs.statSync(full).size);
  }, 0);
}

const countPages = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).reduce((n, e) => {
    if (e.isDirectory()) return e.name === "page-data" || e.name === "static" ? n : n + countPages(path.join(dir, e.name));
    return n + (e.name.endsWith(".html") ? 1 : 0);
  }, 0);

/** The listing pages that grow with the content: /packages and the theme pages, in either language. */
const isListing = (route) => /^(\/hi)?\/packages(\/themes\/[^/]+)?$/.test(route);

/** The heaviest of some routes' weights. */
const heaviest = (weights) => weights.reduce((a, b) => (b.total > a.total ? b : a));

/** Edits one package's title (both languages), as an editor would. */
function editOnePackage(dir) {
  for (const locale of ["", "hi"]) {
    const file = path.join(dir, "content", locale, "packages", "kerala-backwaters.json");
    const data = JSON.parse(fs.readFileSync(file, "utf8"));
    data.title = `${data.title} (2027)`;
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  }
}

/** Adds one new photo (a distinct file) to one package, with its credit covered by the folder's. */
async function addOnePhoto(dir) {
  const source = path.join(dir, "content", "images", "calm-lake.jpg");
  const target = path.join(dir, "content", "images", "scale-added.jpg");
  await sharp(source).modulate({ brightness: 1.02 }).jpeg({ quality: 80 }).toFile(target);
  for (const locale of ["", "hi"]) {
    const credits = path.join(dir, "content", locale, "photo-credits.json");
    const list = JSON.parse(fs.readFileSync(credits, "utf8"));
    const original = list.find((c) => c.file === "calm-lake.jpg");
    list.push({ ...original, file: "scale-added.jpg" });
    fs.writeFileSync(credits, `${JSON.stringify(list, null, 2)}\n`);
  }
  for (const locale of ["", "hi"]) {
    const file = path.join(dir, "content", locale, "packages", "goa-beach-break.json");
    const data = JSON.parse(fs.readFileSync(file, "utf8"));
    if (data.photos.length >= 6) data.photos.pop();
    data.photos.push({ ...data.photos[0], image: "../images/scale-added.jpg" });
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  }
}

async function measure(name, multiply) {
  const dir = copyProject(name);
  console.log(`\n${name}: ${dir}`);
  const photos = multiply > 1 ? await multiplyContent(path.join(dir, "content"), multiply) : 0;
  const check = timed(dir, process.execPath, [path.join(dir, "node_modules", ".bin", "tsx"), "scripts/check-content.ts"]);
  console.log(`  check:content ${check.seconds.toFixed(1)} s`);
  const cold = gatsby(dir);
  console.log(`  cold build ${cold.seconds.toFixed(1)} s`);
  const publicDir = path.join(dir, "public");
  const figures = {
    packages: fs.readdirSync(path.join(dir, "content", "packages")).length,
    photos: fs.readdirSync(path.join(dir, "content", "images")).filter((f) => /\.(jpe?g|png)$/i.test(f)).length + photos,
    checkSeconds: check.seconds,
    coldSeconds: cold.seconds,
    coldImages: imageWork(cold.output),
    // gatsby-plugin-search's own figure (docs/decisions/0025-site-search-with-pagefind.md).
    searchIndex: searchIndexFigures(cold.output) ?? { pages: 0, seconds: 0 },
    pages: countPages(publicDir),
    publicMb: folderBytes(publicDir) / 1024 / 1024,
    weights: await pageWeights(publicDir),
  };
  editOnePackage(dir);
  const edit = gatsby(dir);
  figures.warmEditSeconds = edit.seconds;
  figures.warmEditImages = imageWork(edit.output);
  console.log(`  warm rebuild after one package edit ${edit.seconds.toFixed(1)} s (${figures.warmEditImages.jobs} images made)`);
  await addOnePhoto(dir);
  const photo = gatsby(dir);
  figures.warmPhotoSeconds = photo.seconds;
  figures.warmPhotoImages = imageWork(photo.output);
  console.log(`  warm rebuild after one new photo ${photo.seconds.toFixed(1)} s (${figures.warmPhotoImages.jobs} images made)`);
  return { dir, figures };
}

const one = await measure("1x", 1);
const many = await measure(`${factor}x`, factor);

// Every route of the 1x site is also built at Nx; each is judged against itself.
const growth = [...one.figures.weights.keys()].map((route) => {
  const [a, b] = [one.figures.weights.get(route), many.figures.weights.get(route)];
  return { route, one: a, many: b, ratio: b.total / a.total, budget: isListing(route) ? budgets.listingGrowth : budgets.pageGrowth };
});
const listing = heaviest(growth.filter((g) => isListing(g.route)).map((g) => ({ ...g.many, route: g.route })));
const other = growth.filter((g) => !isListing(g.route)).reduce((a, b) => (b.ratio > a.ratio ? b : a));

const rows = [
  ["packages (English)", (f) => f.packages, 0],
  ["photos in content/images", (f) => f.photos, 0],
  ["check:content (s)", (f) => f.checkSeconds, 1],
  ["cold build (s)", (f) => f.coldSeconds, 1],
  ["  of which images (s)", (f) => f.coldImages.seconds, 1],
  ["  images made", (f) => f.coldImages.jobs, 0],
  ["  of which the search index (s)", (f) => f.searchIndex.seconds, 2],
  ["  pages indexed", (f) => f.searchIndex.pages, 0],
  ["warm rebuild, one package edited (s)", (f) => f.warmEditSeconds, 1],
  ["  images made", (f) => f.warmEditImages.jobs, 0],
  ["warm rebuild, one photo added (s)", (f) => f.warmPhotoSeconds, 1],
  ["  images made", (f) => f.warmPhotoImages.jobs, 0],
  ["pages built", (f) => f.pages, 0],
  ["public/ (MB)", (f) => f.publicMb, 1],
];
// Page weights (KB): the 1x page's figure against the same route's at Nx.
const weightRows = (route) =>
  ["total", "html", "headers", "pageData", "js", "images"].map((part) => [
    `${route} ${part === "total" ? "before interactive" : part} (KB)`,
    (f) => f.weights.get(route)[part] / 1024,
    1,
  ]);
console.log(`\n| figure | 1x | ${factor}x | ratio |\n|---|---|---|---|`);
const packagesHi = localizePath(sectionPaths.packages, "hi");
const weighed = [...new Set([sectionPaths.packages, packagesHi, listing.route, other.route])].flatMap(weightRows);
for (const [label, get, digits] of [...rows, ...weighed]) {
  const a = get(one.figures);
  const b = get(many.figures);
  console.log(`| ${label} | ${a.toFixed(digits)} | ${b.toFixed(digits)} | ${a ? (b / a).toFixed(2) : "-"} |`);
}

const failures = [];
const f = many.figures;
// Indexing may add at most 10 s to a cold build, at 1x and at Nx (issue 53 asks it of 10x).
for (const [label, figures] of [
  ["1x", one.figures],
  [`${factor}x`, f],
]) {
  if (figures.searchIndex.seconds > searchIndexBudgetSeconds)
    failures.push(`the search index took ${figures.searchIndex.seconds.toFixed(1)} s at ${label} > ${searchIndexBudgetSeconds} s`);
}
if (f.warmEditSeconds > budgets.warmEditSeconds)
  failures.push(`warm rebuild after one package edit ${f.warmEditSeconds.toFixed(1)} s > ${budgets.warmEditSeconds} s`);
if (f.checkSeconds > budgets.checkContentSeconds) failures.push(`check:content ${f.checkSeconds.toFixed(1)} s > ${budgets.checkContentSeconds} s`);
console.log(
  `\nThe page that grew most besides the listings: ${other.route} (${other.ratio.toFixed(2)}x); the heaviest listing at ${factor}x: ${listing.route}.`,
);
for (const g of growth) {
  if (g.ratio > g.budget)
    failures.push(`${g.route} weighs ${kb(g.many.total)} before it is interactive, ${g.ratio.toFixed(2)}x its ${kb(g.one.total)} at 1x (budget ${g.budget}x)`);
}
// The cold build may grow with the photos, no faster: its ratio stays within the photos' ratio.
const coldRatio = f.coldSeconds / one.figures.coldSeconds;
const photoRatio = f.photos / one.figures.photos;
if (coldRatio > photoRatio) failures.push(`cold build grew ${coldRatio.toFixed(2)}x, faster than the photos (${photoRatio.toFixed(2)}x)`);
// A host that keeps .cache/ and public/ (Netlify's Gatsby cache) re-encodes no unchanged photo after a text edit.
if (f.warmEditImages.jobs > 0) failures.push(`a one-package text edit re-encoded ${f.warmEditImages.jobs} images`);

if (withLighthouse) {
  const routes = [packagesHi, listing.route].join(",");
  const lh = spawnSync(process.execPath, [path.join(root, "node_modules", ".bin", "tsx"), path.join(root, "scripts", "bench.mjs"), "--routes", routes], {
    stdio: "inherit",
    env: { ...process.env, PUBLIC_DIR: path.join(many.dir, "public") },
  });
  if (lh.status !== 0) failures.push("Lighthouse budgets at scale (see above)");
}

if (!keep) for (const { dir } of [one, many]) fs.rmSync(dir, { recursive: true, force: true });
if (failures.length) {
  console.error(`\nOver budget at ${factor}x:\n${failures.map((x) => `  - ${x}`).join("\n")}`);
  process.exit(1);
}
console.log(`\nEvery scale budget holds at ${factor}x.`);
