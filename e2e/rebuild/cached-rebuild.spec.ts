import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { test, expect } from "../fixtures";
import { readContent, readFolder } from "../support/content";
import { localizePath } from "../../model/locales";
import { pagePaths } from "../../model/routes";
import { addDays } from "../../src/utils/departures";

// The build's day is a node Gatsby tracks (docs/decisions/0037-the-build-day-as-a-node.md): a rebuild
// on a later day, with the cache of an earlier one and no content changed, runs again every query
// that read the day, and drops an offer that has ended from the HTML. This spec builds on an offer's
// last day (BUILD_DAY), then on the day after with that cache; then moves the browser's clock
// (Playwright's) to the same day. It builds (and outside CI restores today's site after), so it runs
// apart from the other specs: `npm run test:e2e:rebuild`, after `npm run build`.

const root = path.join(__dirname, "..", "..");
const port = Number(process.env.E2E_PORT || 9100);
const origin = `http://127.0.0.1:${port}`;
// Any offer in content will do: the spec sets both days itself, so it holds whatever today is. The
// offer that ends last is taken, and the site is built on its last day, then on the day after.
const withOffers = readFolder("packages").filter((p) => p.offers?.length);
const lastOffer = (p: (typeof withOffers)[number]) => [...(p.offers ?? [])].sort((a, b) => b.validThrough.localeCompare(a.validThrough))[0];
const ladakh = [...withOffers].sort((a, b) => lastOffer(b).validThrough.localeCompare(lastOffer(a).validThrough))[0];
const offer = ladakh && lastOffer(ladakh);
const lastDay = offer?.validThrough ?? "";
const after = offer ? addDays(offer.validThrough, 1) : "";

const build = (env: Record<string, string>) => {
  const run = spawnSync("npx", ["gatsby", "build"], { cwd: root, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env }, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`gatsby build failed:\n${run.stdout}\n${run.stderr}`);
  return run.stdout;
};
let server: ChildProcess | undefined;
async function serve() {
  server?.kill();
  server = spawn("node", ["scripts/serve.mjs"], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(origin)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the site did not answer on ${origin}`);
}

test.describe.configure({ mode: "serial", timeout: 15 * 60_000 });
test.use({ baseURL: origin });

test.describe("a cached rebuild on a later day", () => {
  const url = ladakh ? pagePaths.package(ladakh) : "/";
  const words = readContent("ui.json").offers;

  test.beforeAll(() => {
    expect(offer, "content/packages holds no offer to end").toBeTruthy();
    expect(fs.existsSync(path.join(root, ".cache")), "a cache from an earlier build").toBe(true);
  });
  test.afterAll(() => {
    server?.kill();
    // Today's site again for whatever runs next on this public/; in CI nothing does (this spec is
    // the last step of npm test), so the build is saved there.
    if (!process.env.CI) build({ BUILD_DAY: "" });
  });

  test("drops an offer that ended, from the HTML without JavaScript and from the page in a browser on that day", async ({ browser, page }) => {
    const noScripts = await browser.newContext({ javaScriptEnabled: false, baseURL: origin });
    const html = await noScripts.newPage();
    // The site on the offer's last day, built on the cache `npm run build` left.
    build({ BUILD_DAY: lastDay });
    await serve();
    await html.goto(url);
    await expect(html.getByRole("region", { name: words.title }).getByRole("listitem").first().locator("[data-valid-through]")).toHaveAttribute(
      "data-valid-through",
      lastDay,
    );

    // The build's clock past the offer's last day, the content and the cache as they were.
    build({ BUILD_DAY: after });
    await serve();
    await html.goto(url);
    await expect(html.getByRole("heading", { level: 1 })).toHaveText(ladakh?.title ?? "");
    await expect(html.getByRole("region", { name: words.title })).toHaveCount(0);
    await noScripts.close();

    // The browser's clock on that day, five minutes after midnight in India: the page as hydrated agrees.
    await page.clock.install({ time: new Date(`${after}T00:05:00+05:30`) });
    await page.goto(localizePath(url, "en"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ladakh?.title ?? "");
    await expect(page.getByRole("region", { name: words.title })).toHaveCount(0);
  });
});
