import { formatDuration } from "../format-duration";
import en from "../../../content/ui.json";
import hi from "../../../content/hi/ui.json";

describe("formatDuration", () => {
  it("keeps the English short form and writes nights and days out in Hindi", () => {
    expect(formatDuration("5N/6D", en.packages.duration)).toBe("5N/6D");
    expect(formatDuration("12N/13D", hi.packages.duration)).toBe("12 रात / 13 दिन");
  });

  it("shows a value it cannot read as it is", () => {
    expect(formatDuration("a week", hi.packages.duration)).toBe("a week");
  });
});
