import { test, expect, gotoHydrated } from "./fixtures";

// The brand font; the layout in any other font is checked on every route in every-route.spec.ts.
test("the brand font is self-hosted, preloaded and in use", async ({ page }) => {
  const fontRequests: string[] = [];
  page.on("request", (r) => r.resourceType() === "font" && fontRequests.push(new URL(r.url()).pathname));
  await gotoHydrated(page, "/");
  await page.evaluate(() => document.fonts.ready);
  const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")));
  expect(preloads.length).toBeGreaterThan(0);
  for (const href of preloads) expect(fontRequests).toContain(href);
  expect(fontRequests.every((p) => p.startsWith("/fonts/"))).toBe(true);
  // ₹ is in latin-ext and devanagari alike: an English page must not fetch the Devanagari files.
  await page.getByText(/₹/).first().scrollIntoViewIfNeeded();
  await page.evaluate(() => document.fonts.ready);
  expect(fontRequests.filter((p) => p.includes("devanagari"))).toEqual([]);
  const family = await page.getByRole("heading", { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily);
  expect(family).toMatch(/^Poppins/);
  expect(await page.evaluate(() => document.fonts.check('16px Poppins'))).toBe(true);
  const cache = (await page.request.get(preloads[0]!)).headers()["cache-control"];
  expect(cache).toContain("immutable");
});
