import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

// The cached-rebuild spec (e2e/rebuild/): it rebuilds the site and serves each build itself, so it
// runs alone, after the other specs, with no web server of Playwright's: `npm run test:e2e:rebuild`.
export default defineConfig({
  ...base,
  testDir: "e2e/rebuild",
  testIgnore: [],
  fullyParallel: false,
  workers: 1,
  webServer: undefined,
});
