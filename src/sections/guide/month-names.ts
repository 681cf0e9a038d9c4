import type { monthKeys } from "../../../model/content/guides";

type MonthKey = (typeof monthKeys)[number];
const order: readonly MonthKey[] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** Each month's name in the language of a BCP 47 tag ("en-GB": "June"; "hi-IN": "जून"), in calendar order. */
export function monthNames(keys: readonly string[], languageTag: string): string[] {
  const format = new Intl.DateTimeFormat(languageTag, { month: "long", timeZone: "UTC" });
  return order.flatMap((key, i) => (keys.includes(key) ? [format.format(Date.UTC(2000, i, 15))] : []));
}
