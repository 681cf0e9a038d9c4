/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { knownRoutes, staticRoutes } from "../known-routes";

describe("known routes", () => {
  it("are src/pages' routes, a page per service, per package category and per guide", () => {
    const routes = knownRoutes({
      pageRoutes: ["/", "/gallery"],
      folders: { services: [{ file: "content/services/beach.json", data: { slug: "beach" } }] } as never,
      files: { "package-categories.json": [{ slug: "domestic" }] } as never,
      markdown: { guides: [{ file: "content/guides/ladakh.md", data: { slug: "ladakh" }, body: "" }] } as never,
    });
    expect([...routes].sort()).toEqual(["/", "/gallery", "/guides/ladakh", "/packages/domestic", "/services/beach"]);
  });

  it("read src/pages' file names, without the 404 page, client-only routes and tests", () => {
    const pages = fs.mkdtempSync(path.join(os.tmpdir(), "pages-"));
    for (const file of ["index.tsx", "404.tsx", "gallery.tsx", "about/team.tsx", "services/[...].tsx", "__tests__/x.test.tsx"]) {
      fs.mkdirSync(path.dirname(path.join(pages, file)), { recursive: true });
      fs.writeFileSync(path.join(pages, file), "");
    }
    expect(staticRoutes(pages).sort()).toEqual(["/", "/about/team", "/gallery"]);
    fs.rmSync(pages, { recursive: true });
  });
});
