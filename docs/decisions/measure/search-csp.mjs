// Record 0025: does the site search work under the public pages' CSP, with Pagefind's worker under
// its own policy, and what does it load? For the built site (public/): each variant of the
// /pagefind/* rule is written into public/_headers (restored afterwards) and served by
// scripts/serve.mjs on PORT (9203). Per variant: results found, the worker started, CSP violations
// and console messages. For the build as it is: the bytes (as sent, gzip) each page loads, and the
// time from the last key to the first result at CPU 1x and 4x (CDP throttling, median of 5).
// Usage: node docs/decisions/measure/search-csp.mjs
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const port = Number(process.env.PORT || 9203);
const base = `http://127.0.0.1:${port}`;
const headersFile = path.join("public", "_headers");
const original = fs.readFileSync(headersFile, "utf8");
const RULE = /\/pagefind\/\*\n {2}Content-Security-Policy: [^\n]*\n/;
const variants = {
  "as built ('wasm-unsafe-eval' for /pagefind/* only)": original,
  "no /pagefind/* rule (the worker has no policy)": original.replace(RULE, ""),
  "/pagefind/* without 'wasm-unsafe-eval'": original.replace(RULE, (rule) => rule.replace(" 'wasm-unsafe-eval'", "")),
};

const serve = async () => {
  const server = spawn(process.execPath, ["scripts/serve.mjs"], { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
  await new Promise((r) => setTimeout(r, 700));
  return server;
};
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });

async function trySearch(route, query) {
  const page = await browser.newPage();
  const messages = [];
  const workers = [];
  page.on("console", (m) => ["error", "warning"].includes(m.type()) && messages.push(`${m.type()}: ${m.text().slice(0, 140)}`));
  page.on("worker", (w) => workers.push(new URL(w.url()).pathname));
  await page.addInitScript(() => {
    window.violations = [];
    document.addEventListener("securitypolicyviolation", (e) => window.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(`${base}${route}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.fill("#search-query", query);
  const found = await page
    .locator("#search-results li")
    .first()
    .waitFor({ timeout: 8000 })
    .then(() => page.locator("#search-results li").count())
    .catch(() => 0);
  const violations = await page.evaluate(() => window.violations);
  await page.close();
  return { found, workers, violations, messages };
}

/** Bytes as sent (gzip where the server compresses) of what a page loads, grouped. */
async function bytesOf(route, { focus, query } = {}) {
  const page = await browser.newPage();
  const sizes = [];
  page.on("requestfinished", async (request) => {
    const { responseBodySize, responseHeadersSize } = await request.sizes();
    sizes.push({ path: new URL(request.url()).pathname, bytes: responseBodySize + responseHeadersSize });
  });
  await page.goto(`${base}${route}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  if (focus) await page.focus("#search-query");
  if (query) {
    await page.fill("#search-query", query);
    await page.locator("#search-results li").first().waitFor();
  }
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(800);
  await page.close();
  const sum = (filter) => sizes.filter(filter).reduce((a, s) => a + s.bytes, 0);
  return {
    total: sum(() => true),
    pagefind: sum((s) => s.path.startsWith("/pagefind/")),
    searchChunk: sum((s) => /search/.test(s.path) && !s.path.startsWith("/pagefind/")),
    pagefindFiles: sizes.filter((s) => s.path.startsWith("/pagefind/")).map((s) => `${s.path.replace("/pagefind/", "")} ${s.bytes}`),
  };
}

async function latency(route, query, rate) {
  const times = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    await page.goto(`${base}${route}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.focus("#search-query");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1000);
    await page.evaluate(() => {
      document.querySelector("#search-query").addEventListener("input", () => (window.lastKey = performance.now()));
      window.first = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector("#search-results li")) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document.querySelector("#search-results"), { childList: true, subtree: true });
      });
    });
    await page.keyboard.type(query, { delay: 60 });
    times.push(await page.evaluate(async () => (await window.first) - window.lastKey));
    await context.close();
  }
  return Math.round(times.sort((a, b) => a - b)[2]);
}

const report = { variants: {}, bytes: {}, latencyMs: {} };
try {
  for (const [name, text] of Object.entries(variants)) {
    fs.writeFileSync(headersFile, text);
    const server = await serve();
    report.variants[name] = { en: await trySearch("/search", "Ladakh"), hi: await trySearch("/hi/search", "लद्दाख") };
    server.kill();
  }
  fs.writeFileSync(headersFile, original);
  const server = await serve();
  report.bytes["/ (home)"] = await bytesOf("/");
  report.bytes["/search, before the box is focused"] = await bytesOf("/search");
  report.bytes["/search, box focused"] = await bytesOf("/search", { focus: true });
  report.bytes["/search, Ladakh searched"] = await bytesOf("/search", { focus: true, query: "Ladakh" });
  report.bytes["/hi/search, लद्दाख searched"] = await bytesOf("/hi/search", { focus: true, query: "लद्दाख" });
  for (const rate of [1, 4])
    report.latencyMs[`CPU ${rate}x`] = { en: await latency("/search", "Ladakh", rate), hi: await latency("/hi/search", "लद्दाख", rate) };
  server.kill();
} finally {
  fs.writeFileSync(headersFile, original);
  await browser.close();
}
console.log(JSON.stringify(report, null, 1));
