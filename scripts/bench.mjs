#!/usr/bin/env node
// Benchmark: Lighthouse (mobile, default throttling) on every route of the production build,
// the median of N runs per route, against the budgets in the README ("Performance").
// Usage: npm run bench [-- --runs 3] [-- --routes /,/gallery] [-- --cpu auto|4] [-- --lhr dir] [-- --equal-priority] [-- --host-fonts]
// With /search or /hi/search among the routes, it also times the site search on a CPU slowed the
// same (4x by default): from the last key of a query to its first result, once the index has loaded.
// Each run prints its figures and the host's benchmarkIndex; --lhr keeps every run's report.
// PUBLIC_DIR (as for scripts/serve.mjs) benchmarks another build, e.g. the scale benchmark's copy.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import puppeteer from "puppeteer-core";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import * as constants from "lighthouse/core/config/constants.js";
import { kb, pageFile, pageWeights } from "./lib/page-weight.mjs";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";
import { deviceFontsConfig } from "./lib/device-fonts.mjs";
import { pagePaths } from "../model/routes.ts";
import { localizePath, locales, splitSitePath } from "../model/locales.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg("runs", 3));
// The page's renderer gets the CPU before the measuring: on a 2-core host, the browser's own process
// (tracing, DevTools traffic, the filmstrip's screenshots), its GPU and utility processes and the file
// server took about half of the renderer's time during a load, and Lighthouse counts those waits as
// the page's blocking time (times 4). They run at nice 10; the renderers keep Chrome's own priorities.
// --equal-priority measures without. Linux only (elsewhere a no-op). Decision 21.
const pagesFirst = !process.argv.includes("--equal-priority") && fs.existsSync("/proc/self/task");
const port = Number(process.env.BENCH_PORT || 9200);
const base = `http://127.0.0.1:${port}`;
const budgets = { performance: 97, accessibility: 100, "best-practices": 100, seo: 100, lcpMs: 2000, tbtMs: 150, cls: 0, jsKb: 150, searchMs: 300 };
// Pages that are noindex on purpose: "is crawlable" is the one SEO audit they fail by design.
// Pages search engines are asked to skip (Service Not Found and 404), in English and Hindi.
// "adventure-tours" is no service's slug: its address gets Service Not Found.
const noindexRoutes = new Set(locales.flatMap((l) => [pagePaths.service({ slug: "adventure-tours" }), "/404"].map((p) => localizePath(p, l))));

const publicDir = path.resolve(root, process.env.PUBLIC_DIR || "public");
if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.log("No production build found: building first.");
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

function routesFromSitemap() {
  const dir = publicDir;
  const files = fs.readdirSync(dir).filter((f) => /^sitemap-\d+\.xml$/.test(f));
  const urls = files.flatMap((f) => [...fs.readFileSync(path.join(dir, f), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname));
  return [...new Set(urls)].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}
const routes = arg("routes", null)?.split(",") ?? [...routesFromSitemap(), ...noindexRoutes];

// Every byte each built route needs before it is interactive (HTML, headers, page data, scripts,
// the hero), read from the build: the same figures bench:scale compares at 1x and 10x.
const weights = await pageWeights(
  publicDir,
  routes.filter((route) => fs.existsSync(pageFile(publicDir, route))),
);

const server = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs")], {
  env: { ...process.env, PORT: String(port) },
  stdio: "ignore",
});
await new Promise((resolve) => setTimeout(resolve, 600));
if (pagesFirst) lowerPriority(server.pid);

// A phone has a Devanagari system font (Android: Noto Sans Devanagari); a build host may have none,
// and then its Chromium lays a Hindi page out in about 1.5-2.5 times the time, with a far wider
// spread (decision 21, 2026-11-27). So the benchmark's browsers (only them) get one, as on a phone,
// on any host: scripts/lib/device-fonts.mjs. --host-fonts measures with the host's fonts alone.
const fontconfigFile = process.argv.includes("--host-fonts") ? undefined : deviceFontsConfig(root);

/** Every thread of a process at nice 10 (Linux: nice is per thread; new threads inherit it). */
function lowerPriority(pid) {
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      if (os.getPriority(Number(tid)) < 10) os.setPriority(Number(tid), 10);
    } catch {
      // A thread that has just ended.
    }
  }
}

