import { test, expect, gotoHydrated } from "./fixtures";
import { readContent, services } from "./support/content";

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
      const slugs = services().map((s) => `/services/${s.slug}`);
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
