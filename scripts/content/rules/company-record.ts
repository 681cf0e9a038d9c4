import { where } from "../entries";
import type { Content, Findings } from "../rule";
import { buildDay } from "../../lib/build-day";
import { rateOn } from "../../../src/utils/price-taxes";
import { isCalendarDate } from "./departure-dates";

// The company's record and the law's rates are dated facts. The years in business are counted from
// settings.json › founded at each build, never typed ("Twelve years on the road" stayed twelve); a
// count on the stats band says what it counts and the day it was counted; each tax rate has the
// day it applies from, and one is in force on the build's day (content/README.md, "Taxes").

const YEAR_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty";
const HINDI_YEAR_WORDS = "दस|ग्यारह|बारह|तेरह|चौदह|पंद्रह|सोलह|सत्रह|अठारह|उन्नीस|बीस";
/** "Twelve years", "12 years", "बारह साल": a count of years written by hand. */
export const typedYears = new RegExp(`(?:\\b(?:\\d{1,2}|${YEAR_WORDS})\\s+years?\\b|(?:\\d{1,2}|${HINDI_YEAR_WORDS})\\s+(?:साल|वर्ष))`, "i");

/** Where the company's years are said: these files' words read {years} or {yearsInWords}. */
const RECORD_FILES = ["home.json", "story.json", "stats.json"] as const;

type Json = unknown;
const strings = (value: Json, at: PropertyKey[] = []): { at: PropertyKey[]; text: string }[] => {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, [...at, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, [...at, k]));
  return [];
};

/** The rule as of a day in India ("YYYY-MM-DD"), so tests can fix it. */
export const companyRecordAsOf =
  (today: string) =>
  (content: Content): Findings => {
    const errors: string[] = [];
    const settings = content.files["settings.json"];
    if (settings && (!isCalendarDate(settings.founded) || settings.founded > today)) {
      errors.push(`content/settings.json › founded: "${settings.founded}" is not a day already come; write the day the company began, like 2013-10-12`);
    }
    for (const file of RECORD_FILES) {
      const data = content.files[file];
      for (const { at, text } of strings(data)) {
        const typed = text.match(typedYears);
        if (typed)
          errors.push(
            `${where(`content/${file}`, data, at)}: "${typed[0]}" is a count of years typed by hand; write {yearsInWords} or {years}, which the site counts from settings.json › founded`,
          );
      }
    }
    const stats = content.files["stats.json"] ?? [];
    stats.forEach((stat, i) => {
      const at = (field?: string) => where("content/stats.json", stats, field ? [i, field] : [i]);
      if ((stat.value === undefined) === !stat.yearsInBusiness) {
        errors.push(`${at()}: give either "value" (a count) or "yearsInBusiness": true (counted from settings.json › founded), not both or neither`);
      } else if (stat.value !== undefined) {
        if (!stat.counts) errors.push(`${at("counts")}: a count says what it counts ("travellers we have taken on a trip since 2013, each counted once")`);
        if (!stat.asOf) errors.push(`${at("asOf")}: a count says the day it was counted`);
        else if (stat.asOf > today) errors.push(`${at("asOf")}: "${stat.asOf}" is still to come; a count is made on a day already come`);
      }
    });
    if (stats.filter((s) => s.yearsInBusiness).length > 1) errors.push(`content/stats.json: one counter at most counts the years in business`);
    const taxes = content.files["booking-terms.json"]?.taxes;
    for (const key of ["gstRates", "tcsRates"] as const) {
      const rates = taxes?.[key] ?? [];
      rates.forEach((r, i) => {
        if (!isCalendarDate(r.from))
          errors.push(`content/booking-terms.json › taxes › ${key} › item ${i + 1} › from: "${r.from}" is not a date in the calendar`);
        if (rates.findIndex((o) => o.from === r.from) !== i)
          errors.push(`content/booking-terms.json › taxes › ${key} › item ${i + 1} › from: two rates from ${r.from}`);
      });
      if (taxes && !rateOn(rates, today)) {
        errors.push(
          `content/booking-terms.json › taxes › ${key}: no rate is in force on ${today}; add the rate in force, with the day it applies from and its source`,
        );
      }
    }
    return { errors };
  };

export const companyRecord = (content: Content): Findings => companyRecordAsOf(buildDay())(content);
