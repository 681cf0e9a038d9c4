import { test, expect, expectNoAxeViolations, gotoHydrated, mobile, desktop } from "./fixtures";
import { readContent, readFolder } from "./support/content";

const gallery = readContent("gallery.json");
const founder = readContent("founder.json");
const team = readFolder("team");
const testimonials = readContent("testimonials.json");

for (const viewport of [mobile, desktop]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test("Our Team shows the founder and the 4 team cards with safe, named social links", async ({ page }) => {
      await gotoHydrated(page, "/about/team");
      await expect(page.getByRole("heading", { level: 2, name: founder.name })).toBeVisible();
      const cards = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
      await expect(cards).toHaveCount(team.length);
      expect(team).toHaveLength(4);
      for (const member of team) {
        const card = cards.filter({ hasText: member.name });
        await expect(card.getByRole("heading", { level: 3, name: member.name })).toBeVisible();
        const links = card.getByRole("link", { name: new RegExp(`^${member.name} on `) });
        await expect(links).toHaveCount(Object.keys(member.socials).length);
        await expect(links.first()).toHaveAttribute("rel", "noopener noreferrer");
        await expect(links.first()).toHaveAttribute("target", "_blank");
      }
      await expectNoAxeViolations(page);
    });

    test("Testimonials shows 9 numbered cards with quotes and their authors", async ({ page }) => {
      await gotoHydrated(page, "/about/testimonials");
      const list = page.getByRole("list", { name: "What Our Travellers Say" });
      const items = list.locator(":scope > li");
      await expect(items).toHaveCount(9);
      for (const t of testimonials) {
        const item = items.nth(t.number - 1);
        await expect(item).toContainText(String(t.number).padStart(2, "0"));
        await expect(item.locator("blockquote")).toHaveText(t.quote);
        await expect(item.locator("figcaption")).toContainText(t.name);
      }
      await expectNoAxeViolations(page);
    });

    test("Our Story shows the story, mission and vision", async ({ page }) => {
      await gotoHydrated(page, "/about/story");
      const story = readContent("story.json");
      await expect(page.getByRole("heading", { level: 2, name: story.title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: story.mission.title })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: story.vision.title })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("the gallery lightbox opens at the photo, wraps both ways, and Escape returns focus", async ({ page }) => {
      await gotoHydrated(page, "/gallery");
      const photos = page.getByRole("button", { name: /^Open photo: / });
      await expect(photos).toHaveCount(12);
      for (const item of gallery) await expect(page.getByText(item.title, { exact: true })).toBeVisible();

      const last = photos.nth(11);
      await last.click();
      const viewer = page.getByRole("dialog", { name: "Photo viewer" });
      await expect(viewer).toBeVisible();
      const current = viewer.locator(".yarl__slide_current");
      await expect(current.getByText(gallery[11].title)).toBeVisible();
      await viewer.getByRole("button", { name: "Next photo" }).click();
      await expect(current.getByText(gallery[0].title)).toBeVisible();
      await viewer.getByRole("button", { name: "Previous photo" }).click();
      await expect(current.getByText(gallery[11].title)).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await expect(current.getByText(gallery[0].title)).toBeVisible();
      await page.keyboard.press("ArrowLeft");
      await expect(current.getByText(gallery[11].title)).toBeVisible();
      await expectNoAxeViolations(page);

      await page.keyboard.press("Escape");
      await expect(viewer).toBeHidden();
      await expect(last).toBeFocused();
    });

    test("a photo opens from the keyboard, and the gallery has no axe violations", async ({ page }) => {
      await gotoHydrated(page, "/gallery");
      const first = page.getByRole("button", { name: `Open photo: ${gallery[0].title}` });
      await first.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("dialog", { name: "Photo viewer" }).locator(".yarl__slide_current").getByText(gallery[0].title)).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(first).toBeFocused();
      await expectNoAxeViolations(page);
    });
  });
}

test("the lightbox code is not part of the gallery's first load", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
  await gotoHydrated(page, "/gallery");
  await page.waitForLoadState("networkidle");
  const before = scripts.length;
  await page.getByRole("button", { name: /^Open photo: / }).first().click();
  await expect(page.getByRole("dialog", { name: "Photo viewer" })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
});
