/** @jest-environment node */
import { contentOf, tempProject } from "../__fixtures__/content";
import { glossary, glossaryReader } from "../glossary";

// A small glossary in the shape of content/glossary.json, with the cases the matching must get right.
const words = {
  letters: [
    { use: "क", variants: ["क़"] },
    { use: "ख", variants: ["ख़"] },
  ],
  terms: [
    { term: "price", use: "कीमत", variants: ["क़ीमत", "दाम"] },
    { term: "deposit", use: "अग्रिम राशि", variants: ["जमा राशि", "एडवांस"] },
    { term: "balance", use: "बाकी", variants: ["बाक़ी", "बाकी रकम"] },
    { term: "invoice", use: "इनवॉइस", variants: ["बिल"] },
    { term: "page", use: "पेज", variants: ["पृष्ठ"] },
    { term: "metre", use: "मीटर", variants: ["मी"] },
    { term: "departure", use: "प्रस्थान", variants: ["रवानगी", "यात्रा से #"] },
    { term: "resort", use: "रिसॉर्ट", variants: ["रिज़ॉर्ट"] },
  ],
};
const read = glossaryReader(words);

describe("the glossary", () => {
  it("names a variant and the word to write, with the variant's case ending", () => {
    expect(read("हर भुगतान का जीएसटी बिल हम भेजते हैं।")).toEqual(['"बिल" is not the glossary\'s word for invoice; write "इनवॉइस"']);
    expect(read("तय दामों पर")).toEqual(['"दामों" is not the glossary\'s word for price; write "कीमतों"']);
    expect(read("5-सितारा रिज़ॉर्टों में")).toEqual(['"रिज़ॉर्टों" is not the glossary\'s word for resort; write "रिसॉर्टों"']);
  });

  it("refuses a nukta form of the word to use, typed either way (the letter and the sign, or one precomposed letter)", () => {
    expect(read("क़ीमत अनुरोध पर")).toEqual(['"क़ीमत" is not the glossary\'s word for price; write "कीमत"']);
    expect(read("\u0958ीमत अनुरोध पर")).toEqual(['"क़ीमत" is not the glossary\'s word for price; write "कीमत"']);
  });

  it("matches whole words only: a variant inside a longer word is another word", () => {
    // बिल in बिल्कुल (quite) and बिलिंग, पृष्ठ in पृष्ठभूमि (background), मी in मीटर and किमी, एडवांस in एडवांस्ड.
    expect(read("यह बिल्कुल सही है, बिलिंग अलग है, पृष्ठभूमि में 3,500 मीटर की चोटी और एडवांस्ड कोर्स।")).toEqual([]);
    expect(read("खारदुंग ला (5,359 मी) पार करके")).toEqual(['"मी" is not the glossary\'s word for metre; write "मीटर"']);
  });

  it("finds a phrase with a number, and leaves the same words without one", () => {
    expect(read("बाकी राशि यात्रा से 21 दिन पहले देय है।")).toEqual(['"यात्रा से 21" is not the glossary\'s word for departure; write "प्रस्थान"']);
    expect(read("यात्रा से पहले और यात्रा के दौरान फ़ोन पर एक असली इंसान।")).toEqual([]);
  });

  it("takes the longest variant at a place, and a variant inside the word to use is the word itself", () => {
    expect(read("बाक़ी रकम 14 दिनों में")).toEqual(['"बाक़ी" is not the glossary\'s word for balance; write "बाकी"']);
    expect(read("बाकी रकम 14 दिनों में")).toEqual(['"बाकी रकम" is not the glossary\'s word for balance; write "बाकी"']);
    expect(read("25% अग्रिम राशि जमा करने पर, और जमा राशि नहीं")).toEqual(['"जमा राशि" is not the glossary\'s word for deposit; write "अग्रिम राशि"']);
  });

  it("names a word with a nukta on a letter written without one, once, and not again for a term it already named", () => {
    expect(read("तारीख़ें और तारीख़ें, ख़ास")).toEqual([
      '"तारीख़ें" has a nukta the glossary drops from ख; write "तारीखें"',
      '"ख़ास" has a nukta the glossary drops from ख; write "खास"',
    ]);
    expect(read("नई क़ीमत")).toHaveLength(1);
    // ज़ and फ़ keep theirs: only the listed letters are read.
    expect(read("ज़रूर फ़ोन करें")).toEqual([]);
  });

  it("reads every string of a language's JSON files and every line of its guides, naming file and field or line", () => {
    const project = tempProject();
    try {
      project.write("hi/ui.json", JSON.stringify({ trip: { deposit: "जमा राशि", from: "शुरुआती कीमत" }, slug: "goa" }));
      project.write("hi/guides/goa.md", "---\ntitle: गोवा\n---\n\nहोटलों के कम दाम।\n");
      project.write("ui.json", JSON.stringify({ trip: { deposit: "Deposit" } }));
      const content = contentOf({ root: project.root, files: { "glossary.json": { hi: words } } as never });
      expect(glossary(content).errors).toEqual([
        'content/hi/guides/goa.md › line 5: "दाम" is not the glossary\'s word for price; write "कीमत" (content/glossary.json)',
        'content/hi/ui.json › trip › deposit: "जमा राशि" is not the glossary\'s word for deposit; write "अग्रिम राशि" (content/glossary.json)',
      ]);
    } finally {
      project.remove();
    }
  });

  it("refuses a glossary whose variant is another term's word to use", () => {
    const contradicting = { ...words, terms: [...words.terms, { term: "cost", use: "दाम" }] };
    expect(glossary(contentOf({ files: { "glossary.json": { hi: contradicting } } as never })).errors).toEqual([
      'content/glossary.json › hi › terms › item 1 (price) › variants › item 2: "दाम" is the word to use for cost; a word cannot be both',
    ]);
  });
});
