import { expect, type Page } from "@playwright/test";
import { devanagariFacesId, devanagariFilesAttribute } from "../../plugins/gatsby-plugin-brand-fonts/devanagari-faces";
import { gotoHydrated } from "../fixtures";

/** The switched-off Devanagari <style> of a Hindi page (decision 0015). */
export const devanagariStyle = (page: Page) => page.locator(`style#${devanagariFacesId}`);

/** The names (versioned URLs) of the Devanagari files a page's <style> declares. */
export const devanagariFiles = async (page: Page) => (await devanagariStyle(page).getAttribute(devanagariFilesAttribute))!.split(" ");

/** What the page's storage says was cached, or null. */
export const storedDevanagariFiles = (page: Page) => page.evaluate((key) => localStorage.getItem(key), devanagariFacesId);

/**
 * A visitor's first Hindi page: once it has hydrated, it fetches the Devanagari faces into the
 * cache and stores their names; from the next Hindi page on they are switched on. Returns the files.
 */
export async function visitFirstHindiPage(page: Page, path = "/hi/gallery") {
  await gotoHydrated(page, path);
  const files = await devanagariFiles(page);
  await expect.poll(() => storedDevanagariFiles(page)).toBe(files.join(" "));
  return files;
}

/** The self-hosted faces that draw an element's text, as the browser reports them. */
export async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  await cdp.send("CSS.enable");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.filter((font) => font.isCustomFont).map((font) => font.familyName);
}
