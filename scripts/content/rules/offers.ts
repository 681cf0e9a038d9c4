import { where } from "../entries";
import type { Content, Findings } from "../rule";
import { isCalendarDate } from "./departure-dates";

// An offer is a claim a visitor relies on (CCPA guidelines on misleading advertisements, 2022): its
// saving leaves a price to pay, its days exist and run forward, and a group offer says how big a
// group. Checked on the English files; the translation check holds each language to the same numbers and dates.

export function offers(content: Content): Findings {
  return {
    errors: (content.folders.packages ?? []).flatMap(({ file, data }) =>
      (data.offers ?? []).flatMap((offer, i) => {
        const at = (field: string) => where(file, data, ["offers", i, field]);
        const errors: string[] = [];
        const { from } = data.price;
        if (from === undefined) errors.push(`${at("saving")}: a price on request has nothing to save on; add "from" or remove the offer`);
        else if (offer.saving >= from) errors.push(`${at("saving")}: ₹${offer.saving} is not less than "from" (₹${from}); an offer leaves a price to pay`);
        if (offer.kind === "group" && (offer.minTravellers === undefined || offer.minTravellers < 2)) {
          errors.push(`${at("minTravellers")}: a group offer names its smallest group, 2 or more travellers`);
        }
        if (offer.kind === "earlyBird" && offer.minTravellers !== undefined) {
          errors.push(`${at("minTravellers")}: an early-bird offer is for any booking; remove minTravellers or make it a group offer`);
        }
        const dates = (["validFrom", "validThrough"] as const).filter((field) => {
          if (isCalendarDate(offer[field])) return true;
          errors.push(`${at(field)}: "${offer[field]}" is not a date in the calendar`);
          return false;
        });
        if (dates.length === 2 && offer.validThrough < offer.validFrom) {
          errors.push(`${at("validThrough")}: "${offer.validThrough}" is before validFrom ("${offer.validFrom}"); an offer ends on or after its first day`);
        }
        return errors;
      }),
    ),
  };
}
