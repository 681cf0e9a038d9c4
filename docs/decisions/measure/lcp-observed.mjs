// /gallery: Lighthouse's simulated LCP and TBT next to the observed (unthrottled trace) LCP and the
// longest main-thread task, 3 runs each, for the build in public/, served on port 9203 (PORT=9203 node scripts/serve.mjs).
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { chromiumFlags, chromiumPath } from "../../../scripts/lib/chromium.ts";
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});
for (let i = 0; i < 3; i++) {
  const { lhr } = await lighthouse(`http://127.0.0.1:9203${process.argv[2]}`, { port: chrome.port, output: "json", logLevel: "error" });
  const m = lhr.audits.metrics.details.items[0];
  const tasks = lhr.audits["long-tasks"]?.details?.items ?? [];
  const phases =
    lhr.audits["lcp-breakdown-insight"]?.details?.items?.[0]?.items ?? lhr.audits["largest-contentful-paint-element"]?.details?.items?.[1]?.items ?? [];
  console.log(
    JSON.stringify({
      lcp: Math.round(m.largestContentfulPaint),
      observedLcp: Math.round(m.observedLargestContentfulPaint),
      tbt: Math.round(m.totalBlockingTime),
      longestTaskMs: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
      phases: phases.map((p) => `${p.phase ?? p.subpart ?? p.label}:${Math.round(p.timing ?? p.duration ?? 0)}`).join(" "),
    }),
  );
}
await chrome.kill();
