import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { contentJsonFiles, readSaved, useLocalRepository } from "./support/local-repo";
import { staticRoutes, validateContent } from "../scripts/content/validate";

// The content editor at /admin/ (Sveltia CMS from the site's own files) under its own CSP, with
// every third-party host unreachable: the entry screen shows, nothing is blocked by the policy,
// nothing throws. Requests to the hosts the fixture cuts off fail as network errors, not as CSP.
test.use({ allowedConsoleErrors: [/net::ERR_INTERNET_DISCONNECTED/] });

test("/admin/ shows the editor's entry screen with no CSP violation and no uncaught error", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const response = await page.goto("/admin/");
  const headers = response!.headers();
  expect(headers["x-robots-tag"]).toContain("noindex");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toContain("sha256-"); // not the public pages' policy
  expect(await response!.text()).toContain('<meta name="robots" content="noindex, nofollow" />');

  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: /Sign In with \W?GitHub/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test("public pages keep their own CSP, and the editor is in no sitemap", async ({ request }) => {
  // Every address, unknown ones included: security-headers.spec.ts.
  for (const path of ["/", "/gallery/", "/about/team", "/services/beach", "/packages/cruise"]) {
    const csp = (await request.get(path)).headers()["content-security-policy"] ?? "";
    expect(csp, path).toMatch(/script-src 'self' 'sha256-/);
    expect(csp, path).toContain("frame-ancestors 'none'");
  }
  // The editor's page has one address, so it never meets the public pages' policy.
  const direct = await request.get("/admin/index.html", { maxRedirects: 0 });
  expect(direct.status()).toBe(301);
  expect(direct.headers().location).toBe("/admin/");
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).toContain("/gallery");
  expect(sitemap).not.toContain("/admin");
});

test.describe("editing through the forms", () => {
  test("a service edited in the editor is saved as the check expects, with only that field changed", async ({ page }, testInfo) => {
    const files = contentJsonFiles();
    const file = "content/services/adventure.json";
    const original = files[file];
    const before = JSON.parse(original);
    const shortDescription = "Himalayan treks and river rafting, led by certified guides who know every trail.";
    await page.setViewportSize({ width: 1280, height: 800 });
    await openEditor(page, files);
    await page.getByRole("treeitem", { name: "Services" }).click();
    await page.getByRole("row", { name: before.slug }).click();
    const field = page.getByRole("textbox", { name: "Short description" });
    await expect(field).toHaveValue(before.shortDescription);
    await field.fill(shortDescription);
    await page.screenshot({ path: testInfo.outputPath("editor-service.png") });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectSavedWithOneChange(page, file, original, before.shortDescription, shortDescription);
  });

  test("an entry of a list file (testimonials) is saved in place, the list and its formatting kept", async ({ page }) => {
    const files = contentJsonFiles();
    const file = "content/testimonials.json";
    const original = files[file];
    const first = JSON.parse(original)[0];
    const quote = `${first.quote} We would book again.`;
    await openEditor(page, files);
    await page.getByRole("row", { name: "Testimonials" }).click();
    const field = page.getByRole("textbox", { name: "Quote" }).first();
    await expect(field).toHaveValue(first.quote);
    await field.fill(quote);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectSavedWithOneChange(page, file, original, first.quote, quote);
  });

  test("the Hindi pane of a service saves content/hi/, the English file untouched", async ({ page }) => {
    const files = contentJsonFiles();
    const file = "content/hi/services/adventure.json";
    const original = files[file];
    const before = JSON.parse(original);
    const shortDescription = "प्रमाणित गाइडों के साथ हिमालय के ट्रेक और नदी राफ़्टिंग, जो हर रास्ते को जानते हैं।";
    await page.setViewportSize({ width: 1280, height: 800 });
    await openEditor(page, files);
    await page.getByRole("treeitem", { name: "Services" }).click();
    await page.getByRole("row", { name: before.slug }).click();
    await page.getByRole("radiogroup", { name: "Switch Locale" }).first().getByRole("radio", { name: "Hindi" }).click();
    const field = page.getByRole("textbox", { name: "Short description" });
    await expect(field).toHaveValue(before.shortDescription);
    await field.fill(shortDescription);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectSavedWithOneChange(page, file, original, before.shortDescription, shortDescription);
    expect(await readSaved(page, "content/services/adventure.json")).toBe(files["content/services/adventure.json"]);
  });
});

/** The editor on the page's private copy of the content files, past its entry screen. */
async function openEditor(page: Page, files: Record<string, string>) {
  await useLocalRepository(page, files);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
}

/**
 * The file as saved: the original with only the edited value replaced (same keys in the same order,
 * same formatting: the diff is the one line the editor changed), and valid for the content check.
 */
async function expectSavedWithOneChange(page: Page, file: string, original: string, from: string, to: string) {
  await expect.poll(() => readSaved(page, file)).not.toBe(original);
  const saved = await readSaved(page, file);
  expect(saved).toBe(original.replace(JSON.stringify(from), JSON.stringify(to)));
  expect(validateWith(file, saved)).toEqual([]);
}

/** The content check over the real content with one file replaced. */
function validateWith(file: string, text: string): string[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "cms-"));
  try {
    fs.cpSync(path.join(__dirname, "..", "content"), path.join(root, "content"), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
    return validateContent({ contentDir: path.join(root, "content"), routes: staticRoutes(path.join(__dirname, "..", "src", "pages")) }).errors;
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
