// A package's departures as a visitor may still book them: `today` is the day in India time (the
// build's, from the page context, then the visitor's: src/hooks/use-business-today.ts), and a
// date before it is never shown.

import { dateFormat } from "./date-format";

export interface Departure {
  date: string; // "2027-03-14"
  status: "available" | "fewSeats" | "soldOut";
  /** For "few seats": the seats left when counted, and the day of the count. */
  seatsLeft?: number | null;
  countedOn?: string | null;
}

/** "2026-11-27" plus 7 days: "2026-12-04" (calendar days, in UTC so no clock's zone moves them). */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A "few seats" count may be shown from the day it was made for `freshDays` days (counted on the
 * 27th with 7 days: up to and including the 3rd); after that the page claims no scarcity until an
 * editor counts again (CCPA 2023 dark-pattern guidelines: false urgency).
 */
export const freshSeatCount = (d: Departure, today: string, freshDays: number): boolean =>
  d.status === "fewSeats" &&
  Boolean(d.seatsLeft) &&
  Boolean(d.countedOn) &&
  (d.countedOn as string) <= today &&
  today < addDays(d.countedOn as string, freshDays);

/** The status a page may claim today: "few seats" without a fresh count reads as an ordinary open date. */
export const claimedStatus = (d: Departure, today: string, freshDays: number): Departure["status"] =>
  d.status === "fewSeats" && !freshSeatCount(d, today, freshDays) ? "available" : d.status;

/** Fixed departures on or after today ("YYYY-MM-DD" strings compare as dates), earliest first; a package without dates has none. */
export const upcomingDepartures = <D extends Departure>(dates: readonly D[] | null | undefined, today: string): D[] =>
  (dates ?? []).filter((d) => d.date >= today).sort((a, b) => a.date.localeCompare(b.date));

/** "2027-03-14" as "Sunday, 14 March 2027" in the page's locale; the same on server and client (UTC). */
export const formatDepartureDate = (date: string, locale: string): string =>
  dateFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** "2027-06-05" as "5 June" in the page's locale (a seat count's dates), the same on server and client (UTC). */
export const formatDayMonth = (date: string, locale: string): string =>
  dateFormat(locale, { day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`));

/** The day the balance is due for a departure: `daysBefore` days before it ("2027-03-14", 21: "2027-02-21"). */
export const balanceDueOn = (departure: string, daysBefore: number): string => addDays(departure, -daysBefore);

/** A cancellation schedule's steps, from the most days before departure to the fewest. */
export const cancellationSteps = <S extends { daysBefore: number; charge: number }>(schedule: readonly S[]): S[] =>
  [...schedule].sort((a, b) => b.daysBefore - a.daysBefore);

/** The share of the price kept when cancelling `daysBefore` days before departure (0 before the first step). */
export const cancellationChargeOn = (schedule: readonly { daysBefore: number; charge: number }[], daysBefore: number): number =>
  cancellationSteps(schedule).find((s) => daysBefore >= s.daysBefore)?.charge ?? 0;
