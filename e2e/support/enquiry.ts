import type { Page } from "@playwright/test";
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
