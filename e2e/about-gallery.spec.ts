import { test, expect, expectNoAxeViolations, gotoHydrated, mobile, desktop, pageIdle } from "./fixtures";
import type { Locator, Page } from "@playwright/test";
import { readContent, readFolder } from "./support/content";
import { fill } from "../src/utils/fill";
import { localizePath, locales, type Locale } from "../model/locales";

// The About pages and the gallery in every language, each checked against the content it is built
// from: counts, names and the interface's words follow the editors' changes.
const heroTitle = (page: "testimonials", locale: Locale) => readContent("pages.json", locale).find((p) => p.page === page)!.heroTitle;

/** A person's profile links, each named as the site names them ("Priya Sharma on LinkedIn (opens in a new tab)"), opening safely. */
async function expectProfiles(locale: Locale, person: { name: string; socials: Partial<Record<string, string | null>> }, within: Locator) {
  const ui = readContent("ui.json", locale);
  const networks = Object.keys(ui.people.networks) as (keyof typeof ui.people.networks)[];
  for (const network of networks) {
    const link = within.getByRole("link", {
      name: `${fill(ui.people.profile, { name: person.name, network: ui.people.networks[network] })} ${ui.newTabNote}`,
      exact: true,
    });
    const href = person.socials[network];
    if (!href) {
      await expect(link).toHaveCount(0);
      continue;
    }
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("target", "_blank");
  }
}

/**
 * Runs a page's checks at 375 px, with axe over the page, then at 1280 px, each width a step: one
 * load, resized, as a visitor turning a tablet would see it. At 1280 px templates.spec.ts runs axe
 * over a page of each template in each language, these included.
 */
async function atBothWidths(page: Page, checks: () => Promise<void>) {
  for (const viewport of [mobile, desktop]) {
    await test.step(`at ${viewport.width} px`, async () => {
      await page.setViewportSize(viewport);
      await checks();
      if (viewport === mobile) await expectNoAxeViolations(page);
    });
  }
}

