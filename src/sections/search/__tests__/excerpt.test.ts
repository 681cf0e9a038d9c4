import { parseExcerpt } from "../excerpt";

// The parts as a visitor sees them: plain text, and the words Pagefind marked.
const text = (t: string) => ({ text: t, marked: false });
const mark = (t: string) => ({ text: t, marked: true });

describe("parseExcerpt", () => {
  it.each([
    {
      does: "splits Pagefind's excerpt into text and the marked words",
      excerpt: "A road trip to <mark>Ladakh</mark> over high <mark>passes</mark>.",
      parts: [text("A road trip to "), mark("Ladakh"), text(" over high "), mark("passes"), text(".")],
    },
    {
      does: "reads the page's escaped text as the text it stands for",
      excerpt: "Tea &amp; treks &#39;24 &#x2014; &quot;<mark>Spiti</mark>&quot; &unknown;",
      parts: [text("Tea & treks '24 \u2014 \""), mark("Spiti"), text('" &unknown;')],
    },
    {
      does: "keeps anything else that looks like markup as visible text, never a tag",
      excerpt: "&lt;img src=x onerror=alert(1)&gt; <b>bold</b> <mark><i>x</i></mark>",
      parts: [text("<img src=x onerror=alert(1)> <b>bold</b> "), mark("<i>x</i>")],
    },
    {
      does: "joins neighbouring marks, and leaves an unclosed mark as text",
      excerpt: "<mark>Kerala</mark><mark> backwaters</mark> and <mark>more",
      parts: [mark("Kerala backwaters"), text(" and <mark>more")],
    },
    { does: "reads nothing as no parts", excerpt: "", parts: [] },
    { does: "reads Devanagari as it is", excerpt: "<mark>लद्दाख</mark> रोड ट्रिप", parts: [mark("लद्दाख"), text(" रोड ट्रिप")] },
  ])("$does", ({ excerpt, parts }) => {
    expect(parseExcerpt(excerpt)).toEqual(parts);
  });
});
