// Total Layout time of a page's load (ms, from a Chromium trace, no CPU throttling, scripts off so
// only the document's own style and layout count), 5 loads in fresh contexts, sorted; optional CSS
// variants are injected into <head> ("BLOCKFONTS" first: web fonts are refused).
// Usage: npx tsx docs/decisions/measure/layout-cost.mjs /hi/guides/bali ['*{font-family:sans-serif!important}' ...]
import puppeteer from "puppeteer-core";
import { chromiumFlags, chromiumPath } from "../../../scripts/lib/chromium.ts";

const [path, ...variants] = process.argv.slice(2);
const url = `http://127.0.0.1:9203${path}`;
const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
for (const css of ["", ...variants]) {
  const runs = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
    await page.setRequestInterception(true);
    page.on("request", async (request) => {
      if (css.startsWith("BLOCKFONTS") && request.resourceType() === "font") return request.abort();
      if (request.resourceType() !== "document") return request.continue();
      const html = await (await fetch(request.url())).text();
      return request.respond({
        status: 200,
        contentType: "text/html",
        body: html.replace("</head>", `<style>${css.replace("BLOCKFONTS", "")}</style></head>`),
      });
    });
    await page.tracing.start({ categories: ["devtools.timeline"] });
    await page.goto(url, { waitUntil: "networkidle0" });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString()).traceEvents;
    runs.push(events.filter((e) => e.name === "Layout" && e.dur).reduce((sum, e) => sum + e.dur / 1000, 0));
    await context.close();
  }
  console.log(
    `${(css || "as built").slice(0, 60).padEnd(60)} layout ms ${runs
      .sort((a, b) => a - b)
      .map((t) => t.toFixed(0))
      .join(", ")}`,
  );
}
await browser.close();
