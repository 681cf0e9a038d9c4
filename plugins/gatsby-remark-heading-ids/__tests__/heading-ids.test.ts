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

  it("starts counting again for each file", () => {
    expect(idsOf("## Food\n")).toEqual([["food", "food"]]);
    expect(idsOf("## Food\n")).toEqual([["food", "food"]]);
  });
});
