import { test as base, expect, type Page } from "@playwright/test";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";

export const mobile = { width: 375, height: 812 };
export const desktop = { width: 1280, height: 800 };

interface Fixtures {
  /** Console messages that a test expects (e.g. a blocked third-party script it asked for). */
  allowedConsoleErrors: RegExp[];
  /** Uncaught exceptions a test expects: a known bug of a third-party script, named where it is allowed. */
  allowedPageErrors: RegExp[];
}

/**
 * Every test: any console error, uncaught exception or CSP violation fails the test. Third-party
 * hosts are unreachable, as on a locked-down network: the browser resolves no host but the test
 * server's (offlineFlag in scripts/lib/chromium.ts, set in playwright.config.ts).
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  allowedPageErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors, allowedPageErrors }, use) => {
    const errors: string[] = [];
    page.on("console", (msg) => {
      // On an unknown address the page itself and Gatsby's probe for its data answer 404 (the
      // browser logs both): that is the 404 page working, not a broken resource.
      const { origin, pathname } = new URL(page.url());
      const own = [page.url(), `${origin}/page-data${pathname.replace(/\/$/, "")}/page-data.json`];
      const ownStatus = /status of 404/.test(msg.text()) && own.includes(msg.location().url);
      if (msg.type() === "error" && !ownStatus && !allowedConsoleErrors.some((re) => re.test(msg.text()))) {
        errors.push(`console on ${new URL(page.url()).pathname}: ${msg.text()}`);
      }
    });
    page.on("pageerror", (err) => {
      if (!allowedPageErrors.some((re) => re.test(err.message))) errors.push(`page error on ${new URL(page.url()).pathname}: ${err.message}`);
    });
    await use(page);
    expect(errors, "no console errors, page errors or CSP violations").toEqual([]);
  },
});

export { expect };

/** axe-core's own source, as @axe-core/playwright injects it (axe-core is its dependency). */
const axeSource: string = createRequire(require.resolve("@axe-core/playwright"))("axe-core").source;

/**
 * The builder evaluates axe-core's whole source in the page twice an analysis. This one puts it in
 * once a page, and gives the builder an empty script to evaluate instead (docs/decisions/0054).
 */
class PageAxe extends AxeBuilder {
  constructor(private readonly target: Page) {
    super({ page: target, axeSource: "void 0" });
  }

  override async analyze() {
    if (!(await this.target.evaluate(() => "axe" in window))) await this.target.evaluate(axeSource);
    return super.analyze();
  }
}

/**
 * axe-core for a page. Legacy mode runs axe in the page itself: the default opens a blank page for
 * every analysis to merge per-frame results, which costs time and buys nothing here, as the site
 * has no frames. Only violations are read, so only they are reported node by node (axe's
 * resultTypes): the passes, a selector for each of a thousand or so nodes, were a large part of a
 * full analysis (the figures: docs/decisions/0054-figures-in-the-records.md).
 */
export const axe = (page: Page) => new PageAxe(page).setLegacyMode(true).options({ resultTypes: ["violations"] });

/** axe-core over the whole page (WCAG 2.2 A/AA and best practices): no violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, "axe-core violations").toEqual([]);
}

/**
 * Resolves once the page's main thread has had two idle moments (requestIdleCallback): what the page
 * starts as it loads and at its first idle moment has been asked for by then. For a check that
 * something was not fetched, in place of waiting for the network to be quiet for a while. On a busy
 * host a page that draws every frame may get no idle moment for long (a test once nearly timed out):
 * each callback is then called after 2 s, as the browser does for a callback given that timeout.
 */
export const pageIdle = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => requestIdleCallback(() => done(), { timeout: 2000 }), { timeout: 2000 })));

/** Opens a page and waits until React has hydrated it (gatsby-browser marks <html>). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}
