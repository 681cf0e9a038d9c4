/** @jest-environment node */
import { z } from "zod";
import { slugOf } from "../../../../model/references";
import { text } from "../../../../model/primitives";
import { contentOf, entry } from "../__fixtures__/content";
import { knownReferences } from "../known-references";

// Fields under names the check has never seen: the model says which entries they name.
const posts = z.strictObject({
  title: text,
  trip: slugOf("packages", "package").optional(),
  tags: z.array(slugOf("themes.json", "theme")),
  kind: slugOf("package-categories.json", "package category").optional(),
  guide: slugOf("guides", "guide").optional(),
});

const check = (data: object) =>
  knownReferences(
    contentOf({
      files: { "themes.json": [{ slug: "family" }, { slug: "beach" }], "package-categories.json": [{ slug: "domestic" }] } as never,
      folders: { packages: [{ file: "content/packages/kerala.json", data: { slug: "kerala" } }] } as never,
      markdown: { guides: [{ file: "content/guides/ladakh.md", data: { slug: "ladakh" }, body: "", bodyLine: 1 }] } as never,
      entries: [entry("posts/one.json", posts, { title: "One", ...data })],
    }),
  ).errors;

describe("known references", () => {
  it("accept fields that name entries that exist: a folder's, a list file's, a Markdown folder's", () => {
    expect(check({ trip: "kerala", tags: ["family", "beach"], kind: "domestic", guide: "ladakh" })).toEqual([]);
  });

  it("name the file, the field and the unknown entry, with the known ones", () => {
    expect(check({ trip: "kerela", tags: ["family", "beech"], kind: "space", guide: "goa" })).toEqual([
      'content/posts/one.json › trip: unknown package "kerela" (known: kerala)',
      'content/posts/one.json › tags › item 2: unknown theme "beech" (known: family, beach)',
      'content/posts/one.json › kind: unknown package category "space" (known: domestic)',
      'content/posts/one.json › guide: unknown guide "goa" (known: ladakh)',
    ]);
  });
});
