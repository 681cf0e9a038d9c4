import { itemList } from "../structured-data";

describe("itemList", () => {
  it("numbers the items from 1 with absolute URLs", () => {
    expect(
      itemList("https://example.com", "Holiday Packages", [
        { name: "Domestic", path: "/packages/domestic", description: "India" },
        { name: "Cruise", path: "/packages/cruise" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "ItemList",
      name: "Holiday Packages",
      numberOfItems: 2,
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Domestic", url: "https://example.com/packages/domestic", description: "India" },
        { "@type": "ListItem", position: 2, name: "Cruise", url: "https://example.com/packages/cruise" },
      ],
    });
  });
});
