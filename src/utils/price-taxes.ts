import { fill } from "./fill";

interface Taxes {
  gst: string;
  gstRate: number;
  tcs: string;
  tcsRate: number;
}

/** GST on every package, and TCS too on a tour abroad, in content's words with content's rates. */
export const taxLines = (taxes: Taxes, overseas: boolean): string[] => [
  fill(taxes.gst, { rate: taxes.gstRate }),
  ...(overseas ? [fill(taxes.tcs, { rate: taxes.tcsRate })] : []),
];

/**
 * What a person pays: the price with GST, rounded to the rupee. Every price a visitor sees is this
 * one (the CCPA's 2023 dark-pattern guidelines name "drip pricing": a price shown without what
 * will be added to it), with a line that breaks it into price plus GST.
 */
export const withGst = (amount: number, gstRate: number) => Math.round(amount * (1 + gstRate / 100));

/** The GST on a price, as withGst adds it: the all-in price less the price, so the parts add up. */
export const gstOn = (amount: number, gstRate: number) => withGst(amount, gstRate) - amount;
