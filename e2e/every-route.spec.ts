import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated, axe, expectNoAxeViolations } from "./fixtures";
import { allRoutes, isPage, languageName, languagesOf, readContent } from "./support/content";
import { cutOffText, sidewaysOverflow, useWideFont } from "./support/wide-font";
import { focusableCount, tabThrough } from "./support/keyboard";
import { defaultLocale, localizePath, splitSitePath } from "../model/locales";
import { unlistedPaths } from "../model/routes";
import { englishOnPage } from "./support/latin-words";

// Checks every route of both languages must pass. They are grouped by page load, which is most of
// their cost (a page load and React's hydration take about a second): one load runs everything a
// visitor with JavaScript meets (storage that throws, a 320 px screen, a wide font, axe, keyboard
// only, the language switch), one runs the page without JavaScript (what search engines read: the
// language, the h1, hreflang). Each check is its own step, so a failure names it. Pages of another
// language than English are also read word by word for English left in them (support/latin-words.ts).

const DEVANAGARI = /[\u0900-\u097F]/;

/** The page's hreflang alternates, as { en, hi, x-default } paths. */
const alternates = async (page: Page) =>
  Object.fromEntries(
    await page.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
      links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname]),
    ),
  );

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
    const [locale, english] = splitSitePath(route);
    const roundTrip = locale === "hi" && isPage(english);
    const translated = locale !== defaultLocale;
    test(`${route}: renders and stays quiet;${translated ? " no English word in any text, accessible name, title or description;" : ""} at 320 and 1280 px in its own font and a wide one nothing scrolls sideways or is cut off; no axe violation; Tab reaches every control with a visible focus${roundTrip ? "; the language switch round-trips" : ""}`, async ({ page }) => {
      await test.step("renders with storage that throws", async () => {
        await gotoHydrated(page, route);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
      });
      if (translated) {
        await test.step("every word in its language: text (hidden too), aria-label, alt, title, placeholder, <title>, meta description", async () => {
          expect(await englishOnPage(page, locale), `English words on ${route}`).toEqual([]);
        });
      }
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
      await test.step("1280 px, wide font: nothing cut off, and no axe violation (target size included)", async () => {
        expect(await page.evaluate(cutOffText), "text cut off").toEqual([]);
        await expectNoAxeViolations(page);
      });
      await test.step("1280 px, keyboard only", async () => {
        const expected = await focusableCount(page);
        const { reached, withoutIndicator } = await tabThrough(page, expected);
        expect(reached, "elements reached by Tab").toBeGreaterThanOrEqual(expected);
        expect(withoutIndicator, "focused elements without a visible focus indicator").toEqual([]);
      });
      if (roundTrip) {
        await test.step("the header's language switch leads to the English page and back", async () => {
          await page.getByRole("banner").getByRole("link", { name: languageName("en") }).click();
          await expect(page).toHaveURL(new RegExp(`${english}$`));
          await expect(page.locator("html")).toHaveAttribute("lang", "en");
          await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(DEVANAGARI);
          await page.getByRole("banner").getByRole("link", { name: languageName("hi") }).click();
          await expect(page).toHaveURL(new RegExp(`${route}$`));
          await expect(page.locator("html")).toHaveAttribute("lang", "hi");
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEVANAGARI);
        });
      }
    });
  }
});

test.describe("JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });
  for (const route of allRoutes()) {
    const [locale, english] = splitSitePath(route);
    test(`${route} is readable and navigable from the server-rendered HTML, in its language${isPage(english) ? ", with reciprocal hreflang" : ""}`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      if (!english.startsWith("/services/adventure-tours")) {
        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1).toBeVisible();
        await (locale === "hi" ? expect(h1).toHaveText(DEVANAGARI) : expect(h1).not.toHaveText(DEVANAGARI));
      }
      // The same alternates on both pages of a pair: each names the other, so the links are reciprocal.
      // A page not translated yet names only itself and the default. An unlisted page (noindex,
      // model/routes.ts) names no alternates: search engines are not to list it.
      if (isPage(english)) {
        const published = Object.fromEntries(languagesOf(english).map((l) => [l, localizePath(english, l)]));
        const expected = unlistedPaths.includes(english) ? {} : { ...published, "x-default": english };
        expect(await alternates(page), "hreflang alternates").toEqual(expected);
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
