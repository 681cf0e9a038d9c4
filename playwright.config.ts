import { defineConfig } from "@playwright/test";
import { chromiumFlags, headlessShellPath, offlineFlag } from "./scripts/lib/chromium";

// End-to-end tests run the production build (public/) served like the static host, in Debian's
// Chromium headless shell (record 0028).
const port = Number(process.env.E2E_PORT || 9100);

// The heavy checks run on each template and on a sample of the other pages drawn from this seed
// (e2e/support/templates.ts): a new one each run unless given, so the sample moves over the site.
// Set here, before the workers start, so they all draw the same sample; the titles name it.
if (!process.env.E2E_SEED) {
  process.env.E2E_SEED = String(Math.floor(Math.random() * 1_000_000));
  console.log(`E2E_SEED=${process.env.E2E_SEED} (replay this run's sample with E2E_SEED=${process.env.E2E_SEED} npm run test:e2e)`);
}

export default defineConfig({
  testDir: "e2e",
  // The cached-rebuild spec builds the site itself: it runs alone (playwright.rebuild.config.ts).
  testIgnore: ["rebuild/**"],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // The second prints how many expect() calls the tests ran (e2e/support/assertion-count.ts).
  reporter: [["list"], ["./e2e/support/assertion-count.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: headlessShellPath(),
      // No host but the test server's resolves: third parties are unreachable for every test.
      args: [...chromiumFlags, offlineFlag],
    },
  },
  webServer: {
    command: "node scripts/serve.mjs",
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
});
