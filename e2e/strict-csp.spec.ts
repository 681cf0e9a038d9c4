import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated } from "./fixtures";
import { readContent } from "./support/content";

// The public pages' script policy is strict (docs/decisions/0033-strict-dynamic-csp.md): the hashed
// inline scripts run, and so does every script they (and the scripts those load) add to the page;
// nothing else, whatever its host. These tests run the built site under the served policy.

const LOADER = "https://translate.google.com/translate_a/element.js";
const WIDGET = "https://translate.googleapis.com/_/translate_http/_/js/main.js";

/** Every CSP violation the page reports, kept on window from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test("the app, its lazy scripts and the site search run under the strict policy, with no violation", async ({ page }) => {
  await recordViolations(page);
  await gotoHydrated(page, "/");
  // A client-side navigation: webpack adds the next page's chunk.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Gallery" }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The search page imports Pagefind's module and starts its worker at run time.
  await page.goto("/search?q=kerala");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("link", { name: /Kerala Backwaters/ }).first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

for (const [path, language] of [
  ["/", "en"],
  ["/hi/", "hi"],
] as const) {
  test(`${path}: the translation widget's loader, and the script it loads in turn, run when Google's hosts answer`, async ({ page }) => {
    await recordViolations(page);
    // A stand-in for Google's loader that does what the real one does: add its main script, which
    // defines the widget and calls the page's callback. A route answers before the browser looks the
    // host up, so these two addresses answer while every other third-party host stays unreachable.
    await page.route(`${LOADER}?*`, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `(function(){var s=document.createElement("script");s.src=${JSON.stringify(WIDGET)};document.head.appendChild(s)})();`,
      }),
    );
    await page.route(WIDGET, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body:
          "window.google={translate:{TranslateElement:function(o,id){document.getElementById(id).textContent='Translated from '+o.pageLanguage}}};" +
          "window.googleTranslateElementInit();",
      }),
    );
    await gotoHydrated(page, path);
    const footer = page.getByRole("contentinfo");
    const ui = readContent("ui.json", language);
    await footer.getByRole("button", { name: ui.footer.translate }).click();
    await expect(footer.getByText(`Translated from ${language}`)).toBeVisible();
    await expect(footer.getByRole("button", { name: ui.footer.translate })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
  });
}

test.describe("a script an attacker writes into a page", () => {
  // Chromium logs the refusal; that message is the point of this test.
  test.use({ allowedConsoleErrors: [/^Loading the script 'https:\/\/translate\.googleapis\.com\/injected\.js' violates/] });

  test("is refused, even from a Google host the widget's own scripts come from", async ({ page }) => {
    await recordViolations(page);
    // As if a body's text had reached the page unescaped: a script tag in the HTML itself, from a
    // Google host that serves JSONP (a way around a host allow-list), with the served headers.
    const injected = "https://translate.googleapis.com/injected.js";
    await page.route(injected, (route) => route.fulfill({ contentType: "text/javascript", body: "window.injectedRan=true;" }));
    await page.route(/\/about\/team$/, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</body>", `<script src="${injected}"></script></body>`);
      await route.fulfill({ response, body: html });
    });
    await gotoHydrated(page, "/about/team");
    expect(await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan)).toBeUndefined();
    // Refused by both policies the page is under, the header's and its own <meta> (docs/decisions/0042).
    expect(await violations(page)).toEqual([`script-src-elem ${injected}`, `script-src-elem ${injected}`]);
  });
});
