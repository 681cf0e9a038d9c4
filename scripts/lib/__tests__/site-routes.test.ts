/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pageRoutes } from "../site-routes";

// A project with one page, one service and two packages, one of them not translated yet.
function project(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-routes-"));
  const write = (file: string, data: unknown) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), typeof data === "string" ? data : JSON.stringify(data));
  };
  write("src/pages/gallery.tsx", "");
  for (const language of ["", "hi/"]) {
    write(`content/${language}services/beach.json`, { slug: "beach" });
    write(`content/${language}package-categories.json`, [{ slug: "domestic" }]);
    write(`content/${language}themes.json`, [{ slug: "family" }]);
    write(`content/${language}packages/kerala.json`, { slug: "kerala", category: "domestic" });
  }
  write("content/packages/meghalaya.json", { slug: "meghalaya", category: "domestic" });
  return dir;
}

describe("pageRoutes", () => {
  const dir = project();
  afterAll(() => fs.rmSync(dir, { recursive: true }));

  it("lists English's pages, each package's enquiry page and the package not translated yet included", () => {
    expect(pageRoutes(dir, "en").sort()).toEqual([
      "/gallery",
      "/packages/domestic",
      "/packages/domestic/kerala",
      "/packages/domestic/kerala/enquire",
      "/packages/domestic/meghalaya",
      "/packages/domestic/meghalaya/enquire",
      "/packages/themes/family",
      "/services/beach",
    ]);
  });

  it("lists another language's pages under its prefix, without the package its content lacks", () => {
    expect(pageRoutes(dir, "hi").sort()).toEqual([
      "/hi/gallery",
      "/hi/packages/domestic",
      "/hi/packages/domestic/kerala",
      "/hi/packages/domestic/kerala/enquire",
      "/hi/packages/themes/family",
      "/hi/services/beach",
    ]);
  });
});
