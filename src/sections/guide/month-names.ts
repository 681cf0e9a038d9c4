import { monthKeys } from "../../../model/seasons";

/** The names of the months chosen, in calendar order; `names` are the language's twelve (`UiJson.monthNames`). */
export function bestMonthNames(keys: readonly string[], names: readonly string[]): string[] {
  return monthKeys.flatMap((key, i) => (keys.includes(key) ? [names[i]] : []));
}
