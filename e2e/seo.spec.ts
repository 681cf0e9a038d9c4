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

test("a service page has breadcrumbs, Service and FAQPage data, and its own canonical", async ({ page }) => {
  const service = services()[0];
  await gotoHydrated(page, pagePaths.service(service));
  await expect(page).toHaveTitle(`${service.name} | ${settings.name}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${pagePaths.service(service)}$`));
  const blocks = await ldBlocks(page);
  expect(blocks.map((b) => b["@type"]).sort()).toEqual(["BreadcrumbList", "FAQPage", "Service", "TravelAgency"]);
  const faq = blocks.find((b) => b["@type"] === "FAQPage");
  expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(service.faqs.map((f) => f.question));
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
  expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toContain("'unsafe-inline' https://translate.google.com");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  const app = (await (await request.get("/")).text()).match(/"(\/app-[0-9a-f]+\.js)"/)?.[1];
  expect((await request.get(app!)).headers()["cache-control"]).toContain("immutable");
});
