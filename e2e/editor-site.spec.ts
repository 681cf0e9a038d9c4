import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { test, expect } from "./fixtures";
import { writeEditorSite } from "../plugins/gatsby-plugin-editor/editor-origin";

// The editor's own site (npm run build:editor, docs/decisions/0043), served as the host would serve
// it on an origin of its own: the editor works there under its policy, never indexed, and holds
// nothing of the public site, so an editor's GitHub token in its localStorage is out of the public
// pages' reach. Requests to the hosts the e2e browser cannot resolve (scripts/lib/chromium.ts) fail
// as network errors, not as CSP.
test.use({ allowedConsoleErrors: [/net::ERR_NAME_NOT_RESOLVED/] });

const root = path.join(__dirname, "..");
let dir: string;
let server: ChildProcess;
let origin: string;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-site-"));
  writeEditorSite(root, dir, {});
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs")], { env: { ...process.env, PORT: String(port), PUBLIC_DIR: dir } });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on("data", (chunk) => String(chunk).includes("Serving") && resolve());
    server.on("exit", (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
});

test.afterAll(() => {
  server?.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

test("the editor's site shows the editor's entry screen at /admin/, under its own policy, with no violation", async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const response = await page.goto(`${origin}/`);
  expect(page.url()).toBe(`${origin}/admin/`);
  const headers = response!.headers();
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(headers["content-security-policy"]).toContain("https://api.github.com");
  expect(headers["content-security-policy"]).not.toContain("sha256-");
  await expect(page.getByRole("button", { name: "Work with Local Repository" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Sign In Using Access Token" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test("the editor's site holds nothing of the public site, and turns crawlers away", async ({ request }) => {
  for (const address of ["/about/team", "/contact", "/guides/bali", "/404.html"]) {
    const response = await request.get(`${origin}${address}`, { maxRedirects: 0 });
    expect({ address, status: response.status() }).toEqual({ address, status: 404 });
  }
  expect(await (await request.get(`${origin}/robots.txt`)).text()).toBe("User-agent: *\nDisallow: /\n");
});
