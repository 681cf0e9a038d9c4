import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated, axe, expectNoAxeViolations } from "./fixtures";
import { isPage, languageName, languagesOf, readContent } from "./support/content";
import { builtTemplates, oneRoutePerTemplate, sampledRoutes, seed, type TemplateRoute } from "./support/templates";
import { cutOffText, sidewaysOverflow, useWideFont } from "./support/wide-font";
import { focusableCount, tabThrough } from "./support/keyboard";
import { undersizedTargets } from "./support/target-size";
import { defaultLocale, localizePath, locales, splitSitePath } from "../model/locales";
import { isUnlisted } from "../model/routes";
import { englishOnPage, latinStopsOnPage } from "./support/latin-words";

// The heavy checks, on one page of each template in each language (support/templates.ts) and on a
// sample of the other pages that changes with each run: its seed is in the test titles, and
// `E2E_SEED=<seed> npm run test:e2e` replays it. Every page gets the light checks (every-page.spec.ts).
// The checks are grouped by page load, which is most of their cost (a page load and React's
// hydration take about a second): one load runs everything a visitor with JavaScript meets (storage
// that throws, a 320 px screen, a wide font, axe, keyboard only, the language switch), one runs the
// page without JavaScript (what search engines read: the language, the h1, hreflang). Each check is
// its own step, so a failure names it. Pages of another language than English are also read word by
// word for English left in them (support/latin-words.ts).

const sample = sampledRoutes();
/** The routes and what their test titles say of them: the template, or the sample and its seed. */
const routes: (TemplateRoute & { why: string })[] = [
  ...oneRoutePerTemplate().map((r) => ({ ...r, why: `${r.template}, ${r.locale}` })),
  ...sample.map((r, i) => ({ ...r, why: `sample ${i + 1}/${sample.length}, E2E_SEED=${seed()}` })),
];

test("every template the build rendered a page with has a route in the heavy checks, in each of its languages", () => {
  const covered = new Set(routes.map((r) => r.template));
  expect(builtTemplates().filter((t) => !covered.has(t))).toEqual([]);
  expect(routes.length).toBeGreaterThanOrEqual(builtTemplates().length);
});

const DEVANAGARI = /[\u0900-\u097F]/;

/** The page's hreflang alternates, as { en, hi, x-default } paths. */
const alternates = async (page: Page) =>
  Object.fromEntries(
    await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname])),
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
  for (const { route, why } of routes) {
    const [locale, english] = splitSitePath(route);
    const roundTrip = locale === "hi" && isPage(english);
    const translated = locale !== defaultLocale;
    test(`${route} (${why}): renders and stays quiet;${translated ? " no English word in any text, accessible name, title or description, and no Latin full stop ending a sentence;" : ""} at 320 and 1280 px in its own font and a wide one nothing scrolls sideways or is cut off and every target is 24 px; no axe violation; Tab reaches every control with a visible focus${roundTrip ? "; the language switch round-trips" : ""}`, async ({
      page,
    }) => {
      await test.step("renders with storage that throws", async () => {
        await gotoHydrated(page, route);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
      });
      if (translated) {
        await test.step("every word in its language: text (hidden too), aria-label, alt, title, placeholder, <title>, meta description", async () => {
          expect(await englishOnPage(page, locale), `English words on ${route}`).toEqual([]);
        });
        await test.step("every sentence ends with the language's own full stop, never a Latin one", async () => {
          expect(await latinStopsOnPage(page, locale), `Latin full stops ending a sentence on ${route}`).toEqual([]);
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
        expect(await page.evaluate(undersizedTargets), "targets under 24 px on their own").toEqual([]);
      });
      await page.setViewportSize({ width: 1280, height: 800 });
      await test.step("1280 px, wide font: nothing cut off, and no axe violation (target size included)", async () => {
        expect(await page.evaluate(cutOffText), "text cut off").toEqual([]);
        expect(await page.evaluate(undersizedTargets), "targets under 24 px on their own").toEqual([]);
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
          await page
            .getByRole("banner")
            .getByRole("link", { name: languageName("en") })
            .click();
          await expect(page).toHaveURL(new RegExp(`${english}$`));
          await expect(page.locator("html")).toHaveAttribute("lang", "en");
          await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(DEVANAGARI);
          await page
            .getByRole("banner")
            .getByRole("link", { name: languageName("hi") })
            .click();
          await expect(page).toHaveURL(new RegExp(`${route}$`));
          await expect(page.locator("html")).toHaveAttribute("lang", "hi");
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(DEVANAGARI);
        });
      }
    });
  }
});

// Without JavaScript a page costs a fraction of a second: one test per language walks its routes in
// one page, each route a step that names it (and the sample's seed).
test.describe("JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of locales) {
    const mine = routes.filter((r) => r.locale === locale);
    test(`${locale}: each template's page and the sample (E2E_SEED=${seed()}) are readable and navigable from the server-rendered HTML, in their language, with reciprocal hreflang`, async ({
      page,
    }) => {
      // The routes grow with the templates: a budget of 2 s each, 30 s at least.
      test.setTimeout(Math.max(30_000, mine.length * 2_000));
      for (const { route, why } of mine) {
        await test.step(`${route} (${why})`, async () => {
          const english = splitSitePath(route)[1];
          await page.goto(route);
          await expect(page.locator("html"), route).toHaveAttribute("lang", locale);
          if (!english.startsWith("/services/adventure-tours")) {
            const h1 = page.getByRole("heading", { level: 1 });
            await expect(h1, route).toBeVisible();
            if (locale === "hi") await expect(h1, route).toHaveText(DEVANAGARI);
            else await expect(h1, route).not.toHaveText(DEVANAGARI);
          }
          // The same alternates on both pages of a pair: each names the other, so the links are reciprocal.
          // A page not translated yet names only itself and the default. An unlisted page (noindex,
          // model/routes.ts) names no alternates: search engines are not to list it.
          if (isPage(english)) {
            const published = Object.fromEntries(languagesOf(english).map((l) => [l, localizePath(english, l)]));
            const expected = isUnlisted(english) ? {} : { ...published, "x-default": english };
            expect(await alternates(page), `${route}: hreflang alternates`).toEqual(expected);
          }
          const nav = page.getByRole("navigation").first();
          const gallery = readContent("navigation.json", locale).find((item) => item.to === "/gallery")!.label;
          await expect(nav.getByRole("link", { name: gallery }).first(), route).toBeAttached();
          await expect(page.getByRole("contentinfo").getByRole("link").first(), route).toBeAttached();
          const brokenImages = await page
            .locator("main img")
            .evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).loading !== "lazy" && !(img as HTMLImageElement).complete).length);
          expect(brokenImages, `${route}: images not shown`).toBe(0);
        });
      }
    });
  }
});
