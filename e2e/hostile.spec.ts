import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated, mobile } from "./fixtures";
import { allRoutes, readContent } from "./support/content";
import { splitSitePath } from "../model/locales";

// The site under conditions visitors really meet: blocked third parties (every test: see
// fixtures.ts), storage that throws, no JavaScript, photos that fail or never come, a 320 px
// screen, keyboard only, and page translation rewriting the text nodes under React.

test.describe("storage that throws", () => {
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
    test(`${route} renders and stays quiet`, async ({ page }) => {
      await gotoHydrated(page, route);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
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

// The site's scripts start once the hero photo is on screen (src/utils/start-app.ts): without it,
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

test.describe("320 px wide screen", () => {
  test.use({ viewport: { width: 320, height: 640 } });
  for (const route of allRoutes()) {
    test(`${route} has no horizontal scrolling`, async ({ page }) => {
      await gotoHydrated(page, route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe("keyboard only", () => {
  for (const route of allRoutes()) {
    test(`${route}: every link and control is reachable by Tab, with a visible focus`, async ({ page }) => {
      await gotoHydrated(page, route);
      const expected = await page.evaluate(() => {
        const selector = "a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";
        const inert = (el: Element | null) => !!el?.closest("[inert], [aria-hidden='true']");
        return Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          return !inert(el) && style.visibility !== "hidden" && style.display !== "none" && box.width > 0 && box.height > 0 && el.tabIndex >= 0;
        }).length;
      });
      const reached = new Set<string>();
      let unfocusedStyle = 0;
      for (let i = 0; i < expected + 40 && reached.size < expected; i++) {
        await page.keyboard.press("Tab");
        const info = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const visible = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
          const path: string[] = [];
          for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) {
            path.unshift(`${n.tagName}:${Array.from(n.parentElement?.children ?? []).indexOf(n)}`);
          }
          return { key: path.join(">"), visible: visible || style.boxShadow !== "none" };
        });
        if (!info) continue;
        if (!info.visible) unfocusedStyle++;
        reached.add(info.key);
      }
      expect(reached.size).toBeGreaterThanOrEqual(expected);
      expect(unfocusedStyle, "focused elements without a visible focus indicator").toBe(0);
    });
  }
});

test.describe("page translation rewriting text nodes", () => {
  // What Google's widget does: each text node moves into <font> wrappers React does not know about.
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
      await page.getByRole("contentinfo").getByRole("link", { name: /adventure/i }).first().click();
      await expect(page).toHaveURL(/\/services\/adventure$/);
      await page.evaluate(translateAllText);
      const question = page.getByRole("main").getByRole("button", { expanded: false }).first();
      await question.click();
      await expect(page.getByRole("main").getByRole("button", { expanded: true })).toHaveCount(1);
      await page.getByRole("main").getByRole("button", { expanded: true }).click();
      await page.getByRole("contentinfo").getByRole("link", { name: /gallery/i }).first().click();
      await expect(page).toHaveURL(/\/gallery$/);
      await page.evaluate(translateAllText);
      await page.getByRole("button", { name: /open photo/i }).first().click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }
});
