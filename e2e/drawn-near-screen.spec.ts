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

// One test a language and width walks the pages, each a step that names it: a fresh load each (what
// was drawn stays drawn), in one browser context, whose cache the pages' shared files come from.
for (const locale of locales) {
  for (const viewport of [mobile, { width: 1023, height: 768 }]) {
    test(`${locale} at ${viewport.width}px: scrolling down ${pages.map((english) => localizePath(english, locale)).join(", ")}, the page never gets shorter`, async ({
      page,
    }) => {
      test.setTimeout(pages.length * 10_000);
      await page.setViewportSize(viewport);
      for (const english of pages) {
        const url = localizePath(english, locale);
        await test.step(url, async () => {
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
          expect(heights.length, url).toBeGreaterThan(4);
          const shrinks = heights.filter((h, i) => i > 0 && h < heights[i - 1]);
          expect(shrinks, `${url}: the page's height at each step: ${heights.join(", ")}`).toEqual([]);
        });
      }
    });
  }
}
