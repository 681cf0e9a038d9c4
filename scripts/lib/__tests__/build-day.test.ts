/** @jest-environment node */
import { buildDay, buildDayOf } from "../build-day";

describe("the build's day", () => {
  it("is the day in India, not on the build machine's clock", () => {
    // 18:30 UTC is midnight in India: already the next day there.
    expect(buildDay({}, new Date("2027-01-31T18:29:00Z"))).toBe("2027-01-31");
    expect(buildDay({}, new Date("2027-01-31T18:30:00Z"))).toBe("2027-02-01");
  });

  it("is BUILD_DAY when a test sets it, and refuses one that is no day", () => {
    expect(buildDay({ BUILD_DAY: "2027-02-01" }, new Date("2026-11-29T00:00:00Z"))).toBe("2027-02-01");
    expect(() => buildDay({ BUILD_DAY: "2027-02-30" })).toThrow('BUILD_DAY: "2027-02-30" is not a day written like 2027-02-01');
    expect(() => buildDay({ BUILD_DAY: "tomorrow" })).toThrow(/BUILD_DAY/);
  });

  it("is read by resolvers through the node model, so Gatsby records the dependency", async () => {
    const asked: object[] = [];
    const context = {
      nodeModel: {
        findOne: async (args: object) => {
          asked.push(args);
          return { day: "2026-11-29" };
        },
      },
    };
    expect(await buildDayOf(context)).toBe("2026-11-29");
    expect(asked).toEqual([{ type: "BuildDay", query: {} }]);
    await expect(buildDayOf({ nodeModel: { findOne: async () => null } })).rejects.toThrow(/BuildDay node is missing/);
  });
});