/** The browser process and every process it started at nice 10, but the renderers and the zygote they fork from. */
function yieldToPages(browserPid) {
  const parents = new Map();
  for (const pid of fs.readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      parents.set(Number(pid), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // A process that has just ended.
    }
  }
  const descends = (pid) => pid === browserPid || (parents.has(pid) && pid > 1 && descends(parents.get(pid)));
  for (const pid of parents.keys()) {
    try {
      if (descends(pid) && !/--type=(renderer|zygote)/.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"))) lowerPriority(pid);
    } catch {
      // A process that has just ended.
    }
  }
}

// A fresh browser for every run, as the Lighthouse CLI and PageSpeed use: a first visit. One browser
// reused across runs measured Hindi pages slower (docs/decisions/0054-figures-in-the-records.md).
const launchChrome = async () => {
  const chrome = await chromeLauncher.launch({
    envVars: { ...process.env, ...(fontconfigFile ? { FONTCONFIG_FILE: fontconfigFile } : {}) },
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  if (!pagesFirst) return chrome;
  // Chrome starts some processes later (GPU, storage, tracing), and not all from a thread that was niced.
  yieldToPages(chrome.pid);
  const watch = setInterval(() => yieldToPages(chrome.pid), 250);
  const kill = chrome.kill.bind(chrome);
  chrome.kill = () => {
    clearInterval(watch);
    return kill();
  };
  return chrome;
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse's CPU slowdown for the simulated mid-tier phone from the host's benchmarkIndex, by the
 * calculator its throttling docs point to (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md, "Calibrating the CPU slowdown";
 * patrickhulce/lighthouse-cpu-throttling-calculator): 1533 -> 4x (the default, meant for a
 * high-end desktop host), 1300 -> 3x, 800 -> 2x, 150 -> 1x, linear in between. Decision 21.
 */
function cpuMultiplierFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The host's benchmarkIndex, Lighthouse's own page function, the median of a few in a fresh browser. */
async function hostBenchmarkIndex(samples = 5) {
  const chrome = await launchChrome();
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const [page] = await browser.pages();
    const values = [];
    for (let i = 0; i < samples; i++) values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    await browser.disconnect();
    return { index: median(values), values };
  } finally {
    chrome.kill();
  }
}

// --cpu auto: calibrate the slowdown to this host once, before the first route (decision 21);
// --cpu <n>: that multiplier; default: Lighthouse's 4x.
const cpuArg = arg("cpu", null);
let cpuSlowdownMultiplier;
if (cpuArg === "auto") {
  const host = await hostBenchmarkIndex();
  cpuSlowdownMultiplier = Math.round(cpuMultiplierFor(host.index) * 10) / 10;
  console.log(`Host benchmarkIndex ${Math.round(host.index)} (median of ${host.values.map(Math.round).join(", ")}): CPU slowdown ${cpuSlowdownMultiplier}x`);
} else if (cpuArg) {
  cpuSlowdownMultiplier = Number(cpuArg);
}

// Accessibility, best practices and SEO are read from the DOM and headers, the same on every run:
// the first run of a route audits them, the others only performance (about a third less time).
const allCategories = ["performance", "accessibility", "best-practices", "seo"];
const lhrDir = arg("lhr", null);

async function audit(url, { full }, attempt = 1) {
  const started = Date.now();
  // The host's 1-minute load average as the run starts (the bench's own previous run included): on
  // this 2-core machine, well above 2 means other work shares the CPU with the run.
  const load = os.loadavg()[0];
  const chrome = await launchChrome();
  const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: full ? allCategories : ["performance"] };
  const config = cpuSlowdownMultiplier
    ? { extends: "lighthouse:default", settings: { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier } } }
    : undefined;
  const { lhr } = await lighthouse(url, flags, config).finally(() => chrome.kill());
  // A run Lighthouse could not finish (lhr.runtimeError, or a metric missing) is run again.
  if ((lhr.runtimeError || lhr.audits["cumulative-layout-shift"]?.numericValue === undefined) && attempt < 3) return audit(url, { full }, attempt + 1);
  if (lhrDir) {
    fs.mkdirSync(lhrDir, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\//g, "_") || "_"}-${started}.json`;
    fs.writeFileSync(path.join(lhrDir, name), JSON.stringify(lhr));
  }
  const score = (id) => (lhr.categories[id] ? Math.round(lhr.categories[id].score * 100) : undefined);
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const jsBytes = requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize || 0), 0);
  const images = requests.filter((r) => r.resourceType === "Image").sort((a, b) => (b.transferSize || 0) - (a.transferSize || 0));
  const lcpItem = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    tbtMs: lhr.audits["total-blocking-time"].numericValue,
    jsKb: jsBytes / 1024,
    imageKb: (images[0]?.transferSize ?? 0) / 1024,
    largestImage: images[0] ? new URL(images[0].url).pathname.split("/").pop() : "-",
    lcpElement: lcpItem?.snippet?.slice(0, 70) ?? "?",
    // The host's CPU score for this run (Lighthouse's "CPU/Memory Power"): the simulated slow phone
    // is the host slowed by cpuSlowdownMultiplier, so a busy or slow host is a slower "phone".
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    seconds: (Date.now() - started) / 1000,
    load,
    failed: Object.values(lhr.audits)
      .filter(
        (a) => a.score !== null && a.score < 1 && allCategories.slice(1).some((c) => lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0)),
      )
      .map((a) => a.id),
  };
}

