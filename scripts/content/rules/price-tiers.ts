import { where } from "../entries";
import type { Content, Findings } from "../rule";
import { isCalendarDate } from "./departure-dates";

// "From ₹X" is the lowest price of the trip: every tier (a dearer hotel class) and every season
// (a dated price period) costs at least that, and a package on request (no "from") has neither.
// A season's days exist, run forward and overlap no other season's, so each departure day has one
// price (src/utils/trip-price.ts, priceOn). A child's price names its ages (youngest first), a
// single room's none, and a package has at most one of each: the party's total counts them.

export function priceTiers(content: Content): Findings {
  return {
    errors: (content.folders.packages ?? []).flatMap(({ file, data }) => {
      const { from, tiers = [], periods = [] } = data.price;
      const tierErrors = tiers.flatMap((tier, i) => {
        const at = where(file, data, ["price", "tiers", i, "amount"]);
        if (from === undefined) return [`${at}: a price on request has no tiers; add "from" or remove the tiers`];
        return tier.amount < from ? [`${at}: ₹${tier.amount} is less than "from" (₹${from}); "from" is the lowest price`] : [];
      });
      const sorted = [...periods].sort((a, b) => a.startsOn.localeCompare(b.startsOn));
      const periodErrors = periods.flatMap((period, i) => {
        const at = (field: string) => where(file, data, ["price", "periods", i, field]);
        if (from === undefined) return [`${at("amount")}: a price on request has no seasons; add "from" or remove the periods`];
        const errors: string[] = [];
        for (const field of ["startsOn", "endsOn"] as const)
          if (!isCalendarDate(period[field])) errors.push(`${at(field)}: "${period[field]}" is not a date in the calendar`);
        if (period.endsOn < period.startsOn) errors.push(`${at("endsOn")}: "${period.endsOn}" is before startsOn ("${period.startsOn}")`);
        if (period.amount < from) errors.push(`${at("amount")}: ₹${period.amount} is less than "from" (₹${from}); "from" is the lowest price`);
        const next = sorted[sorted.indexOf(period) + 1];
        if (next && next.startsOn <= period.endsOn) errors.push(`${at("endsOn")}: "${period.label}" overlaps "${next.label}"; a departure day has one price`);
        return errors;
      });
      const extras = data.price.extras ?? [];
      const extraErrors = extras.flatMap((extra, i) => {
        const at = (field: string) => where(file, data, ["price", "extras", i, field]);
        const errors: string[] = [];
        if (extra.for === "child" && (extra.minAge === undefined || extra.maxAge === undefined))
          errors.push(`${at("for")}: a child's price names its ages; add minAge and maxAge (e.g. 5 and 11)`);
        if (extra.for !== "child" && (extra.minAge !== undefined || extra.maxAge !== undefined))
          errors.push(`${at("minAge")}: ages belong to a child's price only; add "for": "child" or remove them`);
        if (extra.minAge !== undefined && extra.maxAge !== undefined && extra.maxAge < extra.minAge)
          errors.push(`${at("maxAge")}: ${extra.maxAge} is less than minAge (${extra.minAge})`);
        if (extra.for && extras.findIndex((e) => e.for === extra.for) !== i)
          errors.push(`${at("for")}: a second "${extra.for}" price; the party's total counts one of each`);
        return errors;
      });
      return [...tierErrors, ...periodErrors, ...extraErrors];
    }),
  };
}
