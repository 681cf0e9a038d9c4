import fs from "node:fs";
import path from "node:path";
import { prefixedLocales } from "../../../model";
import { readJson, where } from "../entries";
import type { Content, Findings } from "../rule";
import { isCalendarDate } from "./departure-dates";

// An offer is a claim a visitor relies on (CCPA guidelines on misleading advertisements, 2022): its
// saving leaves a price to pay, its days exist and run forward, and a group offer says how big a
// group. Checked on the English files; the translation check holds each language to the same numbers and dates.
// A saving that never ends is a price: the "was" price it is taken off must be one the package is
// really sold at, so a package's offers together cover at most half of any 90 days (45 days).

const WINDOW = 90;
const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The most days any 90 days in a row spend under at least one of these offers, and the first such window's first day. */
export function offerCover(offers: readonly { validFrom: string; validThrough: string }[]): { days: number; from: string } {
  const covered = new Set<number>();
  for (const o of offers) for (let d = dayNumber(o.validFrom); d <= dayNumber(o.validThrough); d++) covered.add(d);
  const days = [...covered].sort((a, b) => a - b);
  let best = { days: 0, from: "" };
  for (const start of days) {
    const count = days.filter((d) => d >= start && d < start + WINDOW).length;
    if (count > best.days) best = { days: count, from: new Date(start * DAY_MS).toISOString().slice(0, 10) };
  }
  return best;
}

/** "Usual", "regular", "normal", "original" (सामान्य, असली): a claim about the price without the offer that nothing backs. */
const USUAL = /\b(?:usual|usually|regular|normal|original)\b|सामान्य|असली/i;

export function offers(content: Content): Findings {
  const words = wordsProblems(content);
  return {
    errors: [
      ...words,
      ...(content.folders.packages ?? []).flatMap(({ file, data }) => [
        ...(data.offers ?? []).flatMap((offer, i) => {
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
        ...coverErrors(file, data),
      ]),
    ],
  };
}

/** The offer line calls the price it is taken off what it is: the price without the offer, never the "usual" one (in every language). */
function wordsProblems(content: Content): string[] {
  const found: string[] = [];
  const check = (file: string, data: unknown) => {
    const price = (data as { offers?: { price?: string } } | undefined)?.offers?.price;
    const match = price?.match(USUAL);
    if (match)
      found.push(
        `${file} › offers › price: "${match[0]}" says the price without the offer is the usual one, which nothing shows; call it the package's price without the offer`,
      );
  };
  check("content/ui.json", content.files["ui.json"]);
  for (const locale of prefixedLocales) {
    const abs = path.join(content.dir, locale, "ui.json");
    if (fs.existsSync(abs)) check(content.rel(abs), readJson(abs, content.rel(abs), []));
  }
  return found;
}

function coverErrors(file: string, data: { offers?: readonly { validFrom: string; validThrough: string }[] }): string[] {
  const valid = (data.offers ?? []).filter((o) => isCalendarDate(o.validFrom) && isCalendarDate(o.validThrough) && o.validFrom <= o.validThrough);
  const cover = offerCover(valid);
  return cover.days > WINDOW / 2
    ? [
        `${where(file, data, ["offers"])}: the offers cover ${cover.days} of the ${WINDOW} days from ${cover.from}; at most ${WINDOW / 2}: a saving that never ends is the price, so lower "from" instead, or shorten the offers`,
      ]
    : [];
}
