import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated, pageIdle } from "./fixtures";
import { readContent, services } from "./support/content";
import { localizePath, locales } from "../model/locales";
import { pagePaths } from "../model/routes";

// Addresses nobody should type but anybody can: a literal "%", a cut-off escape, markup, a very
// long slug, upper case. Each must show Service Not Found with a service offered, and stay quiet
// (the fixture fails the test on any console error or uncaught exception, e.g. "URI malformed").

const notFound = readContent("pages.json").find((p) => p.page === "serviceNotFound");
const beach = services().find((s) => s.slug === "beach");

const hostile: { path: string; expected?: string }[] = [
  { path: "/services/100%25" },
  { path: "/services/beach%2" },
  { path: "/services/%3Cscript%3Ealert(1)%3C%2Fscript%3E" },
  { path: `/services/${"a".repeat(600)}` },
  { path: "/services/BEACH", expected: beach?.name },
];

test.describe("hostile service addresses", () => {
  for (const { path, expected } of hostile) {
    test(`${path.length > 60 ? `${path.slice(0, 40)}… (${path.length} characters)` : path} shows Service Not Found and offers a service`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on("dialog", async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.dismiss();
      });

      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1, name: notFound?.heroTitle ?? "missing in content/pages.json" })).toBeVisible();

      const suggestion = page.locator("p", { hasText: "Were you looking for" }).getByRole("link");
      await expect(suggestion).toBeVisible();
      const slugs = services().map((s) => pagePaths.service(s));
      expect(slugs).toContain(await suggestion.getAttribute("href"));
      if (expected) await expect(suggestion).toHaveText(expected);

      // The address is text, never markup: nothing ran and nothing was added to the page.
      expect(dialogs).toEqual([]);
      await expect(page.locator("main script")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }

  test("/services/BEACH leads to the Beach service", async ({ page }) => {
    await gotoHydrated(page, "/services/BEACH");
    await page.locator("p", { hasText: "Were you looking for" }).getByRole("link").click();
    await expect(page).toHaveURL(/\/services\/beach$/);
    await expect(page.getByRole("heading", { level: 1, name: beach?.name })).toBeVisible();
  });
});

// An escaped slash (or "?", "#") is part of a segment, not a separator: the host answers these with
// the 404 page (or, under /services/, Service Not Found), and the browser must keep showing it. Before
// the find-path patch, Gatsby looked up /gallery (a real page) for /gallery%2F, or nothing for
// /abc%2Fdef, and React emptied the page after a moment (docs/decisions/0003-path-decoding-patches.md).
const escapedSeparators: { path: string; page: "notFound" | "serviceNotFound"; status: number }[] = [
  ...[
    "/gallery%2F",
    "/gallery%2f",
    "/abc%2Fdef",
    "/abc%2fdef",
    "/packages/cruise%2Fandaman-island-cruise",
    "/packages/themes%2ffamily",
    "/gallery%3Fx",
    "/gallery%23x",
  ].map((path) => ({ path, page: "notFound" as const, status: 404 })),
  ...["/services/beach%2Fx", "/services/beach%2fx"].map((path) => ({ path, page: "serviceNotFound" as const, status: 200 })),
];

/**
 * A wait for Gatsby's loader to settle: every page data it asked for since this was called has
 * arrived, and the page has been idle since (data that led React to empty the page would have).
 */
function watchPageData(page: Page) {
  const pending = new Set<unknown>();
  page.on("request", (r) => r.url().includes("/page-data/") && pending.add(r));
  page.on("requestfinished", (r) => pending.delete(r));
  page.on("requestfailed", (r) => pending.delete(r));
  return async () => {
    await pageIdle(page);
    await expect.poll(() => pending.size, "page data still on its way").toBe(0);
    await pageIdle(page);
  };
}

// One test per language walks the addresses in one page, each address a step that names it (a
// test each cost a browser context more than the check itself).
for (const locale of locales) {
  test(`escaped separators in an address (${locale}) keep showing their 404 or Service Not Found page after hydration`, async ({ page }) => {
    test.setTimeout(90_000); // ten page loads
    const settled = watchPageData(page);
    for (const { path: english, page: key, status } of escapedSeparators) {
      const path = localizePath(english, locale);
      const heading = readContent("pages.json", locale).find((p) => p.page === key)!.heroTitle;
      await test.step(`${path} keeps showing "${heading}"`, async () => {
        const response = await gotoHydrated(page, path);
        expect(response?.status(), path).toBe(status);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        // The page stays: Gatsby's loader has settled (its 404 probe included) and the text is still there.
        await settled();
        await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
        expect((await page.locator("body").innerText()).trim(), path).not.toBe("");
        await expect(page.getByRole("contentinfo"), path).toBeVisible();
      });
    }
  });
}
