import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated } from "./fixtures";
import { allRoutes } from "./support/content";

// The layout must hold whatever font a visitor's machine ends up using. Each page is shown in a
// wide face (DejaVu Sans, served to the page by the test so no installed font matters) with extra
// letter-spacing, then checked at 320 px: no sideways scrolling, no text cut off, and every link
// and button meets WCAG 2.2 target size.
const wideFontFile = require.resolve("@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff2");
const wideBoldFile = require.resolve("@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff2");

async function useWideFont(page: Page) {
  for (const [url, file] of [["/__wide-font/400.woff2", wideFontFile], ["/__wide-font/700.woff2", wideBoldFile]]) {
    await page.route(`**${url}`, (route) => route.fulfill({ body: fs.readFileSync(file), contentType: "font/woff2" }));
  }
  await page.addStyleTag({
    content:
      '@font-face{font-family:"Wide Test";font-weight:400;src:url(/__wide-font/400.woff2) format("woff2")}' +
      '@font-face{font-family:"Wide Test";font-weight:700 900;src:url(/__wide-font/700.woff2) format("woff2")}' +
      '*,*::before,*::after{font-family:"Wide Test",sans-serif !important;letter-spacing:0.06em !important}',
  });
  // Layout is measured only once the wide face is really in use.
  await page.evaluate(async () => {
    await Promise.all([document.fonts.load('16px "Wide Test"'), document.fonts.load('bold 16px "Wide Test"')]);
    await document.fonts.ready;
  });
  expect(await page.evaluate(() => document.fonts.check('16px "Wide Test"'))).toBe(true);
}

/** Elements whose text is pushed outside the screen or clipped by a box too small for it. */
function cutOffText() {
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
    if (ownText && (box.right > width + 1 || box.left < -1)) found.push(`${name(el)} runs off the screen (${Math.round(box.left)}-${Math.round(box.right)} px)`);
    const clips = /(hidden|clip)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
    if (clips && ownText) found.push(`${name(el)} is clipped (${el.scrollWidth} px of text in ${el.clientWidth} px)`);
  }
  return found;
}

test.describe("a wide font at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const route of allRoutes()) {
    test(`${route}: no sideways scrolling, nothing cut off, targets large enough`, async ({ page }) => {
      await gotoHydrated(page, route);
      await useWideFont(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, "page wider than the screen").toBeLessThanOrEqual(0);
      expect(await page.evaluate(cutOffText)).toEqual([]);
      const { violations } = await new AxeBuilder({ page }).withRules(["target-size"]).analyze();
      expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
    });
  }
});

test.describe("a wide font at 1280 px", () => {
  for (const route of allRoutes()) {
    test(`${route}: targets large enough, nothing cut off`, async ({ page }) => {
      await gotoHydrated(page, route);
      await useWideFont(page);
      expect(await page.evaluate(cutOffText)).toEqual([]);
      const { violations } = await new AxeBuilder({ page }).withRules(["target-size"]).analyze();
      expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
    });
  }
});

test("the brand font is self-hosted, preloaded and in use", async ({ page }) => {
  const fontRequests: string[] = [];
  page.on("request", (r) => r.resourceType() === "font" && fontRequests.push(new URL(r.url()).pathname));
  await gotoHydrated(page, "/");
  await page.evaluate(() => document.fonts.ready);
  const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")));
  expect(preloads.length).toBeGreaterThan(0);
  for (const href of preloads) expect(fontRequests).toContain(href);
  expect(fontRequests.every((p) => p.startsWith("/fonts/"))).toBe(true);
  // ₹ is in latin-ext and devanagari alike: an English page must not fetch the Devanagari files.
  await page.getByText(/₹/).first().scrollIntoViewIfNeeded();
  await page.evaluate(() => document.fonts.ready);
  expect(fontRequests.filter((p) => p.includes("devanagari"))).toEqual([]);
  const family = await page.getByRole("heading", { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily);
  expect(family).toMatch(/^Poppins/);
  expect(await page.evaluate(() => document.fonts.check('16px Poppins'))).toBe(true);
  const cache = (await page.request.get(preloads[0]!)).headers()["cache-control"];
  expect(cache).toContain("immutable");
});
