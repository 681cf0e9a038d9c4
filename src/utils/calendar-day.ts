// Calendar days as "YYYY-MM-DD" in a named time zone, the same on the build machine and in any
// browser whatever its own zone: the build's "today" and the visitor's are both the company's day.

const partsIn = (timeZone: string, at: Date) => {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric", hourCycle: "h23" }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
};

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The calendar day in `timeZone` at the instant `at`: dayIn("Asia/Kolkata", 2027-03-13T18:30:00Z) = "2027-03-14". */
export function dayIn(timeZone: string, at: Date): string {
  const { year, month, day } = partsIn(timeZone, at);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** Milliseconds from `at` to the next midnight in `timeZone` (at least 1 s, so a timer never spins). */
export function msToNextDay(timeZone: string, at: Date): number {
  const whole = new Date(Math.floor(at.getTime() / 1000) * 1000);
  const p = partsIn(timeZone, whole);
  // The zone's offset now; where it changes overnight (daylight saving) the timer fires an hour
  // off and whoever set it asks again.
  const offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole.getTime();
  const nextMidnight = Date.UTC(p.year, p.month - 1, p.day + 1) - offset;
  return Math.max(1000, nextMidnight - at.getTime());
}

/** The later of two "YYYY-MM-DD" days (such strings compare as dates). */
export const laterDay = (a: string, b: string): string => (a >= b ? a : b);
