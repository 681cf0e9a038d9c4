// A package's departures as a visitor may still book them: `today` is the day in India time (the
// build's, from the page context, then the visitor's: src/hooks/use-business-today.ts), and a
// date before it is never shown.

import { dateFormat } from "./date-format";

export interface Departure {
  date: string; // "2027-03-14"
  status: "available" | "fewSeats" | "soldOut";
}

/** Fixed departures on or after today ("YYYY-MM-DD" strings compare as dates), earliest first; a package without dates has none. */
export const upcomingDepartures = <D extends Departure>(dates: readonly D[] | null | undefined, today: string): D[] =>
  (dates ?? []).filter((d) => d.date >= today).sort((a, b) => a.date.localeCompare(b.date));

/** "2027-03-14" as "Sunday, 14 March 2027" in the page's locale; the same on server and client (UTC). */
export const formatDepartureDate = (date: string, locale: string): string =>
  dateFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));
