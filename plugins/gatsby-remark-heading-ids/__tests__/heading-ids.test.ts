/** @jest-environment node */
import remark from "remark";
import headingIds from "..";

interface Heading {
  type: string;
  depth?: number;
  data?: { id?: string; hProperties?: { id?: string } };
}

/** Each heading's id as the transformer will render it (hProperties) and read it (data.id, for headings and tableOfContents). */
const idsOf = (markdown: string) => {
  const markdownAST = remark().parse(markdown) as unknown as { children: Heading[] };
  headingIds({ markdownAST });
  return markdownAST.children.filter((n) => n.type === "heading").map((h) => [h.data?.id, h.data?.hProperties?.id]);
};

describe("heading ids", () => {
  it("gives each heading the id GitHub would, keeping Devanagari words and telling repeats apart", () => {
    expect(idsOf("## When to go\n\n### When to go\n\n## कब जाएँ?\n")).toEqual([
      ["when-to-go", "when-to-go"],
      ["when-to-go-1", "when-to-go-1"],
      ["कब-जाएँ", "कब-जाएँ"],
    ]);
  });

  // A link's title and a photo's alternative text are not on the screen, and a title can be any
  // text: `## [words](/ "page-start")` once took the id "page-start" (mdast-util-to-string reads a
  // title before the words), the id of the page's own start data (issue 60).
  it("takes a heading's id from its visible words only, never from a link's title or a photo's text", () => {
    expect(idsOf('## [{"scripts":["//evil.example/x.js"]}](/ "page-start")\n')).toEqual([["scriptsevilexamplexjs", "scriptsevilexamplexjs"]]);
    expect(idsOf('## Getting there ![page-start](../images/x.jpg "page-start")\n')).toEqual([["getting-there", "getting-there"]]);
    expect(idsOf("## [`Visas`](/guides/bali) and arrival\n")).toEqual([["visas-and-arrival", "visas-and-arrival"]]);
    expect(idsOf("## Page start\n")).toEqual([["page-start", "page-start"]]);
  });

  it("starts counting again for each file", () => {
    expect(idsOf("## Food\n")).toEqual([["food", "food"]]);
    expect(idsOf("## Food\n")).toEqual([["food", "food"]]);
  });
});
