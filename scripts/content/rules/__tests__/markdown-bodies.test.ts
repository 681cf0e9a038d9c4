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

  // A heading's id comes from its words (plugins/gatsby-remark-heading-ids); one the page itself
  // uses would give two elements one id, and a skip link, a label or a script would find the wrong one.
  it("refuse a heading whose id the page itself uses, naming the file's line and the id", () => {
    const body = "## Main\n\n### Page title\n\n## google_translate_element\n\n## Site sections\n\n## Getting there\n";
    expect(markdownBodies(guide(body)).errors).toEqual([
      'content/guides/lake.md › line 10: "## Main" would take the id "main", which the page itself uses; write other words for the heading',
      'content/guides/lake.md › line 12: "### Page title" would take the id "page-title", which the page itself uses; write other words for the heading',
      'content/guides/lake.md › line 14: "## google_translate_element" would take the id "google_translate_element", which the page itself uses; write other words for the heading',
      'content/guides/lake.md › line 16: "## Site sections" would take the id "site-sections", which the page itself uses; write other words for the heading',
    ]);
  });

  it("accept the headings of a link with a script in its title and of the words 'Page start', whose ids the page does not use", () => {
    const body = '## [{"scripts":["//evil.example/x.js"]}](/ "page-start")\n\n## Page start\n';
    expect(markdownBodies(guide(body)).errors).toEqual([]);
  });

  it("read a translation's body too, with its own addresses", () => {
    project.write("hi/guides/lake.md", "---\nslug: lake\n---\n## कब जाएँ\n\n[संपर्क](/hi/contact) [गलत](/hi/kontakt)\n");
    expect(markdownBodies(guide("## When\n")).errors).toEqual(['content/hi/guides/lake.md › line 6: link "/hi/kontakt" leads to no page']);
  });
  it("accept reference links to a known page, reference photos of content/images/ and autolinks to https:// and mailto:", () => {
    const body =
      "## Plan\n\n[Ask us][Contact  Page], [call][phone] or [home][]; [contact page]\n\n![A calm lake][lake] ![Lake][]\n\n<https://lake.example> <mailto:trips@lake.example>\n\n" +
      '[contact page]: /contact\n[phone]: tel:+911234\n[HOME]: / "Home"\n[lake]: ../images/lake.jpg\n';
    expect(markdownBodies(guide(body)).errors).toEqual([]);
  });

  it("refuse a definition's script or http:// address by the file's line of the definition, used or not", () => {
    const body = "[Book now][p]\n\n[Partner][q]\n\n[p]: javascript:alert(1)\n[q]: http://partner.example\n[spare]: ./notes.html\n";
    expect(markdownBodies(guide(body)).errors).toEqual([
      'content/guides/lake.md › line 14: link [p] "javascript:alert(1)" is not a site address (/...), an https:// address, mailto: or tel:',
      'content/guides/lake.md › line 15: link [q] "http://partner.example" is not a site address (/...), an https:// address, mailto: or tel:',
      'content/guides/lake.md › line 16: link [spare] "./notes.html" is not a site address (/...), an https:// address, mailto: or tel:',
    ]);
  });

  it("hold a definition a photo uses to the photo rules, and one both use to both", () => {
    const body =
      "![A view][img] ![][lake] ![Gone][gone]\n\n[Lake][lake] [Same][img]\n\n[img]: https://x.example/y.jpg\n[lake]: ../images/lake.jpg\n[gone]: ../images/gone.jpg\n";
    expect(markdownBodies(guide(body)).errors).toEqual([
      "content/guides/lake.md › line 10: photo [lake] has no alternative text; write what it shows between the first brackets: ![...][lake]",
      'content/guides/lake.md › line 14: photo [img] "https://x.example/y.jpg" is not in content/images/; photos live there, written relative to this file',
      'content/guides/lake.md › line 15: link [lake] "../images/lake.jpg" is not a site address (/...), an https:// address, mailto: or tel:',
      'content/guides/lake.md › line 16: photo [gone] "../images/gone.jpg" does not exist',
    ]);
  });

  it("refuse an autolink to an http:// address and a reference to a known page's missing address", () => {
    const body = "See <http://x.example>.\n\n[Gone][nowhere]\n\n[nowhere]: /no-such-page\n";
    expect(markdownBodies(guide(body)).errors).toEqual([
      'content/guides/lake.md › line 10: link "http://x.example" is not a site address (/...), an https:// address, mailto: or tel:',
      'content/guides/lake.md › line 14: link [nowhere] "/no-such-page" leads to no page',
    ]);
  });

  it("refuse a bare http:// or www. address, which the page makes a link to http:// (GitHub Flavored Markdown), by the file's line", () => {
    const body = "## Partners\n\nBook at http://partner.example today.\n\nOr see\nwww.partner.example for more.\n";
    expect(markdownBodies(guide(body)).errors).toEqual([
      'content/guides/lake.md › line 12: link "http://partner.example" is not a site address (/...), an https:// address, mailto: or tel:',
      'content/guides/lake.md › line 15: link "http://www.partner.example" is not a site address (/...), an https:// address, mailto: or tel:',
    ]);
  });

  it("accept a bare https:// address and a bare e-mail address (a mailto: link), and read links inside footnotes", () => {
    const body = "## Ask\n\nSee https://x.example or write to trips@lake.example.[^1]\n\n[^1]: Or [here](/contact), not http://old.example.\n";
    expect(markdownBodies(guide(body)).errors).toEqual([
      'content/guides/lake.md › line 14: link "http://old.example" is not a site address (/...), an https:// address, mailto: or tel:',
    ]);
  });

  it("report a reference to no definition, which the page shows as written, and leave footnotes, code and escaped brackets alone", () => {
    const body =
      "## Plan\n\nFirst [Book *now*][P] then\n[the lake][] and ![A view][img], ![Lake].\n\n" +
      "A note[^1], `[x][y]` and \\[a\\]\\[b\\] [prose in brackets].\n\n[^1]: Delhi.\n";
    expect(markdownBodies(guide(body)).errors).toEqual([
      'content/guides/lake.md › line 12: "[Book *now*][P]" links to [P], which is defined nowhere, so the page shows it as written, brackets and all; add a line "[P]: address" to the body, or write the address in place: [...](address)',
      'content/guides/lake.md › line 13: "[the lake][]" links to [the lake], which is defined nowhere, so the page shows it as written, brackets and all; add a line "[the lake]: address" to the body, or write the address in place: [...](address)',
      'content/guides/lake.md › line 13: "![A view][img]" shows the photo [img], which is defined nowhere, so the page shows it as written, brackets and all; add a line "[img]: ../images/..." to the body, or write the address in place: ![...](../images/...)',
      'content/guides/lake.md › line 13: "![Lake]" shows the photo [Lake], which is defined nowhere, so the page shows it as written, brackets and all; add a line "[Lake]: ../images/..." to the body, or write the address in place: ![Lake](../images/...)',
    ]);
  });
});
