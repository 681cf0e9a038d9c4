import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

// The layout must hold whatever font a visitor's machine ends up using. These helpers show a page in
// a wide face (DejaVu Sans, served to the page by the test so no installed font matters) with extra
// letter-spacing, and find the text that then runs off the screen or is clipped.
const wideFontFile = require.resolve("@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff2");
const wideBoldFile = require.resolve("@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff2");

/** Replaces every font on the page by the wide one, and waits until it is really in use. */
export async function useWideFont(page: Page) {
  for (const [url, file] of [
    ["/__wide-font/400.woff2", wideFontFile],
    ["/__wide-font/700.woff2", wideBoldFile],
  ]) {
    await page.route(`**${url}`, (route) => route.fulfill({ body: fs.readFileSync(file), contentType: "font/woff2" }));
  }
  await page.addStyleTag({
    content:
      '@font-face{font-family:"Wide Test";font-weight:400;src:url(/__wide-font/400.woff2) format("woff2")}' +
      '@font-face{font-family:"Wide Test";font-weight:700 900;src:url(/__wide-font/700.woff2) format("woff2")}' +
      '*,*::before,*::after{font-family:"Wide Test",sans-serif !important;letter-spacing:0.06em !important}',
  });
  await page.evaluate(async () => {
    await Promise.all([document.fonts.load('16px "Wide Test"'), document.fonts.load('bold 16px "Wide Test"')]);
    await document.fonts.ready;
  });
  expect(await page.evaluate(() => document.fonts.check('16px "Wide Test"'))).toBe(true);
}

/** How far the page is wider than the screen, in px (0 or less: no sideways scrolling). */
export const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Elements whose text is pushed outside the screen or clipped by a box too small for it. */
export function cutOffText() {
  const width = document.documentElement.clientWidth;
  const found: string[] = [];
  const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
  for (const el of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
    // Hidden content, the moving offer banner (its copy scrolls by design) and screen-reader-only text.
    if (el.closest("[aria-hidden='true'], [hidden], .visually-hidden, [data-motion='moving']")) continue;
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden") continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    if (ownText && (box.right > width + 1 || box.left < -1))
      found.push(`${name(el)} runs off the screen (${Math.round(box.left)}-${Math.round(box.right)} px)`);
    const clips = /(hidden|clip)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    if (clips && ownText) found.push(`${name(el)} is clipped (${el.scrollWidth} px of text in ${el.clientWidth} px)`);
  }
  return found;
}
