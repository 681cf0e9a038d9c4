import { test, expect, gotoHydrated, mobile } from "./fixtures";

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

// Only the faces a page preloads may swap in, and not Devanagari, which has no metric-matched
// fallback: today Latin regular and bold on English pages. Every other face, held back here until
// after the first paint, must leave the page where it was: Devanagari, semibold captions, the ₹
// sign, and Latin digits inside Hindi lines.
test.describe("fonts that arrive after the first paint", () => {
  test.use({ viewport: mobile });
  for (const route of ["/", "/gallery", "/packages/domestic", "/hi", "/hi/packages/domestic", "/hi/services/custom", "/hi/contact"]) {
    test(`move nothing on ${route}`, async ({ page, request }) => {
      const html = await (await request.get(route)).text();
      const preloaded = new Set([...html.matchAll(/rel="preload" href="([^"]+\.woff2)"/g)].map((m) => m[1]));
      let release!: () => void;
      const firstPaint = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/fonts/**", async (font) => {
        const path = new URL(font.request().url()).pathname;
        if (!preloaded.has(path) || path.includes("devanagari")) await firstPaint;
        await font.continue();
      });
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { shifts: string[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const shift of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
            shift.sources.forEach(({ node }) => shifts.push(`${shift.value.toFixed(5)}: ${(node?.textContent ?? "?").trim().slice(0, 50)}`));
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(route, { waitUntil: "domcontentloaded" });
      await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
      });
      expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    });
  }
});
