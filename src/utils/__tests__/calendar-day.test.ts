import { dayIn, laterDay, msToNextDay } from "../calendar-day";
import { businessTimeZone } from "../../../model/time-zone";

const at = (iso: string) => new Date(iso);

describe("the day in India time", () => {
  it("is still the 13th one second before midnight IST, and the 14th at midnight", () => {
    expect(dayIn(businessTimeZone, at("2027-03-13T18:29:59Z"))).toBe("2027-03-13");
    expect(dayIn(businessTimeZone, at("2027-03-13T18:30:00Z"))).toBe("2027-03-14");
  });

  it("is ahead of UTC in the evening and the same in the morning", () => {
    expect(dayIn(businessTimeZone, at("2026-12-31T20:00:00Z"))).toBe("2027-01-01");
    expect(dayIn({ offsetMinutes: 0 }, at("2026-12-31T20:00:00Z"))).toBe("2026-12-31");
    expect(dayIn(businessTimeZone, at("2027-01-01T05:00:00Z"))).toBe("2027-01-01");
  });

  it("counts from the instant, whatever zone it is written in", () => {
    // 01:00 in New York on 14 March is 10:30 in Delhi the same day; 23:00 there is 09:30 next day.
    expect(dayIn(businessTimeZone, at("2027-03-14T01:00:00-05:00"))).toBe("2027-03-14");
    expect(dayIn(businessTimeZone, at("2027-03-14T23:00:00-04:00"))).toBe("2027-03-15");
  });
});

describe("India's fixed offset", () => {
  it("gives the day the zone's own rules give, every half hour of a year", () => {
    const zone = new Intl.DateTimeFormat("en-CA", { timeZone: businessTimeZone.name, year: "numeric", month: "2-digit", day: "2-digit" });
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 30 * 60 * 1000) {
      expect(dayIn(businessTimeZone, new Date(t))).toBe(zone.format(new Date(t)));
    }
  });
});

describe("the next midnight in India time", () => {
  it("is one second away at 23:59:59 IST and a day away at midnight", () => {
    expect(msToNextDay(businessTimeZone, at("2027-03-13T18:29:59Z"))).toBe(1000);
    expect(msToNextDay(businessTimeZone, at("2027-03-13T18:30:00Z"))).toBe(24 * 3600 * 1000);
    expect(msToNextDay(businessTimeZone, at("2027-03-13T18:29:59.250Z"))).toBe(1000);
    expect(msToNextDay(businessTimeZone, at("2027-03-13T12:00:00.500Z"))).toBe(6.5 * 3600 * 1000 - 500);
  });

  it("lands on the next day", () => {
    const from = at("2027-03-13T09:17:23.123Z");
    expect(dayIn(businessTimeZone, new Date(from.getTime() + msToNextDay(businessTimeZone, from)))).toBe("2027-03-14");
    expect(dayIn(businessTimeZone, new Date(from.getTime() + msToNextDay(businessTimeZone, from) - 1))).toBe("2027-03-13");
  });
});

describe("the later of two days", () => {
  it("never goes back before the build's day", () => {
    expect(laterDay("2027-03-14", "2027-03-13")).toBe("2027-03-14");
    expect(laterDay("2027-03-14", "2027-03-15")).toBe("2027-03-15");
  });
});
