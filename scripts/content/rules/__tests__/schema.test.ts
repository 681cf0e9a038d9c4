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
  markdown: { notes: z.strictObject({ slug, title: text }) },
};
const read = () => readContent(project.dir, model, (abs) => path.relative(project.root, abs).split(path.sep).join("/"));

describe("the schema rule", () => {
  it("reads every file of the model, keeps what passed and each entry's schema", () => {
    project.write("site.json", JSON.stringify({ name: "Summit" }));
    project.write("gallery.json", JSON.stringify([{ title: "Lake", image: "images/lake.jpg" }]));
    project.write("posts/a.json", JSON.stringify({ slug: "a", title: "A" }));
    project.write("posts/b.json", JSON.stringify({ slug: "B b", title: "B" }));
    project.write("notes/a.md", "---\nslug: a\ntitle: A\n---\n## Body\n");
    const { errors, files, folders, entries } = read();
    expect(errors).toEqual(['content/posts/b.json › slug: must be lowercase words joined by hyphens, found "B b"']);
    expect(files).toEqual({ "site.json": { name: "Summit" }, "gallery.json": [{ title: "Lake", image: "images/lake.jpg" }] });
    expect((folders as Record<string, unknown[]>).posts).toEqual([{ file: "content/posts/a.json", data: { slug: "a", title: "A" } }]);
    // Invalid files stay in entries, with their schema: the image and link rules still look at them.
    expect(entries.map((e) => e.file)).toEqual([
      "content/site.json",
      "content/gallery.json",
      "content/posts/a.json",
      "content/posts/b.json",
      "content/notes/a.md",
    ]);
    expect(entries[3].schema).toBe(model.folders.posts);
  });

  it("names a missing file, invalid JSON, an empty folder and a file the site does not read", () => {
    project.write("gallery.json", "[{ oops");
    project.write("setings.json", "{}");
    expect(read().errors).toEqual([
      "content/site.json: file is missing",
      expect.stringMatching(/^content\/gallery\.json: not valid JSON \(/),
      "content/posts: folder has no .json files",
      "content/notes: folder has no .md files",
      "content/setings.json: unknown content file (see content/README.md for the files the site reads)",
    ]);
  });

  it("reads a Markdown file's front matter against the schema and keeps its body; names a file without front matter, bad YAML and another kind of file", () => {
    project.write("site.json", JSON.stringify({ name: "Summit" }));
    project.write("gallery.json", "[]");
    project.write("posts/a.json", JSON.stringify({ slug: "a", title: "A" }));
    project.write("notes/good.md", "---\nslug: good\ntitle: Good\n---\n## When to go\n\nJune.\n");
    project.write("notes/bad-field.md", "---\nslug: Bad\ntitle: Bad\n---\nText\n");
    project.write("notes/no-front.md", "## Just a body\n");
    project.write("notes/broken.md", "---\nslug: [unclosed\n---\n");
    project.write("notes/photo.jpg", "");
    const { errors, markdown } = read();
    expect(errors).toEqual([
      "content/notes/photo.jpg: not a Markdown file; each guide is one .md file (see content/README.md)",
      'content/notes/bad-field.md › slug: must be lowercase words joined by hyphens, found "Bad"',
      expect.stringMatching(/^content\/notes\/broken\.md: front matter is not valid YAML \(/),
      'content/notes/no-front.md: no front matter (the file starts with a "---" line, then its fields, then "---"; see content/README.md)',
    ]);
    expect((markdown as Record<string, unknown[]>).notes).toEqual([
      { file: "content/notes/good.md", data: { slug: "good", title: "Good" }, body: "## When to go\n\nJune.\n", bodyLine: 5 },
    ]);
  });

  it("rejects a package price of 0 or below, naming file and field; leaving it out stays a price on request", () => {
    const readPackages = () =>
      readContent(project.dir, { files: {}, folders: { packages: packageSchema }, markdown: {} }, (abs) =>
        path.relative(project.root, abs).split(path.sep).join("/"),
      );
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
