import { test, expect } from "./fixtures";

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
  for (const path of ["/", "/gallery", "/about/team", "/services/beach", "/packages/cruise", "/no-such-page"]) {
    const csp = (await request.get(path)).headers()["content-security-policy"] ?? "";
    expect(csp, path).toMatch(/script-src 'self' 'sha256-/);
    expect(csp, path).toContain("frame-ancestors 'none'");
  }
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).toContain("/gallery");
  expect(sitemap).not.toContain("/admin");
});
