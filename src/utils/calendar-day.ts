// Calendar days as "YYYY-MM-DD" in a zone of fixed offset, the same on the build machine and in any
// browser whatever its own zone: the build's "today" and the visitor's are both the company's day.

/** A time zone that keeps one offset from UTC all year (model/time-zone.ts). */
export interface FixedZone {
  offsetMinutes: number;
}

const DAY_MS = 24 * 3600 * 1000;

/** The instant `at` as milliseconds on the zone's wall clock. */
const wallClock = (zone: FixedZone, at: Date) => at.getTime() + zone.offsetMinutes * 60 * 1000;

/** The calendar day in `zone` at the instant `at`: in India, 2027-03-13T18:30:00Z is "2027-03-14". */
export const dayIn = (zone: FixedZone, at: Date): string => new Date(wallClock(zone, at)).toISOString().slice(0, 10);

/** Milliseconds from `at` to the next midnight in `zone` (at least 1 s, so a timer never spins). */
export function msToNextDay(zone: FixedZone, at: Date): number {
  const sinceMidnight = ((wallClock(zone, at) % DAY_MS) + DAY_MS) % DAY_MS;
  return Math.max(1000, DAY_MS - sinceMidnight);
}

/** The later of two "YYYY-MM-DD" days (such strings compare as dates). */
export const laterDay = (a: string, b: string): string => (a >= b ? a : b);
