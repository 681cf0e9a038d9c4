import type { monthKeys } from "../../../model/content/guides";

type MonthKey = (typeof monthKeys)[number];
const order: readonly MonthKey[] = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** The names of the months chosen, in calendar order; `names` are the language's twelve (`UiJson.monthNames`). */
export function bestMonthNames(keys: readonly string[], names: readonly string[]): string[] {
  return order.flatMap((key, i) => (keys.includes(key) ? [names[i]] : []));
}
