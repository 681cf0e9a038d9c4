import { where } from "../entries";
import type { Content, Findings } from "../rule";

// Departure dates are real calendar days ("2027-02-30" passes the pattern but is no date), listed
// once each and in order, and a private trip ("anyDate") lists none.

/** Is "YYYY-MM-DD" a day that exists? */
export const isCalendarDate = (value: string): boolean => {
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

export function departureDates(content: Content): Findings {
  return {
    errors: (content.folders.packages ?? []).flatMap(({ file, data }) => {
      const { anyDate, dates = [] } = data.departures;
      if (anyDate && dates.length) {
        return [`${where(file, data, ["departures", "dates"])}: a trip that leaves on any date lists no dates; remove them or set "anyDate" to false`];
      }
      return dates.flatMap(({ date }, i) => {
        const at = where(file, data, ["departures", "dates", i, "date"]);
        if (!isCalendarDate(date)) return [`${at}: "${date}" is not a date in the calendar`];
        if (i > 0 && dates[i - 1].date >= date) return [`${at}: "${date}" comes after "${dates[i - 1].date}"; list the dates once each, earliest first`];
        return [];
      });
    }),
  };
}
