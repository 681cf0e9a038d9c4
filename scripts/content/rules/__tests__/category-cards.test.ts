/** @jest-environment node */
import { contentOf } from "../__fixtures__/content";
import { categoryCards } from "../category-cards";

// Three domestic packages, two shown as cards on the category page: the cheapest must be one of them.
const pkg = (slug: string, order: number, from?: number) => ({
  file: `content/packages/${slug}.json`,
  data: { slug, category: "domestic", order, price: from === undefined ? {} : { from } },
});
const check = (packages: ReturnType<typeof pkg>[], cardsPerCategory = 2) =>
  categoryCards(contentOf({ files: { "package-filters.json": { cardsPerCategory } } as never, folders: { packages } as never })).errors;

describe("a category's cards", () => {
  it("accept the cheapest package among the cards, or a category with no more packages than cards", () => {
    expect(check([pkg("kerala", 1, 20000), pkg("goa", 2, 15000), pkg("spiti", 3, 30000)])).toEqual([]);
    expect(check([pkg("kerala", 1, 20000), pkg("spiti", 3, 10000)])).toEqual([]);
    // Two at the lowest price: one of them shown is enough.
    expect(check([pkg("goa", 1, 15000), pkg("kerala", 2, 20000), pkg("spiti", 3, 15000)])).toEqual([]);
  });

  it("refuse a cheapest package listed after the cards, naming its file and order", () => {
    expect(check([pkg("kerala", 1, 20000), pkg("goa", 2, 25000), pkg("spiti", 3, 10000)])).toEqual([
      'content/packages/spiti.json › order: 3 puts the cheapest "domestic" package after the 2 shown as cards on its category page, which advertises its price; give it a lower order (package-filters.json › cardsPerCategory is 2)',
    ]);
  });

  it("refuse a cheapest package that ties for the last card's place, which the page may not show", () => {
    expect(check([pkg("kerala", 1, 20000), pkg("goa", 2, 25000), pkg("spiti", 2, 10000)])).toHaveLength(1);
  });

  it("ignore packages on request (no price)", () => {
    expect(check([pkg("kerala", 1, 20000), pkg("goa", 2, 25000), pkg("spiti", 3)])).toEqual([]);
  });
});
