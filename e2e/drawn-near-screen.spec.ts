import { test, expect, gotoHydrated, mobile } from "./fixtures";
import { readContent, readFolder, services } from "./support/content";
import { localizePath, locales } from "../model/locales";
import { pagePaths, sectionPaths } from "../model/routes";

// Below 1024 px, what lies beyond a phone's first screen is drawn only as it nears it
// (content-visibility, drawnNearScreen in src/styles/surfaces.ts), at a guessed height until then:
// the home page's sections, a package page's photos, days, terms and reviews, a service page's
// highlights and days, the text of every package card, and the footer. A visitor scrolling down must never see
// the page get shorter under them, which a guess above the real height would do.
const kerala = readFolder("packages").find((p) => p.slug === "kerala-backwaters")!;
const [theme] = readContent("themes.json");
const pages = [
  "/",
  pagePaths.package(kerala),
  pagePaths.service(services()[0]),
  pagePaths.packageCategory({ slug: kerala.category }),
  pagePaths.theme(theme),
  sectionPaths.packages,
];

for (const locale of locales) {
  for (const english of pages) {
    for (const viewport of [mobile, { width: 1023, height: 768 }]) {
      const url = localizePath(english, locale);
      test(`${url} at ${viewport.width}px: scrolling down, the page never gets shorter`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, url);
        const heights = await page.evaluate(async () => {
          const frame = () => new Promise((next) => requestAnimationFrame(next));
          const seen: number[] = [];
          for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y);
            await frame();
            await frame();
            seen.push(document.documentElement.scrollHeight);
          }
          return seen;
        });
        expect(heights.length).toBeGreaterThan(4);
        const shrinks = heights.filter((h, i) => i > 0 && h < heights[i - 1]);
        expect(shrinks, `the page's height at each step: ${heights.join(", ")}`).toEqual([]);
      });
    }
  }
}
