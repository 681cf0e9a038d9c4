import { tripDrawings } from "../../../utils/trip-geometry";
import { render, screen, within } from "@testing-library/react";
import { AltitudeProfile } from "../altitude-profile";
import { cruise, kerala, ladakh, ladakhHindi, profileWords } from "../__fixtures__/trip-nights";

describe("AltitudeProfile", () => {
  it("gives Ladakh's nights as a table: day, night's stop, altitude", () => {
    render(<AltitudeProfile drawings={tripDrawings(ladakh)} words={profileWords.en} />);
    expect(screen.getByRole("figure").querySelector("figcaption")).toHaveTextContent("Altitude, night by night");
    const table = screen.getByRole("table", { name: "Altitude, night by night" });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((row) => [...row.querySelectorAll("th, td")].map((c) => c.textContent))).toEqual([
      ["Day", "Night's stop", "Altitude"],
      ["1", "Leh", "3,500 m"],
      ["2", "Leh", "3,500 m"],
      ["3", "Camp in Hunder, Nubra Valley", "3,050 m"],
      ["4", "Lakeside camp at Pangong Tso", "4,250 m"],
      ["5", "Leh", "3,500 m"],
      ["6", "Leh", "3,500 m"],
    ]);
    expect(screen.getByText("Show as a table").tagName).toBe("SUMMARY");
  });

  it("draws one point per night, ticks in metres and days, hidden from screen readers; the two bands named beside it", () => {
    const { container } = render(<AltitudeProfile drawings={tripDrawings(ladakh)} words={profileWords.en} />);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("focusable", "false");
    expect(svg.querySelectorAll("circle.point")).toHaveLength(6);
    const texts = [...svg.querySelectorAll("text")].map((t) => t.textContent);
    expect(texts).toEqual(["0 m", "1,000 m", "2,000 m", "3,000 m", "4,000 m", "1", "2", "3", "4", "5", "6"]);
    expect(svg.querySelectorAll("rect.band-high, rect.band-veryHigh")).toHaveLength(2);
    // The bands' names, as text beside their swatches.
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([profileWords.en.high, profileWords.en.veryHigh]);
  });

  it("is not drawn for a trip that never goes above 2,500 m", () => {
    expect(render(<AltitudeProfile drawings={tripDrawings(kerala)} words={profileWords.en} />).container).toBeEmptyDOMElement();
    expect(render(<AltitudeProfile drawings={tripDrawings(cruise)} words={profileWords.en} />).container).toBeEmptyDOMElement();
  });

  it("speaks Hindi on a Hindi page: every word comes from its props, none from the code", () => {
    const { container } = render(<AltitudeProfile drawings={tripDrawings(ladakhHindi)} words={profileWords.hi} />);
    const table = screen.getByRole("table", { name: "हर रात की ऊँचाई" });
    expect(within(table).getAllByRole("row")[4]).toHaveTextContent("4पैंगोंग त्सो के किनारे कैंप4,250 मी");
    expect(container.textContent).not.toMatch(/[A-Za-z]/);
  });

  it("marks each day's pass over the profile, named, and says it in a line under the drawing", () => {
    const passes = [
      { day: 3, name: "Khardung La", altitude: 5359 },
      { day: 5, name: "Chang La", altitude: 5360 },
    ];
    const { container } = render(<AltitudeProfile drawings={tripDrawings(ladakh, passes)} words={profileWords.en} />);
    const svg = container.querySelector("svg")!;
    expect(svg.querySelectorAll("path.pass")).toHaveLength(2);
    expect(svg.querySelectorAll("path.pass-way")).toHaveLength(2);
    expect([...svg.querySelectorAll("text.pass-name")].map((t) => t.textContent)).toEqual(["Khardung La", "Chang La"]);
    expect([...svg.querySelectorAll("text.pass-altitude")].map((t) => t.textContent)).toEqual(["5,359 m", "5,360 m"]);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      profileWords.en.high,
      profileWords.en.veryHigh,
      "Day 3: over Khardung La (5,359 m)",
      "Day 5: over Chang La (5,360 m)",
    ]);
  });
});
