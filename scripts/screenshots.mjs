#!/usr/bin/env node
// Screenshots of the production build in headless Chromium.
// npm run screenshots                      -> docs/screenshots/home-375.png, home-1280.png and package-375.png (README)
// npm run screenshots -- --routes /gallery,/contact --out /tmp/shots --full   -> any pages, for review
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./lib/chromium.ts";
import { pagePaths } from "../model/routes.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : fallback;
};
const widths = arg("widths", "375,1280").split(",").map(Number);
const nameOf = (route) => (route === "/" ? "home" : route.replace(/^\//, "").replace(/\//g, "-"));
// The README's pictures: the home page at both widths and a package's page (the model one) on a phone.
const shots = arg("routes")
  ? arg("routes")
      .split(",")
      .map((route) => ({ route, name: nameOf(route), widths }))
  : [
      { route: "/", name: "home", widths },
      { route: pagePaths.package({ category: "domestic", slug: "kerala-backwaters" }), name: "package", widths: [375] },
    ];
const out = path.resolve(root, arg("out", "docs/screenshots"));
const fullPage = process.argv.includes("--full");
const port = Number(process.env.SHOTS_PORT || 9300);

if (!fs.existsSync(path.join(root, "public", "index.html"))) {
  console.error("No production build: run npm run build first.");
  process.exit(1);
}
fs.mkdirSync(out, { recursive: true });
const server = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs")], {
  env: { ...process.env, PORT: String(port) },
  stdio: "ignore",
});
await new Promise((resolve) => setTimeout(resolve, 500));

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumFlags,
});
try {
  for (const width of new Set(shots.flatMap((shot) => shot.widths))) {
    const page = await browser.newPage({ viewport: { width, height: width < 640 ? 812 : 800 }, reducedMotion: "reduce" });
    for (const { route, name: base } of shots.filter((shot) => shot.widths.includes(width))) {
      await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: "networkidle" });
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      if (fullPage) {
        // Bring every lazy image in before the full-page picture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        // Sections drawn only near the screen (content-visibility: auto) are drawn as a visitor
        // scrolling past them sees them: a full-page picture is not a scroll.
        await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
      }
      const name = `${base}-${width}.png`;
      await page.screenshot({ path: path.join(out, name), fullPage });
      console.log(path.relative(root, path.join(out, name)));
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.kill();
}
