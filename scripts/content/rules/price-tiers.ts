import { where } from "../entries";
import type { Content, Findings } from "../rule";

// "From ₹X" is the lowest price of the trip: every tier (a dearer hotel class) costs at least that,
// and a package on request (no "from") has no tiers to compare.

export function priceTiers(content: Content): Findings {
  return {
    errors: (content.folders.packages ?? []).flatMap(({ file, data }) => {
      const { from, tiers = [] } = data.price;
      return tiers.flatMap((tier, i) => {
        const at = where(file, data, ["price", "tiers", i, "amount"]);
        if (from === undefined) return [`${at}: a price on request has no tiers; add "from" or remove the tiers`];
        return tier.amount < from ? [`${at}: ₹${tier.amount} is less than "from" (₹${from}); "from" is the lowest price`] : [];
      });
    }),
  };
}
