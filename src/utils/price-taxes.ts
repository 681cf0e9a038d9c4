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
