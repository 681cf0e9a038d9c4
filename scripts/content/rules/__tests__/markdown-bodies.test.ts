/** @jest-environment node */
import { contentOf, tempProject } from "../__fixtures__/content";
import { markdownBodies } from "../markdown-bodies";

let project: ReturnType<typeof tempProject>;
beforeEach(() => {
  project = tempProject();
  project.write("images/lake.jpg");
});
afterEach(() => project.remove());

const guide = (body: string) =>
  contentOf({
    root: project.root,
    pageRoutes: ["/", "/contact"],
    markdown: { guides: [{ file: "content/guides/lake.md", data: { slug: "lake" } as never, body, bodyLine: 10 }] },
  });

describe("Markdown bodies", () => {
  it("accept headings one level at a time, site links and a photo of content/images/ with its words", () => {
    const body =
      "## When to go\n\n### In spring\n\n## Getting around\n\n[Ask us](/contact), [or the lake's site](https://lake.example), [call](tel:+911234)\n\n![A calm lake](../images/lake.jpg)\n";
    expect(markdownBodies(guide(body)).errors).toEqual([]);
  });

  it("name the file's line of a second h1, raw HTML, a script link, a photo outside content/images/ and one without words", () => {
    const body = "# Lake\n\n<div>Hi</div>\n\n[Click](javascript:alert(1))\n\n![](/static/lake.jpg)\n";
    expect(markdownBodies(guide(body)).errors).toEqual([
      "content/guides/lake.md › line 10: \"# Lake\" is a second h1; the title is the page's h1, so the body's headings start at ##",
      "content/guides/lake.md › line 12: HTML is not allowed here; write Markdown (the page sets the body as it is rendered)",
      'content/guides/lake.md › line 14: link "javascript:alert(1)" is not a site address (/...), an https:// address, mailto: or tel:',
      'content/guides/lake.md › line 16: photo "/static/lake.jpg" has no alternative text; write what it shows between the brackets: ![...](/static/lake.jpg)',
      'content/guides/lake.md › line 16: photo "/static/lake.jpg" is not in content/images/; photos live there, written relative to this file',
    ]);
  });

  it("read a translation's body too, with its own addresses", () => {
    project.write("hi/guides/lake.md", "---\nslug: lake\n---\n## कब जाएँ\n\n[संपर्क](/hi/contact) [गलत](/hi/kontakt)\n");
    expect(markdownBodies(guide("## When\n")).errors).toEqual(['content/hi/guides/lake.md › line 6: link "/hi/kontakt" leads to no page']);
  });
});