/** A query per language that finds its Ladakh package: the English title's first word, and the Hindi one's. */
const searchQueryFor = (route) => {
  const locale = splitSitePath(route)[0];
  const file = path.join(root, "content", locale === "en" ? "" : locale, "packages", "ladakh-road-trip.json");
  return JSON.parse(fs.readFileSync(file, "utf8")).title.split(" ")[0];
};

/**
 * The site search's answer time on a CPU slowed like Lighthouse's phone: a fresh browser opens the
 * search page, focuses the box and waits until Pagefind and its index have loaded (the network is quiet),
 * then types a query; the time runs from the query's last key press to its first result in the
 * page, both read from the page's clock. The median of `samples`, each in a new browser.
 */
async function searchLatency(route, samples = 5) {
  const query = searchQueryFor(route);
  const times = [];
  for (let i = 0; i < samples; i++) {
    const chrome = await launchChrome();
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      const cdp = await page.createCDPSession();
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdownMultiplier ?? 4 });
      await page.goto(`${base}${route}`, { waitUntil: "networkidle0" });
      await page.waitForSelector("html[data-hydrated]");
      // The search page loads Pagefind and its index when the box is first focused.
      await page.focus("#search-query");
      await page.waitForNetworkIdle({ idleTime: 500 });
      // The first result of the whole query: a shorter one typed on the way ("Lad") may list results
      // before the last key, so the answer counts once the status names the query and a result shows.
      await page.evaluate((query) => {
        const box = document.querySelector("#search-query");
        box.addEventListener("input", () => (window.__lastKey = performance.now()));
        const main = document.querySelector("main");
        window.__firstResult = new Promise((resolve) => {
          new MutationObserver((_, observer) => {
            const status = main.querySelector("[role=status]")?.textContent ?? "";
            if (box.value === query && status.includes(query) && document.querySelector("#search-results li")) {
              observer.disconnect();
              resolve(performance.now());
            }
          }).observe(main, { childList: true, subtree: true, characterData: true });
        });
      }, query);
      await page.type("#search-query", query, { delay: 60 });
      times.push(await page.evaluate(async () => (await window.__firstResult) - window.__lastKey));
      await browser.disconnect();
    } finally {
      chrome.kill();
    }
  }
  return { route, query, ms: median(times), max: Math.max(...times), times };
}

