import { closestMatch, decodeSlug, editDistance, MAX_SLUG_LENGTH } from "../closest-match";

const services = [
  { slug: "adventure", name: "Adventure", keywords: ["trekking", "rafting"] },
  { slug: "beach", name: "Beach Holidays", keywords: ["goa", "andaman"] },
  { slug: "transport", name: "Transport", keywords: ["road trips", "cabs"] },
  { slug: "guided-tours", name: "Guided Tours", keywords: ["heritage walks"] },
  { slug: "photography", name: "Photography Tours", keywords: ["camera"] },
  { slug: "wildlife-safari", name: "Wildlife Safari", keywords: ["eco tourism", "jungle"] },
];

describe("closestMatch", () => {
  it.each([
    ["adventure-tours", "adventure"],
    ["trekking-packages", "adventure"],
    ["road-trips", "transport"],
    ["eco-tourism", "wildlife-safari"],
    ["guided-tour", "guided-tours"],
    ["beahc", "beach"],
    ["Wildlife%20Safari", "wildlife-safari"],
  ])("offers the right service for /services/%s", (typed, expected) => {
    expect(closestMatch(typed, services)?.slug).toBe(expected);
  });

  it("prefers the rare word over one many services share", () => {
    expect(closestMatch("photography-tours", services)?.slug).toBe("photography");
  });

  it("always offers something, and nothing when there are no services", () => {
    expect(closestMatch("zzzz", services)).toBeDefined();
    expect(closestMatch("zzzz", [])).toBeUndefined();
  });

  it("counts edits", () => {
    expect(editDistance("beach", "beahc")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
  });
});

describe("hostile slugs", () => {
  it.each([
    ["%", "%"],
    ["100%25", "100%"],
    ["100%", "100%"],
    ["beach%2", "beach%2"],
    ["%E0%A4", "%e0%a4"],
    ["Wildlife%20Safari%2", "wildlife safari%2"],
    ["%E0%A4%20goa", "%e0%a4 goa"],
    ["BEACH", "beach"],
    ["%3Cscript%3Ealert(1)%3C%2Fscript%3E", "<script>alert(1)</script>"],
  ])("decodes %s as plain text without throwing", (typed, expected) => {
    expect(decodeSlug(typed)).toBe(expected);
  });

  it.each(["%", "100%25", "beach%2", "%E0%A4", "<script>alert(1)</script>", "%3Cscript%3Ealert(1)%3C%2Fscript%3E"])(
    "offers a service for /services/%s",
    (typed) => {
      expect(() => closestMatch(typed, services)).not.toThrow();
      expect(closestMatch(typed, services)).toBeDefined();
    },
  );

  it("keeps the words around a broken escape", () => {
    expect(closestMatch("beach%2", services)?.slug).toBe("beach");
    expect(closestMatch("%E0%A4-goa", services)?.slug).toBe("beach");
  });

  it("reads upper case as lower case", () => {
    expect(closestMatch("BEACH", services)?.slug).toBe("beach");
    expect(closestMatch("adventure-tours", services)?.slug).toBe("adventure");
  });

  it("treats markup as text", () => {
    expect(decodeSlug("<script>alert(1)</script>")).toBe("<script>alert(1)</script>");
    expect(closestMatch("<script>alert(1)</script>", services)).toBeDefined();
  });

  it(`looks at no more than ${MAX_SLUG_LENGTH} characters, so a 600-character slug is cheap`, () => {
    const long = "a".repeat(600);
    expect(decodeSlug(long)).toHaveLength(MAX_SLUG_LENGTH);
    expect(decodeSlug("%41".repeat(600))).toBe("a".repeat(MAX_SLUG_LENGTH));
    const start = performance.now();
    expect(closestMatch(long, services)).toBeDefined();
    expect(closestMatch(`beach-${"x-".repeat(300)}`, services)?.slug).toBe("beach");
    expect(performance.now() - start).toBeLessThan(500);
  });

  it("never throws on 500 random strings", () => {
    // A small seeded generator (mulberry32), so a failure can be replayed.
    let seed = 20240601;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const alphabet = ["%", "%2", "%E0", "%A4", "%ED%A0%80", "%25", "%20", "<", ">", "/", "-", "a", "B", "\u00e9", "\ud83c", "\u0130", " ", "0", "f"];
    for (let i = 0; i < 500; i++) {
      const length = Math.floor(random() * 80);
      const typed = Array.from({ length }, () =>
        random() < 0.7 ? alphabet[Math.floor(random() * alphabet.length)] : String.fromCharCode(Math.floor(random() * 0xffff)),
      ).join("");
      expect(() => decodeSlug(typed)).not.toThrow();
      expect(decodeSlug(typed).length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
      expect(() => closestMatch(typed, services)).not.toThrow();
    }
  });
});
