import { buildDay } from "../../lib/build-day";
import { where } from "../entries";
import type { Content, Findings } from "../rule";
import { isCalendarDate } from "./departure-dates";

// "Few seats" is a claim of scarcity: it needs the seats left and the day they were counted, a day
// already come (CCPA 2023 dark-pattern guidelines: false urgency). The page shows the count for
// content/booking-terms.json › seatCountFreshDays days, then the date as an ordinary open one.
// seatsLeft below 1 the schema refuses; the Hindi files' counts must equal English (translations).

/** The rule as of a day in India ("YYYY-MM-DD"), so tests can fix it. */
export const seatCountsAsOf =
  (today: string) =>
  (content: Content): Findings => ({
    errors: (content.folders.packages ?? []).flatMap(({ file, data }) =>
      (data.departures.dates ?? []).flatMap(({ date, status, seatsLeft, countedOn }, i) => {
        const at = (field: string) => where(file, data, ["departures", "dates", i, field]);
        if (status !== "fewSeats") {
          return seatsLeft !== undefined || countedOn !== undefined
            ? [
                `${at(seatsLeft !== undefined ? "seatsLeft" : "countedOn")}: only a "fewSeats" date carries a seat count; remove it, or set "status" to "fewSeats"`,
              ]
            : [];
        }
        const errors: string[] = [];
        if (seatsLeft === undefined) errors.push(`${at("seatsLeft")}: "few seats" on ${date} needs the number of seats left; count them and write it here`);
        if (countedOn === undefined) errors.push(`${at("countedOn")}: "few seats" on ${date} needs the day the seats were counted`);
        else if (!isCalendarDate(countedOn)) errors.push(`${at("countedOn")}: "${countedOn}" is not a date in the calendar`);
        else if (countedOn > today)
          errors.push(`${at("countedOn")}: ${countedOn} is still to come (today is ${today} in India); give the day the seats were counted`);
        return errors;
      }),
    ),
  });

/** The rule as the check runs it: today is the day in India now. */
export const seatCounts = (content: Content): Findings => seatCountsAsOf(buildDay())(content);
