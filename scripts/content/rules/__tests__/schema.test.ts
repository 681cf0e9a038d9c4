/** @jest-environment node */
import path from "node:path";
import { z } from "zod";
import { image, slug, text } from "../../../../model/primitives";
import { packageSchema } from "../../../../model/content";
import kerala from "../../../../content/packages/kerala-backwaters.json";
import { tempProject } from "../__fixtures__/content";
import { readContent } from "../schema";

let project: ReturnType<typeof tempProject>;
beforeEach(() => (project = tempProject()));
afterEach(() => project.remove());

const model = {
  files: { "site.json": z.strictObject({ name: text }), "gallery.json": z.array(z.strictObject({ title: text, image })) },
  folders: { posts: z.strictObject({ slug, title: text }) },
};
const read = () => readContent(project.dir, model, (abs) => path.relative(project.root, abs).split(path.sep).join("/"));

describe("the schema rule", () => {
  it("reads every file of the model, keeps what passed and each entry's schema", () => {
    project.write("site.json", JSON.stringify({ name: "Summit" }));
    project.write("gallery.json", JSON.stringify([{ title: "Lake", image: "images/lake.jpg" }]));
    project.write("posts/a.json", JSON.stringify({ slug: "a", title: "A" }));
    project.write("posts/b.json", JSON.stringify({ slug: "B b", title: "B" }));
    const { errors, files, folders, entries } = read();
    expect(errors).toEqual(['content/posts/b.json › slug: must be lowercase words joined by hyphens, found "B b"']);
    expect(files).toEqual({ "site.json": { name: "Summit" }, "gallery.json": [{ title: "Lake", image: "images/lake.jpg" }] });
    expect((folders as Record<string, unknown[]>).posts).toEqual([{ file: "content/posts/a.json", data: { slug: "a", title: "A" } }]);
    // Invalid files stay in entries, with their schema: the image and link rules still look at them.
    expect(entries.map((e) => e.file)).toEqual(["content/site.json", "content/gallery.json", "content/posts/a.json", "content/posts/b.json"]);
    expect(entries[3].schema).toBe(model.folders.posts);
  });

  it("names a missing file, invalid JSON, an empty folder and a file the site does not read", () => {
    project.write("gallery.json", "[{ oops");
    project.write("setings.json", "{}");
    expect(read().errors).toEqual([
      "content/site.json: file is missing",
      expect.stringMatching(/^content\/gallery\.json: not valid JSON \(/),
      "content/posts: folder has no .json files",
      "content/setings.json: unknown content file (see content/README.md for the files the site reads)",
    ]);
  });

  it("rejects a package price of 0 or below, naming file and field; leaving it out stays a price on request", () => {
    const readPackages = () =>
      readContent(project.dir, { files: {}, folders: { packages: packageSchema } }, (abs) => path.relative(project.root, abs).split(path.sep).join("/"));
    const withFrom = (from?: number) => JSON.stringify({ ...kerala, price: { ...kerala.price, from, tiers: undefined } });
    project.write("packages/zero.json", withFrom(0));
    project.write("packages/negative.json", withFrom(-100));
    project.write("packages/on-request.json", withFrom(undefined));
    const { errors, folders } = readPackages();
    expect(errors).toEqual([
      'content/packages/negative.json › price › from: must be more than 0, found number -100; for "price on request", leave "from" out',
      'content/packages/zero.json › price › from: must be more than 0, found number 0; for "price on request", leave "from" out',
    ]);
    expect((folders as Record<string, { file: string }[]>).packages.map((p) => p.file)).toEqual(["content/packages/on-request.json"]);
  });
});
