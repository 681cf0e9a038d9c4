import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, gotoHydrated, mobile, desktop } from "./fixtures";
import { readContent } from "./support/content";

const slides = readContent("hero-slides.json");
const live = (page: Page) => page.getByText(/^Slide \d of \d/);

/** Opens the page under a controlled clock, paused once hydrated: time moves only when told. */
async function gotoWithPausedClock(page: Page, url: string) {
  await page.clock.install();
  await gotoHydrated(page, url);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
}

test.describe("home at 1280px", () => {
  test.use({ viewport: desktop });

  test("the hero advances after 5 s, and thumbnails jump to their slide", async ({ page }) => {
    await gotoWithPausedClock(page, "/");
    // Jump to slide 2 at a known moment, then leave the carousel (hover and focus pause it).
    await page.getByRole("button", { name: `Show slide 2: ${slides[1].title}` }).click();
    await page.mouse.move(5, 795);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(live(page)).toHaveText(`Slide 2 of 3: ${slides[1].title}`);
    await page.clock.runFor(4900);
    await expect(live(page)).toHaveText(`Slide 2 of 3: ${slides[1].title}`);
    await page.clock.runFor(200);
    await expect(live(page)).toHaveText(`Slide 3 of 3: ${slides[2].title}`);
    await page.clock.runFor(5000);
    await expect(live(page)).toHaveText(`Slide 1 of 3: ${slides[0].title}`);
    await page.clock.runFor(1000);
    await expect(page.getByRole("heading", { level: 2, name: slides[0].title })).toBeVisible();

    const third = page.getByRole("button", { name: `Show slide 3: ${slides[2].title}` });
    await third.click();
    await expect(third).toHaveAttribute("aria-current", "true");
    await expect(live(page)).toHaveText(`Slide 3 of 3: ${slides[2].title}`);
    await page.clock.runFor(2000);
    await expect(page.getByRole("heading", { level: 2, name: slides[2].title })).toBeVisible();
  });

  // One load for what the page shows as it is (each a step).
  test("the first hero image is eager and high priority, the rest lazy; the service cards keep the content's links", async ({ page }) => {
    await gotoHydrated(page, "/");
    await test.step("the first hero image is eager and high priority; the rest lazy", async () => {
      const imgs = page.getByRole("region", { name: "Featured holidays" }).locator(".slick-slide img");
      await expect(imgs.first()).toHaveAttribute("loading", "eager");
      await expect(imgs.first()).toHaveAttribute("fetchpriority", "high");
      await expect(imgs.nth(1)).toHaveAttribute("loading", "lazy");
    });
    await test.step("the home service cards keep the content's links", async () => {
      const cards = readContent("home-services.json");
      for (const card of cards) {
        await expect(page.getByRole("link", { name: card.title, exact: true })).toHaveAttribute("href", card.link);
      }
      await expect(page.getByRole("button", { name: "Explore More" })).toHaveCount(0);
    });
  });

  test("the stats band counts up to 20,000 once scrolled to", async ({ page }) => {
    await gotoWithPausedClock(page, "/");
    const values = page.getByTestId("stat-value");
    await expect(values.nth(2)).toHaveText("0+");
    await values.nth(2).scrollIntoViewIfNeeded();
    // The count starts when the browser reports the band in view; step the clock until it moves.
    await expect(async () => {
      await page.clock.runFor(50);
      await expect(values.nth(2)).not.toHaveText("0+", { timeout: 50 });
    }).toPass();
    await expect(values.nth(2)).not.toHaveText("20,000+");
    await page.clock.runFor(2200);
    await expect(values.nth(2)).toHaveText("20,000+");
    await expect(values.first()).toHaveText("50+");
  });
});

// The about block's figures are the stats band's counts, written once in stats.json: a count that
// changes there changes in both places, shortened here as each language shortens a number.
for (const locale of ["en", "hi"] as const) {
  test(`${locale}: the about block repeats the stats band's counts, in short`, async ({ page }) => {
    const home = readContent("home.json", locale);
    const { locale: tag } = readContent("ui.json", locale);
    const counts = readContent("stats.json", locale).flatMap((s) => (s.value === undefined ? [] : [{ ...s, value: s.value }]));
    await page.goto(locale === "en" ? "/" : "/hi/");
    const about = page.getByRole("region", { name: home.about.title });
    for (const stat of counts.slice(0, home.about.figures)) {
      const short = `${new Intl.NumberFormat(tag, { notation: "compact" }).format(stat.value)}${stat.suffix}`;
      await expect(about.getByRole("definition").filter({ hasText: short })).toHaveCount(1);
      await expect(about.getByRole("term").filter({ hasText: stat.label })).toHaveCount(1);
    }
    await expect(about.getByRole("term")).toHaveCount(Math.min(home.about.figures, counts.length));
  });
}

test.describe("home at 375px", () => {
  test.use({ viewport: mobile });

  // At 1280 px a page of each template, this one included, is checked by axe in templates.spec.ts.
  test("shows the first slide's title and button over its photo, and has no axe violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await test.step("the slide's title and button over its photo (e2e/phone-first.spec.ts holds them on the first screen)", async () => {
      await expect(page.getByRole("heading", { level: 2, name: slides[0].title })).toBeVisible();
      await expect(page.getByRole("link", { name: slides[0].cta.label })).toBeVisible();
      await expect(page.getByRole("region", { name: "Featured holidays" }).locator("img").first()).toBeVisible();
    });
    await test.step("no axe violations at 375 px", async () => {
      await expectNoAxeViolations(page);
    });
  });
});

// The sections below the carousel are drawn only as they near a narrow screen (content-visibility):
// a jump straight to the footer (the End key, a link) must not see the page grow or shrink under it.
for (const url of ["/", "/hi/"]) {
  for (const viewport of [mobile, { width: 1023, height: 768 }, desktop]) {
    test(`${url} at ${viewport.width}px: a jump to the footer leaves its links where they are`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, url);
      const link = page.getByRole("contentinfo").locator('a[href$="/services/adventure"]');
      const tops = await link.evaluate(async (a) => {
        a.scrollIntoView({ block: "center" });
        const seen: number[] = [];
        for (let frame = 0; frame < 8; frame++) {
          seen.push(a.getBoundingClientRect().top);
          await new Promise((next) => requestAnimationFrame(next));
        }
        return seen;
      });
      expect(Math.max(...tops) - Math.min(...tops), `the link's top over 8 frames: ${tops.map(Math.round).join(", ")}`).toBeLessThan(2);
    });
  }
}
