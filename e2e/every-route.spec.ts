import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated, axe } from "./fixtures";
import { allRoutes, readContent } from "./support/content";
import { cutOffText, sidewaysOverflow, useWideFont } from "./support/wide-font";
import { focusableCount, tabThrough } from "./support/keyboard";
import { splitSitePath } from "../model/locales";

// Checks every route of both languages must pass. They are grouped by page load, which is most of
// their cost (a page load and React's hydration take about a second): one load runs everything a
// visitor with JavaScript meets (storage that throws, a 320 px screen, a wide font, keyboard only),
// one runs the page without JavaScript. Each check is its own step, so a failure names it.

/** Links and buttons smaller than WCAG 2.2's 24 px target, without the spacing exception. */
const smallTargets = async (page: Page) => {
  const { violations } = await axe(page).withRules(["target-size"]).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")));
};

test.describe("with storage that throws, in any font, by keyboard", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      for (const name of ["localStorage", "sessionStorage"]) {
        Object.defineProperty(window, name, {
          get() {
            throw new DOMException("The operation is insecure.", "SecurityError");
          },
        });
      }
    });
  });
  for (const route of allRoutes()) {
    test(`${route}: renders and stays quiet; at 320 and 1280 px in its own font and a wide one nothing scrolls sideways or is cut off and targets are large enough; Tab reaches every control with a visible focus`, async ({ page }) => {
      await test.step("renders with storage that throws", async () => {
        await gotoHydrated(page, route);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
      });
      await test.step("320 px, own font", async () => {
        await page.evaluate(() => document.fonts.ready);
        expect(await sidewaysOverflow(page), "page wider than the screen").toBeLessThanOrEqual(0);
      });
      await useWideFont(page);
      await test.step("320 px, wide font", async () => {
        expect(await sidewaysOverflow(page), "page wider than the screen").toBeLessThanOrEqual(0);
        expect(await page.evaluate(cutOffText), "text cut off").toEqual([]);
        expect(await smallTargets(page), "targets under 24 px").toEqual([]);
      });
      await page.setViewportSize({ width: 1280, height: 800 });
      await test.step("1280 px, wide font", async () => {
        expect(await page.evaluate(cutOffText), "text cut off").toEqual([]);
        expect(await smallTargets(page), "targets under 24 px").toEqual([]);
      });
      await test.step("1280 px, keyboard only", async () => {
        const expected = await focusableCount(page);
        const { reached, withoutIndicator } = await tabThrough(page, expected);
        expect(reached, "elements reached by Tab").toBeGreaterThanOrEqual(expected);
        expect(withoutIndicator, "focused elements without a visible focus indicator").toEqual([]);
      });
    });
  }
});

test.describe("JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });
  for (const route of allRoutes()) {
    test(`${route} is readable and navigable from the server-rendered HTML`, async ({ page }) => {
      const [locale, english] = splitSitePath(route);
      await page.goto(route);
      if (!english.startsWith("/services/adventure-tours")) {
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      }
      const nav = page.getByRole("navigation").first();
      const gallery = readContent("navigation.json", locale).find((item) => item.to === "/gallery")!.label;
      await expect(nav.getByRole("link", { name: gallery }).first()).toBeAttached();
      await expect(page.getByRole("contentinfo").getByRole("link").first()).toBeAttached();
      const brokenImages = await page.locator("main img").evaluateAll((imgs) =>
        imgs.filter((img) => (img as HTMLImageElement).loading !== "lazy" && !(img as HTMLImageElement).complete).length,
      );
      expect(brokenImages).toBe(0);
    });
  }
});