for (const locale of locales) {
  const ui = readContent("ui.json", locale);
  const gallery = readContent("gallery.json", locale);
  const founder = readContent("founder.json", locale);
  const team = readFolder("team", locale).sort((a, b) => a.order - b.order);
  const testimonials = readContent("testimonials.json", locale).sort((a, b) => a.number - b.number);
  const story = readContent("story.json", locale);
  const openPhoto = (title: string) => fill(ui.gallery.open, { title });

  test.describe(`${locale}, at 375 px then 1280 px`, () => {
    test.use({ viewport: mobile });

    test("Our Team shows the founder and a card for each team member, in order, with safe, named profile links", async ({ page }) => {
      await gotoHydrated(page, localizePath("/about/team", locale));
      await atBothWidths(page, async () => {
        const main = page.getByRole("main");
        const founderSection = main.getByRole("region", { name: founder.name });
        await expect(founderSection.getByRole("heading", { level: 2, name: founder.name })).toBeVisible();
        await expect(founderSection).toContainText(founder.role);
        await expectProfiles(locale, founder, founderSection);
        const cards = main.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
        await expect(cards.getByRole("heading", { level: 3 })).toHaveText(team.map((member) => member.name));
        for (const member of team) {
          const card = cards.filter({ has: page.getByRole("heading", { level: 3, name: member.name, exact: true }) });
          await expect(card).toContainText(member.role);
          await expectProfiles(locale, member, card);
        }
      });
    });

    test("Testimonials shows every testimonial, numbered, with its quote and author", async ({ page }) => {
      await gotoHydrated(page, localizePath("/about/testimonials", locale));
      await atBothWidths(page, async () => {
        const items = page.getByRole("list", { name: heroTitle("testimonials", locale) }).locator(":scope > li");
        await expect(items).toHaveCount(testimonials.length);
        for (const [i, t] of testimonials.entries()) {
          const item = items.nth(i);
          await expect(item).toContainText(String(t.number).padStart(2, "0"));
          await expect(item.locator("blockquote")).toHaveText(t.quote);
          await expect(item.locator("figcaption")).toContainText(t.name);
        }
      });
    });

    test("Our Story shows the story, mission and vision", async ({ page }) => {
      await gotoHydrated(page, localizePath("/about/story", locale));
      await atBothWidths(page, async () => {
        for (const title of [story.title, story.mission.title, story.vision.title]) {
          await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
        }
      });
    });

    test("the gallery lightbox opens at the photo, wraps both ways, and Escape returns focus; a photo opens from the keyboard", async ({ page }) => {
      await gotoHydrated(page, localizePath("/gallery", locale));
      await atBothWidths(page, async () => {
        const photos = page.getByRole("link", { name: openPhoto("") });
        await expect(photos).toHaveCount(gallery.length);
        for (const item of gallery) await expect(page.getByRole("link", { name: openPhoto(item.title), exact: true })).toBeVisible();
        for (const item of gallery) await expect(page.getByText(item.title, { exact: true })).toBeVisible();
        const [first, last] = [gallery[0]!, gallery[gallery.length - 1]!];

        const lastTile = page.getByRole("link", { name: openPhoto(last.title), exact: true });
        await lastTile.click();
        const viewer = page.getByRole("dialog", { name: ui.gallery.viewer });
        await expect(viewer).toBeVisible();
        const current = viewer.locator(".yarl__slide_current");
        await expect(current.getByText(last.title)).toBeVisible();
        await viewer.getByRole("button", { name: ui.gallery.next }).click();
        await expect(current.getByText(first.title)).toBeVisible();
        await viewer.getByRole("button", { name: ui.gallery.previous }).click();
        await expect(current.getByText(last.title)).toBeVisible();
        await page.keyboard.press("ArrowRight");
        await expect(current.getByText(first.title)).toBeVisible();
        await page.keyboard.press("ArrowLeft");
        await expect(current.getByText(last.title)).toBeVisible();
        // The page with the viewer open: no other test reaches this state. Once the slide has come
        // to rest: axe reads a title fading or sliding in against what is behind it.
        // At rest means two frames in a row with no animation running: one that has not started yet
        // (its style change still pending on a busy machine) is not in getAnimations.
        await expect
          .poll(() =>
            viewer.evaluate(async (dialog) => {
              await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
              const running = dialog.getAnimations({ subtree: true });
              // A cancelled animation rejects `finished` with an AbortError (the viewer cancels one
              // when it starts the next); it is no longer running either way, and the poll looks again.
              await Promise.all(running.map((a) => a.finished.catch(() => undefined)));
              return running.length;
            }),
          )
          .toBe(0);
        await expectNoAxeViolations(page);

        await page.keyboard.press("Escape");
        await expect(viewer).toBeHidden();
        await expect(lastTile).toBeFocused();

        // From the keyboard.
        const firstTile = page.getByRole("link", { name: openPhoto(first.title), exact: true });
        await firstTile.focus();
        await page.keyboard.press("Enter");
        await expect(viewer.locator(".yarl__slide_current").getByText(first.title)).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(firstTile).toBeFocused();
        // The viewer gives focus back at once and leaves the page after its fade: until then axe (run
        // next at 375 px) reads its title fading out against the page behind it.
        await expect(page.getByRole("dialog", { name: ui.gallery.viewer, includeHidden: true })).toHaveCount(0);
      });
    });
  });
}

test("the lightbox code is not part of the gallery's first load", async ({ page }) => {
  const ui = readContent("ui.json");
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  await gotoHydrated(page, "/gallery");
  // The first load: the scripts asked for until the hydrated page has been idle.
  await pageIdle(page);
  const before = scripts.length;
  await page.getByRole("link", { name: fill(ui.gallery.open, { title: readContent("gallery.json")[0]!.title }), exact: true }).click();
  await expect(page.getByRole("dialog", { name: ui.gallery.viewer })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});
