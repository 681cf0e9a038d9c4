import { where } from "../entries";
import type { Content, Findings } from "../rule";

// A category's page shows its first packages (by "order") as cards and sends the rest to
// /packages (package-filters.json › cardsPerCategory). Its "from" price (a home tile's, the
// category's own) is the category's cheapest package, so that package must be among the cards:
// an advertised price the page it leads to does not show misleads (CCPA 2022 guidelines on
// misleading advertisements, the rule the computed prices follow).

export function categoryCards(content: Content): Findings {
  const cards = content.files["package-filters.json"]?.cardsPerCategory;
  const packages = content.folders.packages ?? [];
  if (cards === undefined) return {};
  const categories = [...new Set(packages.map((p) => p.data.category))];
  return {
    errors: categories.flatMap((category) => {
      const inCategory = packages.filter((p) => p.data.category === category);
      if (inCategory.length <= cards) return [];
      const priced = inCategory.filter((p) => p.data.price.from !== undefined);
      const lowest = Math.min(...priced.map((p) => p.data.price.from as number));
      const cheapest = priced.filter((p) => p.data.price.from === lowest);
      // A package is surely a card when fewer than `cards` others of its category come before or beside it.
      const shown = (p: (typeof inCategory)[number]) => inCategory.filter((q) => q !== p && q.data.order <= p.data.order).length < cards;
      if (!cheapest.length || cheapest.some(shown)) return [];
      const [first] = cheapest;
      return [
        `${where(first.file, first.data, ["order"])}: ${first.data.order} puts the cheapest "${category}" package after the ${cards} shown as cards on its category page, which advertises its price; give it a lower order (package-filters.json › cardsPerCategory is ${cards})`,
      ];
    }),
  };
}
