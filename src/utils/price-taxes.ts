import { fill } from "./fill";

/**
 * A tax rate as the law sets it: the rate in percent, the first day it applies (India time), and
 * the Act or notification that sets it (content/booking-terms.json › taxes).
 */
export interface DatedRate {
  rate: number;
  from: string; // "2026-04-01"
  source: string;
}

/**
 * The rate in force on `day` ("YYYY-MM-DD" strings compare as dates): the latest whose first day
 * has come. Undefined before the first (the content check refuses a list with no rate in force on
 * the build's day).
 */
export const rateOn = (rates: readonly DatedRate[], day: string): DatedRate | undefined =>
  [...rates].sort((a, b) => b.from.localeCompare(a.from)).find((r) => r.from <= day);

/** The rate in percent in force on `day`; 0 with none in force. */
export const percentOn = (rates: readonly DatedRate[], day: string): number => rateOn(rates, day)?.rate ?? 0;

interface TaxWords {
  gst: string;
  tcs: string;
}

/**
 * GST on every package, and TCS too on a tour abroad, in content's words with the rates in force
 * that day; the TCS line also gives its amount on the price paid (`tcs`, per person), when known.
 */
export const taxLines = (words: TaxWords, rates: { gst: number; tcs: number }, tcsAmount: string | null): string[] => [
  fill(words.gst, { rate: rates.gst }),
  ...(tcsAmount === null ? [] : [fill(words.tcs, { rate: rates.tcs, amount: tcsAmount })]),
];

/**
 * What a person pays: the price with GST, rounded to the rupee. Every price a visitor sees is this
 * one (the CCPA's 2023 dark-pattern guidelines name "drip pricing": a price shown without what
 * will be added to it), with a line that breaks it into price plus GST.
 */
export const withGst = (amount: number, gstRate: number) => Math.round(amount * (1 + gstRate / 100));

/** The GST on a price, as withGst adds it: the all-in price less the price, so the parts add up. */
export const gstOn = (amount: number, gstRate: number) => withGst(amount, gstRate) - amount;
