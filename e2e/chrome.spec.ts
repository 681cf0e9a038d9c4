import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, gotoHydrated, mobile, desktop } from "./fixtures";
import { readContent } from "./support/content";

const settings = readContent("settings.json");

test.describe("header at 1280px", () => {
  test.use({ viewport: desktop });

  test("every header link reaches its page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const header = page.getByRole("navigation", { name: "Main" });
    const hrefs = await page.locator('nav[aria-label="Main"] a').evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThanOrEqual(3 + 3 + 8 + 3);
    // That each answers 200 is links.spec.ts's check of every link in every built page, these included.
    await header.getByRole("button", { name: "About" }).hover();
    await header.getByRole("link", { name: "Testimonials" }).click();
    await expect(page).toHaveURL(/\/about\/testimonials$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("dropdowns open by keyboard, arrows move, Escape closes and returns focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Our Team" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(nav.getByRole("link", { name: "Testimonials" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(about).toBeFocused();
  });

  test("dropdowns open on hover and mark the current page", async ({ page }) => {
    await gotoHydrated(page, "/services/beach");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Our Services" }).hover();
    await expect(nav.getByRole("link", { name: "Beach Holidays" })).toHaveAttribute("aria-current", "page");
    await gotoHydrated(page, "/gallery");
    await expect(nav.getByRole("link", { name: "Gallery" })).toHaveAttribute("aria-current", "page");
  });

  test("the packages and services groups start with their overview pages", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Holiday Packages" }).hover();
    await nav.getByRole("link", { name: "All holiday packages" }).click();
    await expect(page).toHaveURL(/\/packages$/);
    await nav.getByRole("button", { name: "Our Services" }).hover();
    await nav.getByRole("link", { name: "All services" }).click();
    await expect(page).toHaveURL(/\/services$/);
  });

  test("Get a Quote leads to the contact page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("banner").getByRole("link", { name: "Get a Quote" }).click();
    await expect(page).toHaveURL(/\/contact\?enquiry=quote$/);
  });
});

test.describe("mobile drawer at 375px", () => {
  test.use({ viewport: mobile });

  test("groups expand independently; outside click, link click and Escape close it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const menu = page.getByRole("button", { name: "Menu", exact: true });
    await menu.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    const about = drawer.getByRole("button", { name: "About" });
    const packages = drawer.getByRole("button", { name: "Holiday Packages" });
    await about.click();
    await packages.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(packages).toHaveAttribute("aria-expanded", "true");
    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(drawer.getByRole("link", { name: "Cruise" })).toBeVisible();

    // The panel itself, hidden only once its slide-out transition has ended.
    const panel = page.locator('[role="dialog"][aria-label="Menu"]');
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(panel).toBeHidden();

    await menu.click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(panel).toBeHidden();
  });

  // One load, the drawer opened once (each a step).
  test("focus stays inside the open drawer, and axe finds no violations with it open", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await test.step("focus stays inside the open drawer", async () => {
      // Opening moves focus into the drawer, to its first control.
      await expect(drawer.getByRole("button", { name: "Close menu" })).toBeFocused();
      for (let i = 0; i < 15; i++) {
        await page.keyboard.press("Tab");
        expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      }
    });
    await test.step("axe finds no violations with the drawer and a group open", async () => {
      await drawer.getByRole("button", { name: "Our Services" }).click();
      await expectNoAxeViolations(page);
    });
  });
});

// Each at 375 px, then resized to 1280 px in the same page (a width a step): one load for both.
test.describe("every page, at 375 px then 1280 px", () => {
  test.use({ viewport: mobile });

  test("the contact widget calls and opens WhatsApp in a new tab", async ({ page }) => {
    await gotoHydrated(page, "/");
    for (const viewport of [mobile, desktop]) {
      await test.step(`at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        const call = page.getByRole("link", { name: `Call us on ${settings.phone.display}` });
        await expect(call).toHaveAttribute("href", `tel:${settings.phone.e164}`);
        await expect(call).toBeInViewport();
        const chat = page.getByRole("link", { name: /Chat with us on WhatsApp/ });
        await expect(chat).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${settings.whatsapp.number}(\\?|$)`));
        await expect(chat).toHaveAttribute("target", "_blank");
        await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
        await expect(chat).toBeInViewport();
      });
    }
  });

  test("the footer shows the current year and a 4-digit count of this browser's visits that grows", async ({ page }) => {
    await gotoHydrated(page, "/about/story");
    const footer = page.getByRole("contentinfo");
    const count = footer.getByTestId("visitor-count");
    // Kept in this browser, the count is labelled as the visitor's own visits, not the site's traffic.
    await expect(footer.getByText(readContent("ui.json").footer.visitors)).toBeVisible();
    let first = 0;
    await test.step("at 375 px", async () => {
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
      await expect(count).toHaveText(/^\d{4,}$/);
      first = Number(await count.textContent());
      await page.reload();
      await expect(count).toHaveText(String(first + 1).padStart(4, "0"));
    });
    await test.step("at 1280 px", async () => {
      await page.setViewportSize(desktop);
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
      await expect(count).toBeVisible();
      await expect(count).toHaveText(String(first + 1).padStart(4, "0"));
    });
  });

  test("the 404 page is in the site's layout with a way on, and has no axe violations", async ({ page }) => {
    const response = await gotoHydrated(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await test.step("at 375 px", async () => {
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });
    // At 1280 px templates.spec.ts checks this page with axe (/no-such-page).
    await test.step("at 1280 px", async () => {
      await page.setViewportSize(desktop);
      await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    });
  });
});

test.describe("page translation with its script unreachable", () => {
  // Chromium itself reports the blocked script as a failed resource; nothing else may appear.
  test.use({ allowedConsoleErrors: [/Failed to load resource: net::ERR_NAME_NOT_RESOLVED/] });

  test("asking to translate says plainly it is unavailable, and the page carries on", async ({ page }) => {
    await gotoHydrated(page, "/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: "Translate this page" }).click();
    await expect(footer.getByRole("status")).toHaveText(/Translation is not available right now/);
    await page.getByRole("banner").getByRole("link", { name: /home/i }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
  });
});

test.describe("offer banner", () => {
  // The state of the banner's one animation: "paused" or "running".
  const motion = (page: Page) => page.getByRole("region", { name: "Offers" }).evaluate((el) => el.getAnimations({ subtree: true })[0]?.playState);

  test("stands still while the page loads, moves once the browser is idle, pauses on hover and off the screen", async ({ browser, page }) => {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const serverPage = await withoutScripts.newPage();
    await serverPage.goto("/");
    expect(await motion(serverPage)).toBe("paused");
    await withoutScripts.close();

    await gotoHydrated(page, "/");
    // Playwright's pointer starts at the page's top left corner, over the banner.
    await page.mouse.move(10, 400);
    await expect.poll(() => motion(page)).toBe("running");
    await page.getByRole("region", { name: "Offers" }).hover();
    await expect.poll(() => motion(page)).toBe("paused");
    await page.mouse.move(10, 400);
    await expect.poll(() => motion(page)).toBe("running");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => motion(page)).toBe("paused");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => motion(page)).toBe("running");
  });

  test("stands still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    await expect(page.getByRole("region", { name: "Offers" })).toHaveAttribute("data-motion", "still");
    expect(await motion(page)).toBeUndefined();
  });
});
