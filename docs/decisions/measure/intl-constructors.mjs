// The Intl objects a page builds while it starts (and toLocaleString calls, which build one each),
// with the time each construction took, for the build in public/ served on port 9203.
// Usage: npx tsx docs/decisions/measure/intl-constructors.mjs / /hi/contact /hi/packages/domestic/goa-beach-break
import puppeteer from "puppeteer-core";
import { chromiumFlags, chromiumPath } from "../../../scripts/lib/chromium.ts";

const browser = await puppeteer.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
for (const path of process.argv.slice(2)) {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(() => {
    const log = [];
    window.__intl = log;
    for (const name of ["DateTimeFormat", "NumberFormat", "ListFormat", "PluralRules", "Collator", "RelativeTimeFormat"]) {
      Intl[name] = new Proxy(Intl[name], {
        construct(target, args) {
          const start = performance.now();
          const made = Reflect.construct(target, args);
          log.push(`${name}(${JSON.stringify(args[0])}) ${(performance.now() - start).toFixed(1)} ms`);
          return made;
        },
      });
    }
    for (const proto of [Date.prototype, Number.prototype]) {
      const original = proto.toLocaleString;
      proto.toLocaleString = function (...args) {
        const start = performance.now();
        const text = original.apply(this, args);
        log.push(`toLocaleString ${(performance.now() - start).toFixed(1)} ms`);
        return text;
      };
    }
  });
  await page.goto(`http://127.0.0.1:9203${path}`, { waitUntil: "networkidle0" });
  await new Promise((resolve) => setTimeout(resolve, 800));
  const log = await page.evaluate(() => window.__intl);
  console.log(path.padEnd(44), log.length ? log.join(" | ") : "none");
  await page.close();
}
await browser.close();
