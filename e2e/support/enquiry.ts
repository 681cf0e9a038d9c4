import type { Page, Route } from "@playwright/test";
import { MIN_SECONDS_TO_SUBMIT } from "../../src/utils/enquiry-fields";

/**
 * Waits until a person could have filled the enquiry form in: the spam check refuses a send
 * within MIN_SECONDS_TO_SUBMIT of the form appearing (its hidden "rendered-at" field).
 */
export async function humanPace(page: Page) {
  const shown = Number(await page.locator('input[name="rendered-at"]').inputValue());
  const wait = shown + MIN_SECONDS_TO_SUBMIT * 1000 + 200 - (await page.evaluate(() => Date.now()));
  if (wait > 0) await page.waitForTimeout(wait);
}

/**
 * Holds the page's script requests (the app, which plugins/gatsby-plugin-script-starter/start-app.ts fetches after the hero's
 * paint or on the first tap) until `release` is called, so a test can act on the server-rendered
 * page before React takes it over, whatever the machine's speed. Inline scripts still run.
 */
export async function holdAppScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\.js(\?.*)?$/, (route) => (holding ? void held.push(route) : route.fallback()));
  return {
    /** How many script requests are waiting. */
    held: () => held.length,
    async release() {
      holding = false;
      // A request from a page the browser has since left is gone: nothing to release.
      await Promise.all(held.splice(0).map((route) => route.fallback().catch(() => undefined)));
    },
  };
}

/** Slows the page's CPU as a mid-range phone is slower than a desktop (Chromium's DevTools protocol). */
export async function slowCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}
