import { fellBack, matchedWords, nearestQuery, searchWords } from "../search-words";

describe("the words a result matched", () => {
  it("are the page's words at the places Pagefind gives", () => {
    expect(matchedWords("Trips to Kerala, by houseboat.", [2, 4])).toEqual(["Kerala,", "houseboat."]);
    expect(searchWords("Kerala, houseboat.")).toEqual(["kerala", "houseboat"]);
  });
});

describe("a search that fell back to a prefix", () => {
  it("is one whose word typed was found only as a much shorter word: Antarctica as 'an', Atlantis as 'at'", () => {
    expect(fellBack("Antarctica", ["An", "an", "an"])).toBe(true);
    expect(fellBack("Atlantis", ["at", "At"])).toBe(true);
    expect(fellBack("document", ["doc"])).toBe(true);
  });

  it("is one where any word typed fell back, though another was found", () => {
    expect(fellBack("Antarctica cruise", ["Cruise.", "cruise", "an"])).toBe(true);
  });

  it("is not one that found the word, its stem or the word being typed", () => {
    expect(fellBack("Kerala houseboat", ["Kerala", "houseboat."])).toBe(false);
    expect(fellBack("families", ["family,", "families"])).toBe(false);
    expect(fellBack("travelling", ["travel", "Travellers"])).toBe(false);
    expect(fellBack("lada", ["Ladakh"])).toBe(false);
    expect(fellBack("treks", ["Trek."])).toBe(false);
  });

  it("is not one in Devanagari that found the word with another ending", () => {
    expect(fellBack("केरला", ["केरल"])).toBe(false);
    expect(fellBack("लद्दाख", ["लद्दाख"])).toBe(false);
  });

  it("cannot be told from a result whose match is not in its text", () => {
    expect(fellBack("families", [])).toBe(false);
  });
});

describe("the nearest words the index has", () => {
  const names = ["Kerala Backwaters and Hills", "Ladakh Road Trip", "Spiti Valley Trek", "Goa Beach Break", "लद्दाख रोड ट्रिप"];

  it("replace a word typed one letter off: Kerla is Kerala", () => {
    expect(nearestQuery("Kerla", names)).toBe("Kerala");
    expect(nearestQuery("Ldakh road", names)).toBe("Ladakh road");
    expect(nearestQuery("लद्दाक", names)).toBe("लद्दाख");
  });

  it("are nothing for a word no name comes near, or a query all of whose words are there", () => {
    expect(nearestQuery("Antarctica", names)).toBeNull();
    expect(nearestQuery("Atlantis", names)).toBeNull();
    expect(nearestQuery("Goa", names)).toBeNull();
  });

  it("allow one edit in a short word, two from eight letters", () => {
    expect(nearestQuery("Spti", names)).toBe("Spiti");
    expect(nearestQuery("Backwatrs", names)).toBe("Backwaters");
    expect(nearestQuery("Bckwatrs", names)).toBe("Backwaters");
    expect(nearestQuery("Bkwtrs", names)).toBeNull();
  });
});
