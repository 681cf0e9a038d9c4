/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { contentOf } from "../__fixtures__/content";
import { seatCountsAsOf } from "../seat-counts";

// The seat-count rule on a real package (Ladakh Road Trip), its "few seats" date changed as an editor might.
const ladakh = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "..", "..", "content", "packages", "ladakh-road-trip.json"), "utf8"));
const FILE = "content/packages/ladakh-road-trip.json";
const few = ladakh.departures.dates.findIndex((d: { status: string }) => d.status === "fewSeats");
const at = (field: string) => `${FILE} › departures › dates › item ${few + 1} › ${field}`;
const check = (change: (d: Record<string, unknown>) => void, today = "2026-11-28") => {
  const data = structuredClone(ladakh);
  change(data.departures.dates[few]);
  return seatCountsAsOf(today)(contentOf({ folders: { packages: [{ file: FILE, data }] } as never })).errors;
};

describe("seat counts", () => {
  it("accept a few-seats date counted on a day already come", () => {
    expect(check(() => {})).toEqual([]);
    expect(check((d) => (d.countedOn = "2026-11-28"))).toEqual([]);
  });

  it("refuse a count dated in the future", () => {
    expect(check((d) => (d.countedOn = "2026-11-29"))).toEqual([
      `${at("countedOn")}: 2026-11-29 is still to come (today is 2026-11-28 in India); give the day the seats were counted`,
    ]);
  });

  it("refuse a count day that is not in the calendar", () => {
    expect(check((d) => (d.countedOn = "2026-02-30"))).toEqual([`${at("countedOn")}: "2026-02-30" is not a date in the calendar`]);
  });

  it("refuse few seats without a count, and a count on a date that claims no scarcity", () => {
    expect(check((d) => delete d.seatsLeft)).toEqual([
      `${at("seatsLeft")}: "few seats" on 2027-06-19 needs the number of seats left; count them and write it here`,
    ]);
    expect(check((d) => (d.status = "available"))).toEqual([
      `${at("seatsLeft")}: only a "fewSeats" date carries a seat count; remove it, or set "status" to "fewSeats"`,
    ]);
  });
});
