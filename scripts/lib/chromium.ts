import { existsSync } from "node:fs";

// The browsers the end-to-end tests, the benchmark and the screenshots start: Debian's, never a
// downloaded one, without background traffic or updates that would add requests and CPU work to
// what is measured.

/** The full browser, for Lighthouse and the screenshots: what a visitor runs. CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/**
 * Debian's headless shell (package chromium-headless-shell), the one Playwright itself runs headless
 * tests in: the same Blink and V8 without the full browser's UI layers. The end-to-end suite takes
 * 4.0 min in it against 7.0 min in the full browser on 2 cores (record 0028). E2E_CHROMIUM_PATH overrides.
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

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
