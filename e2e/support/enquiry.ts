import type { Page, Route } from "@playwright/test";
import { MIN_SECONDS_TO_SUBMIT } from "../../src/utils/enquiry-fields";

/**
 * Lets the time a person takes to fill the enquiry form in pass: the spam check refuses a send
 * within MIN_SECONDS_TO_SUBMIT of the form appearing (its hidden "rendered-at" field, read against
 * Date.now()). The page's Date.now() is moved on by what is left of that time rather than the test
 * waiting it out (seconds a send, idle); the check itself runs unchanged. A new page has the real clock.
 */
export async function humanPace(page: Page) {
  const shown = Number(await page.locator('input[name="rendered-at"]').inputValue());
  await page.evaluate(
    (earliest) => {
      const skew = earliest - Date.now();
      if (skew <= 0) return;
      const now = Date.now.bind(Date);
      Date.now = () => now() + skew;
    },
    shown + MIN_SECONDS_TO_SUBMIT * 1000 + 200,
  );
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
