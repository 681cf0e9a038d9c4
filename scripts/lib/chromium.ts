// The browser the end-to-end tests, the benchmark and the screenshots start: Debian's Chromium
// (CHROMIUM_PATH overrides), never a downloaded one, without background traffic or updates that
// would add requests and CPU work to what is measured.

export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
