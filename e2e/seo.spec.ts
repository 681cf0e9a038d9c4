import { test, expect, gotoHydrated } from "./fixtures";
import { readContent, services } from "./support/content";
import { pagePaths } from "../model/routes";

const settings = readContent("settings.json");
const ldBlocks = async (page: import("@playwright/test").Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));

test("the home page has its title, description, canonical, social cards and TravelAgency data", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page).toHaveTitle(new RegExp(`^${settings.name} \\| `));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https:\/\/[^/]+\/?$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\/.+\.jpg$/);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  const agency = (await ldBlocks(page)).find((b) => b["@type"] === "TravelAgency");
  expect(agency.name).toBe(settings.name);
  expect(agency.address.addressLocality).toBe("New Delhi");
  expect(agency.sameAs.length).toBeGreaterThan(0);
});

test("a service page has breadcrumbs and Service data, no FAQPage, its questions in the page, and its own canonical", async ({ page }) => {
  const service = services()[0];
  await gotoHydrated(page, pagePaths.service(service));
  await expect(page).toHaveTitle(`${service.name} | ${settings.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${pagePaths.service(service)}$`));
  // Google no longer shows FAQ rich results (7 May 2026): the questions are read from the page itself
  // (docs/decisions/0026-review-markup.md, amended 2026-11-28).
  const blocks = await ldBlocks(page);
  expect(blocks.map((b) => b["@type"]).sort()).toEqual(["BreadcrumbList", "Service", "TravelAgency"]);
  expect(JSON.stringify(blocks)).not.toMatch(/FAQPage|"Question"|acceptedAnswer/);
  expect(service.faqs.length).toBeGreaterThan(0);
  for (const f of service.faqs) await expect(page.locator('section[aria-labelledby="faq"]')).toContainText(f.question);
});

test("sitemap, robots.txt and the web manifest are served", async ({ request }) => {
  const index = await request.get("/sitemap-index.xml");
  expect(index.status()).toBe(200);
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  for (const s of services()) expect(sitemap).toContain(`${pagePaths.service(s)}</loc>`);
  expect(sitemap).not.toContain("[...]");
  expect(sitemap).not.toContain("/404");
  expect(await (await request.get("/robots.txt")).text()).toMatch(/Sitemap: https:\/\/.+\/sitemap-index\.xml/);
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.name).toBe(settings.name);
  expect(manifest.icons.length).toBeGreaterThan(0);
});

test("pages are served with the security headers of static/_headers", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toMatch(/script-src 'strict-dynamic' 'sha256-/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toContain("'unsafe-inline' https://translate.google.com");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  const app = (await (await request.get("/")).text()).match(/"(\/app-[0-9a-f]+\.js)"/)?.[1];
  expect((await request.get(app!)).headers()["cache-control"]).toContain("immutable");
});

test("the Permissions-Policy names only features the browser knows, so it logs no error for the header", async ({ page, request }) => {
  const named = ((await request.get("/")).headers()["permissions-policy"] ?? "").split(",").map((d) => d.trim().split("=")[0]);
  expect(named).toContain("camera");
  await page.goto("/");
  // Chromium's list of the features it recognises (interest-cohort, FLoC's, is no longer one).
  const known = await page.evaluate(() => (document as unknown as { featurePolicy: { features(): string[] } }).featurePolicy.features());
  expect(named.filter((feature) => !known.includes(feature))).toEqual([]);
});
