import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated, mobile } from "./fixtures";

// The site under conditions visitors really meet: blocked third parties (every test: see
// fixtures.ts), no JavaScript, photos that fail or never come, and page translation rewriting the
// text nodes under React. Storage that throws, a 320 px screen, keyboard only and no JavaScript
// are also checked on a page of each template and a sample of the others, in templates.spec.ts.

test.describe("JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the first hero slide and the gallery photos show", async ({ page }) => {
    await page.goto("/");
    const heroImage = page.locator("main img").first();
    await expect(heroImage).toBeVisible();
    expect(await heroImage.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await page.goto("/gallery");
    const photos = page.getByRole("main").locator("img:not([aria-hidden='true'])");
    expect(await photos.count()).toBeGreaterThanOrEqual(12);
    await photos.nth(11).scrollIntoViewIfNeeded();
    await expect(photos.nth(11)).toBeVisible();
  });
});

// The site's scripts start once the hero photo is on screen (plugins/gatsby-plugin-script-starter/start-app.ts): without it,
// the page must still become interactive.
test.describe("photos that fail or never arrive", () => {
  test.use({ viewport: mobile });
  const photos = /\/static\/.+\.(avif|webp|jpg|png)$/;
  const openMenu = async (page: Page) => {
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  };

  test.describe("failing", () => {
    test.use({ allowedConsoleErrors: [/Failed to load resource/] });
    for (const route of ["/", "/services/beach"]) {
      test(`${route} starts its scripts when the hero photo fails`, async ({ page }) => {
        await page.route(photos, (route) => route.abort("failed"));
        await gotoHydrated(page, route);
        await openMenu(page);
      });
    }
  });

  for (const route of ["/", "/services/beach"]) {
    test(`${route} starts its scripts on the first tap while the hero photo is still on its way`, async ({ page }) => {
      await page.route(photos, () => {}); // never answered
      await page.goto(route, { waitUntil: "domcontentloaded" });
      await page.getByRole("main").getByRole("heading", { level: 2 }).first().click();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await openMenu(page);
    });
  }
});

test.describe("page translation rewriting text nodes", () => {
  // What Google's widget does: each text node moves into <font> wrappers React does not know about.
  // Nothing patches the DOM against it (docs/decisions/0006-translation-dom-guard.md): these flows
  // must survive on React alone, so wrap conditional text in an element rather than leave it bare.
  const translateAllText = () => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      if (node.textContent?.trim() && !node.parentElement?.closest("script, style, [translate='no']")) nodes.push(node);
    }
    for (const node of nodes) {
      const outer = document.createElement("font");
      const inner = document.createElement("font");
      inner.textContent = `${node.textContent} (hi)`;
      outer.appendChild(inner);
      node.parentNode?.replaceChild(outer, node);
    }
  };

  for (const viewport of [mobile, { width: 1280, height: 800 }]) {
    test(`at ${viewport.width}px: navigation, the drawer, the FAQ and the lightbox keep working`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, "/");
      await page.evaluate(translateAllText);
      if (viewport.width < 1024) {
        await page.getByRole("button", { name: /menu/i }).click();
        await page.evaluate(translateAllText);
        await page.keyboard.press("Escape");
      }
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: /adventure/i })
        .first()
        .click();
      await expect(page).toHaveURL(/\/services\/adventure$/);
      await page.evaluate(translateAllText);
      const question = page.getByRole("main").getByRole("button", { expanded: false }).first();
      await question.click();
      await expect(page.getByRole("main").getByRole("button", { expanded: true })).toHaveCount(1);
      await page.getByRole("main").getByRole("button", { expanded: true }).click();
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: /gallery/i })
        .first()
        .click();
      await expect(page).toHaveURL(/\/gallery$/);
      await page.evaluate(translateAllText);
      await page
        .getByRole("link", { name: /open photo/i })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});
