import { parseExcerpt } from "../excerpt";

describe("parseExcerpt", () => {
  it("splits Pagefind's excerpt into text and the marked words", () => {
    expect(parseExcerpt("A road trip to <mark>Ladakh</mark> over high <mark>passes</mark>.")).toEqual([
      { text: "A road trip to ", marked: false },
      { text: "Ladakh", marked: true },
      { text: " over high ", marked: false },
      { text: "passes", marked: true },
      { text: ".", marked: false },
    ]);
  });

  it("reads the page's escaped text as the text it stands for", () => {
    expect(parseExcerpt("Tea &amp; treks &#39;24 &#x2014; &quot;<mark>Spiti</mark>&quot; &unknown;")).toEqual([
      { text: "Tea & treks '24 \u2014 \"", marked: false },
      { text: "Spiti", marked: true },
      { text: '" &unknown;', marked: false },
    ]);
  });

  it("keeps anything else that looks like markup as visible text, never a tag", () => {
    const parts = parseExcerpt("&lt;img src=x onerror=alert(1)&gt; <b>bold</b> <mark><i>x</i></mark>");
    expect(parts).toEqual([
      { text: "<img src=x onerror=alert(1)> <b>bold</b> ", marked: false },
      { text: "<i>x</i>", marked: true },
    ]);
  });

  it("joins neighbouring marks, and leaves an unclosed mark as text", () => {
    expect(parseExcerpt("<mark>Kerala</mark><mark> backwaters</mark> and <mark>more")).toEqual([
      { text: "Kerala backwaters", marked: true },
      { text: " and <mark>more", marked: false },
    ]);
    expect(parseExcerpt("")).toEqual([]);
  });

  it("reads Devanagari as it is", () => {
    expect(parseExcerpt("<mark>लद्दाख</mark> रोड ट्रिप")).toEqual([
      { text: "लद्दाख", marked: true },
      { text: " रोड ट्रिप", marked: false },
    ]);
  });
});
