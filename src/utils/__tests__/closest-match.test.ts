import { closestMatch, editDistance } from "../closest-match";

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
