/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { tripGrades } from "../../../model/grades";
import { staticRoutes } from "../validate";
import { contentCopy } from "../__fixtures__/content-copy";

// One voice in Hindi (issue 63): what a Hindi-speaking reader from Delhi found in the Hindi edition,
// line by line against the English. The names of one thing that varied are put back as they were,
// and the check refuses each, naming the file, the field and the word to write; the lines whose
// meaning differed from their English twin are read as they now are.
const { edit, read, report, file } = contentCopy(staticRoutes(path.join(__dirname, "..", "..", "..", "src", "pages")));
const hi = (name: string) => read(`hi/${name}`);
/** The glossary's word for a term. */
const use = (term: string) => (read("glossary.json").hi as { terms: { term: string; use: string }[] }).terms.find((t) => t.term === term)!.use;

describe("one name for one thing", () => {
  it("accepts the shipped content: every Hindi text uses the glossary's words and ends its sentences with ।", () => {
    expect(report().errors).toEqual([]);
  });

  it.each([
    ["deposit", "ui.json", ["trip", "payDeposit"], "जमा राशि भरें", "जमा राशि", "अग्रिम राशि"],
    ["departure", "booking-terms.json", ["payment", 0], "बाकी राशि यात्रा से 21 दिन पहले देय है।", "यात्रा से 21", "प्रस्थान"],
    ["departure", "packages/spiti-valley-trek.json", ["price", "note"], "हर ट्रेकर रवानगी से पहले फ़ॉर्म भेजता है।", "रवानगी", "प्रस्थान"],
    ["page", "ui.json", ["notFound", "pages"], "इस साइट के पृष्ठ", "पृष्ठ", "पेज"],
    ["price", "ui.json", ["trip", "price"], "क़ीमत", "क़ीमत", "कीमत"],
    ["working day", "booking-terms.json", ["deposit", "next"], "हम एक कामकाजी दिन के भीतर पुष्टि करते हैं।", "कामकाजी दिन", "कार्यदिवस"],
    ["e-mail", "booking-terms.json", ["deposit", "next"], "हम फ़ोन या ई-मेल से पुष्टि करते हैं।", "ई-मेल", "ईमेल"],
    ["invoice", "packages/andaman-island-cruise.json", ["policies", "payment", 1], "हर भुगतान का जीएसटी बिल हम भेजते हैं।", "जीएसटी बिल", "इनवॉइस"],
    ["resort", "hero-slides.json", [1, "specs", 1, "text"], "समुद्र के सामने रिज़ॉर्ट", "रिज़ॉर्ट", "रिसॉर्ट"],
    ["metre", "trip-glance.json", ["metres"], "{value} मी", "मी", "मीटर"],
    ["grade: challenging", "trip-glance.json", ["grades", "challenging", "name"], "चुनौतीपूर्ण", "चुनौतीपूर्ण", "कठिन"],
    ["acclimatise, acclimatisation", "hero-slides.json", [0, "description"], "मौसम के अनुकूल ढलने के लिए अलग दिन", "मौसम के अनुकूल", "ऊँचाई की आदत डालना"],
  ])("refuses the old name of a %s, naming the file, the field and the word to write", (term, name, at, text, found, word) => {
    edit(`hi/${name}`, (data) => {
      const parent = at.slice(0, -1).reduce((node: Record<string | number, unknown>, key) => node[key] as never, data);
      parent[at[at.length - 1]] = text;
    });
    const errors = report().errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(`content/hi/${name} › `);
    expect(errors[0]).toContain(`: "${found}" is not the glossary's word for ${term}; write "${word}" (content/glossary.json)`);
  });

  it("refuses a nukta on क, ख or ग in any word, and a sentence ended with a Latin full stop", () => {
    edit("hi/ui.json", (ui) => (ui.offers.none = "आज कोई ऑफ़र नहीं चल रहा है। नए ऑफ़र यहाँ अपनी आख़िरी तारीख़ के साथ दिखेंगे."));
    expect(report().errors).toEqual([
      'content/hi/ui.json › offers › none: "आख़िरी" has a nukta the glossary drops from ख; write "आखिरी" (content/glossary.json)',
      'content/hi/ui.json › offers › none: "तारीख़" has a nukta the glossary drops from ख; write "तारीख" (content/glossary.json)',
      'content/hi/ui.json › offers › none: "…ऑफ़र यहाँ अपनी आख़िरी तारीख़ के साथ दिखेंगे." ends a sentence with a Latin full stop; end it with "।" (content/README.md, "The Hindi edition")',
    ]);
  });

  it("reads the guides line by line", () => {
    const guide = file("hi", "guides", "goa.md");
    fs.appendFileSync(guide, "\nमानसून में होटलों के दाम कम होते हैं.\n");
    const line = fs.readFileSync(guide, "utf8").split("\n").length - 1;
    expect(report().errors).toEqual([
      `content/hi/guides/goa.md › line ${line}: "दाम" is not the glossary's word for price; write "कीमत" (content/glossary.json)`,
      `content/hi/guides/goa.md › line ${line}: "मानसून में होटलों के दाम कम होते हैं." ends a sentence with a Latin full stop; end it with "।" (content/README.md, "The Hindi edition")`,
    ]);
  });
});

