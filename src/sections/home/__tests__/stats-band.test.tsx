import { act, render, screen } from "@testing-library/react";
import { mockReducedMotion } from "../../../../jest/match-media";
import { StatsBand } from "../stats-band";

// As the query gives them: each figure (a count, or the years in business the build counted), and what a count counts and when.
const stats = [
  {
    label: "Global Destinations",
    figure: 50,
    suffix: "+",
    icon: "globe" as const,
    gradient: ["#000000", "#111111"],
    counts: "Destinations sold",
    asOfText: "1 November 2026",
  },
  {
    label: "Happy Travelers Served",
    figure: 20000,
    suffix: "+",
    icon: "users" as const,
    gradient: ["#000000", "#111111"],
    counts: "Travellers taken",
    asOfText: "1 November 2026",
  },
  { label: "Years of Adventure", figure: 13, suffix: "", icon: "mountain" as const, gradient: ["#000000", "#111111"], counts: null, asOfText: null },
];
const asOf = "{counts}: counted on {date}.";

let observed: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
class FakeObserver {
  constructor(private cb: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    observed.push(this.cb);
  }
  disconnect() {}
}

const shown = () => screen.getAllByTestId("stat-value").map((el) => el.textContent);
const scrollIntoView = () =>
  act(() => {
    for (const cb of observed) cb([{ isIntersecting: true }]);
  });

describe("stats band", () => {
  beforeEach(() => {
    observed = [];
    (window as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
    mockReducedMotion(false);
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it("waits at 0 until scrolled into view, then reaches exactly 20,000 after 2 s", () => {
    render(<StatsBand title="Numbers" text="t" asOf={asOf} stats={stats} />);
    expect(shown()).toEqual(["0+", "0+", "0"]);
    act(() => void jest.advanceTimersByTime(5000));
    expect(shown()).toEqual(["0+", "0+", "0"]);

    scrollIntoView();
    act(() => void jest.advanceTimersByTime(1000));
    const midway = Number(shown()[1]?.replace(/\D/g, ""));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(20000);
    act(() => void jest.advanceTimersByTime(1100));
    expect(shown()).toEqual(["50+", "20,000+", "13"]);
  });

  it("counts once: scrolling past again does not restart it", () => {
    render(<StatsBand title="Numbers" text="t" asOf={asOf} stats={stats} />);
    scrollIntoView();
    act(() => void jest.advanceTimersByTime(2100));
    scrollIntoView();
    act(() => void jest.advanceTimersByTime(100));
    expect(shown()).toEqual(["50+", "20,000+", "13"]);
  });

  it("gives screen readers the final values throughout", () => {
    render(<StatsBand title="Numbers" text="t" asOf={asOf} stats={stats} />);
    expect(screen.getByText("20,000+", { selector: ".visually-hidden" })).toBeInTheDocument();
  });

  it("shows the final values at once under reduced motion", () => {
    mockReducedMotion(true);
    render(<StatsBand title="Numbers" text="t" asOf={asOf} stats={stats} />);
    expect(shown()).toEqual(["50+", "20,000+", "13"]);
  });

  it("says under the counters what each count counts and the day it was counted; the years need no such line", () => {
    render(<StatsBand title="Numbers" text="t" asOf={asOf} stats={stats} />);
    expect(screen.getByText("Destinations sold: counted on 1 November 2026.")).toBeInTheDocument();
    expect(screen.getByText("Travellers taken: counted on 1 November 2026.")).toBeInTheDocument();
    expect(screen.queryByText(/Years of Adventure:/)).toBeNull();
  });
});
