// Reviews as the pages show them: their average, and the month of travel in the page's language.

import { dateFormat } from "./date-format";

/** The mean of the ratings, to one decimal place (4.75 → 4.8), or undefined with none. */
export function averageRating(ratings: readonly number[]): number | undefined {
  if (!ratings.length) return undefined;
  return Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10;
}

/** An average as the page's language writes it, always with one decimal ("5.0", not "5"); `decimalMark` is `UiJson.decimalMark`. */
export const formatAverage = (average: number, decimalMark: string): string => average.toFixed(1).replace(".", decimalMark);

/** "2024-06" as "June 2024" in the page's locale; the same on server and client (UTC). */
export const formatTravelMonth = (month: string, locale: string): string =>
  dateFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${month}-15T00:00:00Z`));
