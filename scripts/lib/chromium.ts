import { existsSync } from "node:fs";

// The browsers the end-to-end tests, the benchmark and the screenshots start: Debian's, never a
// downloaded one, without background traffic or updates that would add requests and CPU work to
// what is measured.

/** The full browser, for Lighthouse and the screenshots: what a visitor runs. CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * Debian's headless shell (package chromium-headless-shell), the one Playwright itself runs headless
 * tests in: the same Blink and V8 without the full browser's UI layers, and much faster on this
 * project's 2 cores (docs/decisions/0028-e2e-in-the-headless-shell.md). E2E_CHROMIUM_PATH overrides.
 */
export function headlessShellPath(): string {
  const path = process.env.E2E_CHROMIUM_PATH || "/usr/bin/chromium-headless-shell";
  if (!existsSync(path)) {
    throw new Error(
      `The end-to-end tests run in Chromium's headless shell, not found at ${path}. ` +
        "Install it (Debian/Ubuntu: sudo apt-get install chromium-headless-shell) or set E2E_CHROMIUM_PATH to another Chromium.",
    );
  }
  return path;
}

/**
 * The end-to-end tests' network: every host but the test server's is unknown to the browser's own
 * resolver, as on a locked-down network, so a request to another site fails at once with
 * net::ERR_NAME_NOT_RESOLVED (the page's console says so, and the test fails unless it expects it).
 * Blocking in the browser, not with a Playwright route on every request, keeps the HTTP cache on
 * (Playwright turns it off while any route is set) and spares each request a round trip to the test
 * process (docs/decisions/0050-test-speed.md). A test that needs a stand-in for another host still
 * routes that one address: a route answers before any name is resolved.
 */
export const offlineFlag = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
