import { tripDrawings } from "../../../utils/trip-geometry";
import { render, screen, within } from "@testing-library/react";
import { TripRoute } from "../trip-route";
import { andaman, cruise, ladakh, ladakhHindi, routeWords } from "../__fixtures__/trip-nights";

describe("TripRoute", () => {
  it("lists Ladakh's stops in order with their days and altitude, one marker each, Leh once with both its stays", () => {
    const { container } = render(<TripRoute drawings={tripDrawings(ladakh)} words={routeWords.en} />);
    const figure = screen.getByRole("figure");
    // Browsers name a figure by its caption; the test DOM does not, so the caption is checked as text.
    expect(figure.querySelector("figcaption")).toHaveTextContent("The trip at a glance");
    const items = within(figure).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "1 Leh Days 1-2, 5-6 · 3,500 m",
      "2 Camp in Hunder, Nubra Valley Day 3 · 3,050 m",
      "3 Lakeside camp at Pangong Tso Day 4 · 4,250 m",
    ]);
    const svg = container.querySelector("svg")!;
    expect(svg).toHaveAttribute("aria-hidden", "true");
    expect(svg).toHaveAttribute("focusable", "false");
    expect([...svg.querySelectorAll(".stop text")].map((t) => t.textContent)).toEqual(["1", "2", "3"]);
    // Out to Hunder, across to Pangong, back to Leh: three legs meeting at Leh's one marker.
    expect(svg.querySelectorAll("line")).toHaveLength(3);
    // The names on the drawing where there is room, each a stop's, Leh's among them.
    const names = [...svg.querySelectorAll("text.stop-name")].map((t) => t.textContent);
    expect(names).toContain("Leh");
    for (const name of names) expect(items.some((li) => li.textContent?.includes(name ?? ""))).toBe(true);
  });

  it("says which nights are on board, with dashed legs to them", () => {
    const { container } = render(<TripRoute drawings={tripDrawings(andaman)} words={routeWords.en} />);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "1 On board, Bay of Bengal Days 1-2 · On board a ship",
      "2 On board, off Port Blair Day 3 · On board a ship",
      "3 Hotel in Port Blair Day 4 · 10 m",
    ]);
    expect(container.querySelectorAll("line.leg-onboard")).toHaveLength(2);
  });

  it("draws a cruise spent on one ship as one stop", () => {
    render(<TripRoute drawings={tripDrawings(cruise)} words={routeWords.en} />);
    expect(screen.getByRole("listitem")).toHaveTextContent("Ocean-view cabin at sea Days 1-2 · On board a ship");
  });

  it("speaks Hindi on a Hindi page: every word comes from its props, none from the code", () => {
    const { container } = render(<TripRoute drawings={tripDrawings(ladakhHindi)} words={routeWords.hi} />);
    expect(screen.getByRole("figure").querySelector("figcaption")).toHaveTextContent("एक नज़र में यात्रा");
    expect(screen.getAllByRole("listitem")[0]).toHaveTextContent("लेह दिन 1-2, 5-6 · 3,500 मी");
    expect(container.textContent).not.toMatch(/[A-Za-z]/);
  });

  it("shows nothing for a package without nights", () => {
    const { container } = render(<TripRoute drawings={tripDrawings([])} words={routeWords.en} />);
    expect(container).toBeEmptyDOMElement();
  });
});
