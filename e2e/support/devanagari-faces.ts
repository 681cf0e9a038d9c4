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

/**
 * The self-hosted faces that draw an element's letters, as the browser reports them. A face that
 * draws no more glyphs than the text has spaces is left out: Latin Poppins, when it arrives in
 * time, draws the spaces between Hindi words, and that says nothing of the Devanagari faces.
 */
export async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const spaces = ((await page.locator(selector).first().textContent()) ?? "").match(/\s/g)?.length ?? 0;
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  await cdp.send("CSS.enable");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.filter((font) => font.isCustomFont && font.glyphCount > spaces).map((font) => font.familyName);
}
