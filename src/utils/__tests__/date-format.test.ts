import { dateFormat } from "../date-format";

describe("dateFormat", () => {
  it("formats as Intl does, in the locale asked for", () => {
    const day = new Date(Date.UTC(2027, 2, 14));
    expect(dateFormat("en-GB", { month: "long", timeZone: "UTC" }).format(day)).toBe("March");
    expect(dateFormat("hi-IN", { month: "long", timeZone: "UTC" }).format(day)).toBe(
      new Intl.DateTimeFormat("hi-IN", { month: "long", timeZone: "UTC" }).format(day),
    );
  });

  it("builds one formatter per locale and style, and keeps it", () => {
    const options = { month: "long", year: "numeric" } as const;
    expect(dateFormat("en-GB", options)).toBe(dateFormat("en-GB", { ...options }));
    expect(dateFormat("en-GB", options)).not.toBe(dateFormat("hi-IN", options));
    expect(dateFormat("en-GB", options)).not.toBe(dateFormat("en-GB", { month: "long" }));
  });
});
