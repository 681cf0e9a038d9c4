// The months a trip runs, as the enquiry form offers them for the month of travel. One function on
// purpose: seasons per package (a later issue) change what a trip's months are here, and every
// reader (the package's enquiry form, and whatever lists a trip's months next) follows.
import { upcomingDepartures, type Departure } from "./departures";

/** A trip's departures as its content gives them (content/packages/*.json › departures). */
export interface TripDepartures {
  /** A private trip that leaves on any date the traveller picks. */
  readonly anyDate: boolean;
  readonly dates?: readonly Pick<Departure, "date" | "status">[] | null;
}

/** "2026-11-28" plus `n` months, as "2027-01". */
const monthAfter = (today: string, n: number): string => {
  const [year, month] = today.split("-").map(Number);
  const index = year * 12 + (month - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
};

/**
 * The months ("YYYY-MM", earliest first) a trip can be joined in, from the month of `today` (the day
 * in India time) for `count` months: a trip on fixed dates runs in the months of its departures still
 * open on or after today (a sold-out date is no month to ask for); a trip on any date runs every month.
 */
export function tripMonths(departures: TripDepartures, today: string, count = 12): string[] {
  const ahead = Array.from({ length: count }, (_, i) => monthAfter(today, i));
  if (departures.anyDate) return ahead;
  const open = new Set(
    upcomingDepartures(departures.dates, today)
      .filter((d) => d.status !== "soldOut")
      .map((d) => d.date.slice(0, 7)),
  );
  return ahead.filter((month) => open.has(month));
}

/** A month's value ("2027-06") as the form shows it: "June 2027", from the language's twelve names. */
export const monthLabel = (month: string, monthNames: readonly string[]): string => {
  const [year, m] = month.split("-").map(Number);
  return `${monthNames[m - 1]} ${year}`;
};