const rows = [];
const searchRows = [];
let failures = 0;
const benchStarted = Date.now();
try {
  for (const route of routes) {
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await audit(`${base}${route}`, { full: i === 0 }));
    for (const [i, s] of samples.entries()) {
      console.log(
        `  run ${i + 1}: perf ${s.performance}  LCP ${Math.round(s.lcpMs)} ms  TBT ${Math.round(s.tbtMs)} ms  CLS ${s.cls?.toFixed(3)}  ` +
          `benchmarkIndex ${Math.round(s.benchmarkIndex)}  CPU ${s.cpuMultiplier}x  load ${s.load.toFixed(1)}  ${s.seconds.toFixed(1)} s`,
      );
    }
    // A route Lighthouse could not measure (its runs all failed) is a failure, reported as such.
    if (samples.some((s) => s.cls === undefined)) {
      console.log(`${route.padEnd(32)} NOT MEASURED: Lighthouse could not finish a run`);
      failures += 1;
      rows.push({ route, misses: ["not measured"], failed: [] });
      continue;
    }
    const pick = (key) => median(samples.map((s) => s[key]));
    const row = {
      route,
      performance: pick("performance"),
      // Audited in the first run only (deterministic).
      accessibility: samples[0].accessibility,
      "best-practices": samples[0]["best-practices"],
      seo: samples[0].seo,
      lcpMs: pick("lcpMs"),
      cls: pick("cls"),
      tbtMs: pick("tbtMs"),
      // How far apart the runs were: a wide spread on one build is the host, not the page.
      tbtSpread: Math.max(...samples.map((s) => s.tbtMs)) - Math.min(...samples.map((s) => s.tbtMs)),
      lcpSpread: Math.max(...samples.map((s) => s.lcpMs)) - Math.min(...samples.map((s) => s.lcpMs)),
      benchmarkIndex: pick("benchmarkIndex"),
      jsKb: pick("jsKb"),
      imageKb: pick("imageKb"),
      largestImage: samples[0].largestImage,
      lcpElement: samples[0].lcpElement,
      failed: [...new Set(samples.flatMap((s) => s.failed))],
      weight: weights.get(route),
    };
    const misses = [];
    if (row.performance < budgets.performance) misses.push(`performance ${row.performance}`);
    for (const c of ["accessibility", "best-practices", "seo"]) {
      if (row[c] < budgets[c] && !(c === "seo" && noindexRoutes.has(route))) misses.push(`${c} ${row[c]}`);
    }
    if (row.lcpMs > budgets.lcpMs) misses.push(`LCP ${Math.round(row.lcpMs)} ms`);
    if (row.tbtMs > budgets.tbtMs) misses.push(`TBT ${Math.round(row.tbtMs)} ms`);
    if (row.cls > budgets.cls) misses.push(`CLS ${row.cls.toFixed(3)}`);
    if (row.jsKb > budgets.jsKb) misses.push(`JS ${row.jsKb.toFixed(1)} KB`);
    row.misses = misses;
    failures += misses.length ? 1 : 0;
    rows.push(row);
    console.log(
      `${route.padEnd(32)} perf ${String(row.performance).padStart(3)}  a11y ${row.accessibility}  bp ${row["best-practices"]}  seo ${row.seo}  ` +
        `LCP ${Math.round(row.lcpMs)} ms (±${Math.round(row.lcpSpread)})  CLS ${row.cls.toFixed(3)}  TBT ${Math.round(row.tbtMs)} ms (spread ${Math.round(row.tbtSpread)})  JS ${row.jsKb.toFixed(1)} KB  largest image ${row.imageKb.toFixed(1)} KB` +
        (row.weight ? `  before interactive ${kb(row.weight.total)}` : "") +
        (misses.length ? `  OVER BUDGET: ${misses.join(", ")}` : "") +
        (row.failed.length ? `  (audits not passed: ${row.failed.join(", ")})` : ""),
    );
  }
  for (const route of routes.filter((r) => splitSitePath(r)[1] === "/search")) {
    const row = await searchLatency(route);
    searchRows.push(row);
    const over = row.ms > budgets.searchMs;
    failures += over ? 1 : 0;
    console.log(
      `${route.padEnd(32)} search "${row.query}": first result ${Math.round(row.ms)} ms after the last key (median; max ${Math.round(row.max)} ms; runs ${row.times.map(Math.round).join(", ")}) at CPU ${cpuSlowdownMultiplier ?? 4}x` +
        (over ? `  OVER BUDGET (${budgets.searchMs} ms)` : ""),
    );
  }
} finally {
  server.kill();
}

const table = [
  `| route | perf | a11y | bp | seo | LCP ms | CLS | TBT ms (spread) | benchmarkIndex | JS KB gz | largest image KB | before interactive KB (HTML / headers / data / JS / hero) | LCP element |`,
  `|---|---|---|---|---|---|---|---|---|---|---|---|---|`,
  ...rows.map((r) =>
    r.performance === undefined
      ? `| ${r.route} | not measured |`
      : `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r["best-practices"]} | ${r.seo} | ${Math.round(r.lcpMs)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} (${Math.round(r.tbtSpread)}) | ${Math.round(r.benchmarkIndex)} | ${r.jsKb.toFixed(1)} | ${r.imageKb.toFixed(1)} (${r.largestImage.slice(0, 24)}) | ${r.weight ? `${(r.weight.total / 1024).toFixed(1)} (${["html", "headers", "pageData", "js", "images"].map((k) => (r.weight[k] / 1024).toFixed(1)).join(" / ")})` : "-"} | \`${r.lcpElement.replace(/\|/g, "\\|")}\` |`,
  ),
].join("\n");
const searchTable = searchRows.length
  ? [
      `\n| search page | query | first result after the last key, ms (median) | max ms | CPU |`,
      `|---|---|---|---|---|`,
      ...searchRows.map((r) => `| ${r.route} | ${r.query} | ${Math.round(r.ms)} | ${Math.round(r.max)} | ${cpuSlowdownMultiplier ?? 4}x |`),
    ].join("\n")
  : "";
fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
fs.writeFileSync(path.join(root, "bench-results", "latest.md"), `${table}\n${searchTable}\n`);
console.log(
  `\n${table}\n${searchTable}\n\nMedian of ${runs} run(s) per route, ${rows.length} route(s) in ${((Date.now() - benchStarted) / 60000).toFixed(1)} min, ${pagesFirst ? "the page's renderer first (the browser's other processes and the file server at nice 10)" : "every process at equal priority"}, ${fontconfigFile ? "a phone's Devanagari system font" : "the host's fonts alone"}; table saved to bench-results/latest.md`,
);
if (failures) {
  console.error(`${failures} route(s) over budget.`);
  process.exit(1);
}
console.log("Every route meets its budgets.");
