// Requests /admin/ makes to hosts other than the site's own, until the CMS's sign-in screen is up,
// and what the browser refused (CSP) or could not fetch: for the built site (public/) served by
// scripts/serve.mjs on port 9203. Each other-host request is counted and then aborted (no internet here).
import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
const thirdParty = [],
  errors = [];
page.on("console", (m) => {
  if (m.type() === "error") errors.push(m.text().slice(0, 160));
});
await page.route("**/*", (route) => {
  const url = new URL(route.request().url());
  if (url.hostname !== "127.0.0.1") {
    thirdParty.push(url.href);
    return route.abort();
  }
  return route.continue();
});
await page.goto("http://127.0.0.1:9203/admin/");
await page
  .getByRole("button", { name: /Local Repository|Access Token/i })
  .first()
  .waitFor({ timeout: 20000 })
  .catch(() => errors.push("sign-in screen not seen"));
await page.waitForTimeout(1500);
const fontsUsed = await page.evaluate(() => [...document.fonts].filter((f) => f.status === "loaded").map((f) => f.family));
console.log(JSON.stringify({ thirdParty, fontsLoaded: fontsUsed, consoleErrors: errors }, null, 1));
await browser.close();
