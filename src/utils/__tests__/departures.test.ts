import { balanceDueOn, cancellationChargeOn } from "../departures";

describe("dates of a booking", () => {
  it("puts the balance due the terms' days before departure, across a month's end", () => {
    expect(balanceDueOn("2027-03-14", 21)).toBe("2027-02-21");
    expect(balanceDueOn("2027-03-01", 1)).toBe("2027-02-28");
  });

  it("reads the cancellation charge of a day from the schedule's steps, in any order", () => {
    const schedule = [
      { daysBefore: 0, charge: 100 },
      { daysBefore: 30, charge: 10 },
      { daysBefore: 15, charge: 50 },
    ];
    expect([45, 30, 29, 15, 14, 0].map((d) => cancellationChargeOn(schedule, d))).toEqual([10, 10, 50, 50, 100, 100]);
  });
});
