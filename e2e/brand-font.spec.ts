import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated, mobile } from "./fixtures";
import { devanagariFiles, devanagariStyle, fontsDrawing, storedDevanagariFiles, visitFirstHindiPage } from "./support/devanagari-faces";
import { devanagariFacesId } from "../plugins/gatsby-plugin-brand-fonts/devanagari-faces";

// The brand font; the layout in any other font is checked on a page of each template in templates.spec.ts.
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
  expect(await page.evaluate(() => document.fonts.check("16px Poppins"))).toBe(true);
  const cache = (await page.request.get(preloads[0]!)).headers()["cache-control"];
  expect(cache).toContain("immutable");
});

const hindiRoutes = ["/hi", "/hi/packages/domestic", "/hi/services/custom", "/hi/contact"];

/** From the next page on, every layout shift is kept in window.shifts, with the text that moved. */
const recordShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
        for (const { node } of shift.sources) shifts.push(`${shift.value.toFixed(5)}: ${(node?.textContent ?? "?").trim().slice(0, 50)}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

/** Every face the page asked for has arrived or given up, and been painted. */
const fontsSettled = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  });

// Only the faces a page preloads may swap in, and not Devanagari, which has no metric-matched
// fallback: today Latin regular and bold on English pages. Every other face, held back here until
// after the first paint, must leave the page where it was: Devanagari, semibold captions, the ₹
// sign, and Latin digits inside Hindi lines. Hindi routes are a visitor's second Hindi page, so
// that their Devanagari faces are switched on; held back, they stand for files the browser evicted
// from its cache after storing their names (routing also bypasses the cache).
test.describe("fonts that arrive after the first paint", () => {
  test.use({ viewport: mobile });
  for (const route of ["/", "/gallery", "/packages/domestic", ...hindiRoutes]) {
    test(`move nothing on ${route}`, async ({ page, request }) => {
      const hindi = hindiRoutes.includes(route);
      if (hindi) await visitFirstHindiPage(page);
      const html = await (await request.get(route)).text();
      const preloaded = new Set([...html.matchAll(/rel="preload" href="([^"]+\.woff2)"/g)].map((m) => m[1]));
      let release!: () => void;
      const firstPaint = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/fonts/**", async (font) => {
        const path = new URL(font.request().url()).pathname;
        if (!preloaded.has(path) || path.includes("devanagari")) await firstPaint;
        await font.continue();
      });
      await recordShifts(page);
      await page.goto(route, { waitUntil: "domcontentloaded" });
      if (hindi) await expect(devanagariStyle(page)).toHaveAttribute("media", "all");
      await page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
      release();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await fontsSettled(page);
      expect(await shifts(page)).toEqual([]);
    });
  }
});

/**
 * What follows is about the cache, which Playwright turns off while any route is set: these tests
 * set none (the browser itself blocks other hosts). The requests that leave the site, to be none.
 */
function requestsElsewhere(page: Page, baseURL: string) {
  const elsewhere: string[] = [];
  page.on("request", (r) => /^https?:/.test(r.url()) && new URL(r.url()).origin !== new URL(baseURL).origin && elsewhere.push(r.url()));
  return elsewhere;
}

// What a visitor gets on a second Hindi page (decision 0015): the Devanagari faces come from the
// cache before the first paint, draw the heading, and nothing moves.
test.describe("a visitor's second Hindi page", () => {
  test.use({ viewport: mobile });
  // One visitor's first Hindi page, then each route in turn (each a step), every one of them a
  // page after the first: the cache and the stored names are what a second page meets.
  test(`draws the heading of ${hindiRoutes.join(", ")} in the brand face from the cache, and moves nothing`, async ({ page, baseURL }) => {
    const elsewhere = requestsElsewhere(page, baseURL!);
    const files = await visitFirstHindiPage(page);
    await recordShifts(page);
    for (const route of hindiRoutes) {
      await test.step(route, async () => {
        await gotoHydrated(page, route);
        await fontsSettled(page);
        expect(await fontsDrawing(page, "h1"), route).toContain("Poppins");
        await expect(devanagariStyle(page), route).toHaveAttribute("media", "all");
        // Preloaded, and no byte of them from the network.
        const transferred = await page.evaluate(
          (files) =>
            files.map((file) => (performance.getEntriesByName(new URL(file, location.href).href) as PerformanceResourceTiming[]).map((e) => e.transferSize)),
          files,
        );
        expect(transferred, route).toEqual(files.map(() => [0]));
        expect(await shifts(page), route).toEqual([]);
      });
    }
    expect(elsewhere).toEqual([]);
  });

  // A visitor who came before the font's version changed: their storage names the old files.
  test("with another version's files stored, leaves the faces off and preloads nothing, then caches today's", async ({ page, request, baseURL }) => {
    const elsewhere = requestsElsewhere(page, baseURL!);
    const files = (await (await request.get("/hi/gallery")).text()).match(/data-files="([^"]+)"/)![1]!.split(" ");
    const oldFiles = files.map((file) => file.replace(/^\/fonts\/[^/]+\//, "/fonts/5.0.0/"));
    expect(oldFiles).not.toEqual(files);
    // Only before the first page: the cache step's names must not be overwritten.
    await page.addInitScript(({ key, value }) => localStorage.getItem(key) === null && localStorage.setItem(key, value), {
      key: devanagariFacesId,
      value: oldFiles.join(" "),
    });
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await gotoHydrated(page, "/hi/packages");
    expect(await devanagariFiles(page)).toEqual(files);
    await expect(devanagariStyle(page)).toHaveAttribute("media", "not all");
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    expect(await fontsDrawing(page, "h1")).not.toContain("Poppins");
    // Today's files are fetched only by the cache step, once the app has started, and their names replace the old ones.
    await expect.poll(() => storedDevanagariFiles(page)).toBe(files.join(" "));
    const started = requests.findIndex((path) => /\/app-[^/]+\.js$/.test(path));
    expect(started).toBeGreaterThan(-1);
    expect(requests.findIndex((path) => path.includes("devanagari"))).toBeGreaterThan(started);
    expect(requests.filter((path) => oldFiles.includes(path))).toEqual([]);
    // So the next Hindi page has them on.
    await gotoHydrated(page, "/hi/contact");
    await expect(devanagariStyle(page)).toHaveAttribute("media", "all");
    // Polled: fonts.ready can resolve before the layout that starts the face's load (seen on a busy
    // machine), and there the face once took over the 7 s default to draw: 15 s.
    await expect.poll(() => fontsDrawing(page, "h1"), { timeout: 15_000 }).toContain("Poppins");
    expect(elsewhere).toEqual([]);
  });
});