describe("every line says what its English twin says", () => {
  it("the grades rise in order, and the label before them is not their own word", () => {
    const { grades, gradeLabel } = hi("trip-glance.json");
    const names = tripGrades.map((g) => grades[g].name);
    // Easy, moderate, hard, very hard: each harder one reads as harder than the one before.
    expect(names).toEqual(tripGrades.map((g) => use(`grade: ${g}`)));
    expect(names).toEqual(["आसान", "मध्यम", "कठिन", "बहुत कठिन"]);
    expect(names[3]).toBe(`बहुत ${names[2]}`);
    // "Grade: hard", not "Difficulty: difficult".
    expect(gradeLabel).toBe(use("grade (its label)"));
    for (const name of names) expect(name).not.toContain(gradeLabel.slice(0, 3));
    expect(hi("package-filters.json").grade).toBe(gradeLabel);
  });

  it("a card and a package's price box call the from price the same", () => {
    const ui = hi("ui.json");
    // "From ₹34,649": "शुरुआती कीमत", not "शुरुआत" (beginning).
    expect(ui.trip.from).toBe(ui.packages.from);
    expect(ui.trip.from).toBe("शुरुआती कीमत");
  });

  it("the interface words mean what the English ones mean", () => {
    const ui = hi("ui.json");
    // "Trips you can book", not "trips worth booking".
    expect(ui.service.packages).toBe("बुकिंग के लिए उपलब्ध यात्राएँ");
    // "Your visits to this site: 0042" is a count, not a visit's number.
    expect(ui.footer.visitors).toBe("आप इस साइट पर इतनी बार आ चुके हैं:");
    // "(as of 27 November)", not "according to the count of".
    expect(ui.trip.seatsLeft).toBe("{date} को {count} सीटें बाकी ({counted} की स्थिति)");
    // "save ₹1,575 each": the saving is per person, said as the early-bird line says it.
    expect(ui.offers.group).toBe("{travellers} या उससे ज़्यादा यात्रियों के समूह के लिए: {date} तक बुक करें और प्रति व्यक्ति {saving} बचाएँ");
    expect(ui.offers.earlyBird).toMatch(/बचाएँ$/);
    // "When you cancel", a column's heading, not "when to cancel".
    expect(ui.trip.cancelWhen).toBe("रद्द करने का समय");
  });

  it("a night's altitude, acclimatisation and a card's highest night are said as a Hindi reader says them", () => {
    const glance = hi("trip-glance.json");
    // "Highest night 4,300 m": the highest night's stop, not "the tallest night".
    expect(glance.highestNight).toBe("रात का सबसे ऊँचा ठहराव {altitude}");
    expect(glance.metres).toBe("{value} मीटर");
    // Acclimatisation days get you used to the height, not to the weather.
    expect(hi("hero-slides.json")[0].description).toContain("ऊँचाई की आदत डालने के दिन");
  });

  it("page copy and packages: the offers page, standard hotels, a shared cabin, a consent", () => {
    const offers = hi("pages.json").find((p: { page: string }) => p.page === "offers");
    expect(offers.heroText).toBe("आज चल रहे ऑफ़र, हर एक के साथ बुकिंग की आखिरी तारीख।");
    // Standard hotels are a class of hotel, not basic ones.
    expect(hi("packages/ladakh-road-trip.json").price.basis).toBe("प्रति व्यक्ति, दो लोगों के साझा कमरे में, स्टैंडर्ड होटलों और कैंपों में");
    // Twin sharing in a cabin: two people share it, not "with two people".
    for (const cruise of ["andaman-island-cruise", "mumbai-goa-coastal-cruise", "mediterranean-cruise", "singapore-malaysia-cruise"]) {
      expect(hi(`packages/${cruise}.json`).price.basis).toMatch(/^प्रति व्यक्ति, समुद्र की ओर खुलने वाले दो लोगों के साझा केबिन में/);
    }
    // "That you agreed to this notice", an item of a list of what the form sends.
    expect(hi("privacy.json").collected.items[3].text).toBe("इस सूचना पर आपकी सहमति, और यह कि आपने इसका कौन-सा संस्करण (उसकी तारीख) देखा");
  });

  it("the photo credits have their Hindi words: a twin file with the same photos, in the same order", () => {
    const english = read("photo-credits.json") as { file: string; author: string; licence: string; source: string }[];
    const hindi = hi("photo-credits.json") as typeof english;
    expect(hindi.map((c) => c.file)).toEqual(english.map((c) => c.file));
    const portraits = hindi.find((c) => c.file === "portraits/")!;
    expect([portraits.author, portraits.licence, portraits.source]).toEqual(["Summit & Sea वेब टीम", "कंप्यूटर से बनाए गए अस्थायी चित्र", "इसी साइट के लिए बनाए गए"]);
    // What stays in Latin letters is a name: a licence's code, a package's.
    for (const credit of hindi) {
      expect(credit.licence).toMatch(/^[A-Z][A-Z0-9.+-]*$|^[\u0900-\u097F ]+$/);
      expect(credit.source.replace(/\S*[-\d]\S*/g, "")).not.toMatch(/[A-Za-z]/);
    }
  });
});
