// A page's load with the host's fonts against a phone's Devanagari system font (the benchmark's,
// scripts/lib/device-fonts.mjs), in turn, each load in a fresh Chromium as the benchmark starts one:
// the total Layout and style time on the page's main thread (ms, from a trace, no CPU throttling,
// scripts on), its longest task, the median of N loads each with every load's Layout listed.
// Optional CSS variants are injected into <head> and measured with the phone's font.
// Usage: npx tsx docs/decisions/measure/layout-by-font.mjs /hi/packages ['footer{display:none}' ...]  (RUNS=8)
import path from "node:path";
import { fileURLToPath } from "node:url";
import puppeteer from "puppeteer-core";
import { chromiumFlags, chromiumPath } from "../../../scripts/lib/chromium.ts";
import { deviceFontsConfig } from "../../../scripts/lib/device-fonts.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const [page, ...variants] = process.argv.slice(2);
const runs = Number(process.env.RUNS || 8);
const fontconfig = deviceFontsConfig(root);
const configs = [
  { name: "host's fonts", env: {}, css: "" },
  { name: "phone's font", env: { FONTCONFIG_FILE: fontconfig }, css: "" },
  ...variants.map((css) => ({ name: `phone's font + ${css}`, env: { FONTCONFIG_FILE: fontconfig }, css })),
];

async function load(config) {
  const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags, env: { ...process.env, ...config.env } });
  const tab = await browser.newPage();
  await tab.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  if (config.css) {
    await tab.setRequestInterception(true);
    tab.on("request", async (request) => {
      if (request.resourceType() !== "document") return request.continue();
      const html = await (await fetch(request.url())).text();
      return request.respond({ status: 200, contentType: "text/html", body: html.replace("</head>", `<style>${config.css}</style></head>`) });
    });
  }
  await tab.tracing.start({ categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
  await tab.goto(`http://127.0.0.1:9203${page}`, { waitUntil: "networkidle0" });
  await new Promise((settle) => setTimeout(settle, 800));
  const events = JSON.parse(Buffer.from(await tab.tracing.stop()).toString()).traceEvents.filter((e) => e.ph === "X");
  await browser.close();
  // The page's main thread: the one that laid out the most.
  const byThread = new Map();
  for (const e of events) if (e.name === "Layout") byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...byThread.entries()].sort((a, b) => b[1] - a[1])[0][0];
  const own = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const total = (name) => own.filter((e) => e.name === name).reduce((sum, e) => sum + e.dur / 1000, 0);
  return { layout: total("Layout"), style: total("UpdateLayoutTree"), longest: Math.max(...own.filter((e) => e.name === "RunTask").map((e) => e.dur / 1000)) };
}

const results = configs.map(() => []);
for (let i = 0; i < runs; i++) for (const [at, config] of configs.entries()) results[at].push(await load(config));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [at, config] of configs.entries()) {
  const r = results[at];
  const fixed = (key) => median(r.map((x) => x[key])).toFixed(1);
  console.log(
    `${page} ${config.name}: Layout ${fixed("layout")} ms, style ${fixed("style")} ms, longest task ${fixed("longest")} ms (median of ${runs}; Layout per load ${r.map((x) => x.layout.toFixed(0)).join(", ")})`,
  );
}
