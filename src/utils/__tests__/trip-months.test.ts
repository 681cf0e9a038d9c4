import { monthLabel, tripMonths } from "../trip-months";

const dates = (...list: [string, "available" | "fewSeats" | "soldOut"][]) => list.map(([date, status]) => ({ date, status }));

describe("the months a trip runs", () => {
  it("on fixed dates: the months of the departures still open, from this month on", () => {
    const ladakh = {
      anyDate: false,
      dates: dates(["2026-11-20", "available"], ["2027-06-05", "available"], ["2027-06-19", "fewSeats"], ["2027-08-07", "available"]),
    };
    expect(tripMonths(ladakh, "2026-11-28")).toEqual(["2027-06", "2027-08"]);
  });

  it("leave out a month whose only departure is sold out, and a departure past today in this month", () => {
    const trip = { anyDate: false, dates: dates(["2026-12-03", "available"], ["2027-01-10", "soldOut"], ["2027-02-07", "available"]) };
    expect(tripMonths(trip, "2026-12-04")).toEqual(["2027-02"]);
    expect(tripMonths(trip, "2026-12-03")).toEqual(["2026-12", "2027-02"]);
  });

  it("on fixed dates without a date still to come: no month", () => {
    expect(tripMonths({ anyDate: false, dates: null }, "2026-11-28")).toEqual([]);
  });

  it("on any date: every month of the next twelve, across the year's end", () => {
    const months = tripMonths({ anyDate: true }, "2026-11-28");
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(["2026-11", "2026-12", "2027-01"]);
    expect(months.at(-1)).toBe("2027-10");
  });

  it("only within the months asked for", () => {
    const trip = { anyDate: false, dates: dates(["2027-01-10", "available"], ["2028-01-10", "available"]) };
    expect(tripMonths(trip, "2026-11-28")).toEqual(["2027-01"]);
  });

  it("are named with the language's month names", () => {
    const names = ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्तूबर", "नवंबर", "दिसंबर"];
    expect(monthLabel("2027-06", names)).toBe("जून 2027");
  });
});
