import { act, render, screen } from "@testing-library/react";
import { mockReducedMotion } from "../../../../jest/match-media";
import { OfferBanner } from "../offer-banner";

const TEXT = "Special Travel Offers, save up to 25%";

// The browser's idle moments and the screen's edges, played by the test.
let idleCallbacks: (() => void)[] = [];
let observers: ((entries: { isIntersecting: boolean }[]) => void)[] = [];
class FakeObserver {
  constructor(private cb: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    observers.push(this.cb);
  }
  disconnect() {}
}
const browserIdles = () =>
  act(() => {
    for (const cb of idleCallbacks.splice(0)) cb();
  });
const scrolled = (onScreen: boolean) =>
  act(() => {
    for (const cb of observers) cb([{ isIntersecting: onScreen }]);
  });
const region = () => screen.getByRole("region", { name: "Offers" });

describe("offer banner", () => {
  beforeEach(() => {
    idleCallbacks = [];
    observers = [];
    Object.assign(window, {
      IntersectionObserver: FakeObserver,
      requestIdleCallback: (cb: () => void) => idleCallbacks.push(cb),
      cancelIdleCallback: () => {},
    });
    mockReducedMotion(false);
  });

  it("moves a track of copies, of which screen readers get one", () => {
    render(<OfferBanner text={TEXT} link="/packages/domestic" linkLabel="See offers" />);
    expect(region()).toHaveAttribute("data-motion", "moving");
    expect(screen.getAllByText(TEXT).length).toBeGreaterThan(1);
    expect(screen.getByRole("link", { name: `${TEXT} See offers` })).toHaveAttribute("href", "/packages/domestic");
  });

  it("stands still while the page loads, starts at the browser's first idle moment, and pauses off the screen", () => {
    render(<OfferBanner text={TEXT} link="/packages/domestic" linkLabel="See offers" />);
    expect(region()).toHaveAttribute("data-running", "false");
    browserIdles();
    expect(region()).toHaveAttribute("data-running", "true");
    scrolled(false);
    expect(region()).toHaveAttribute("data-running", "false");
    scrolled(true);
    expect(region()).toHaveAttribute("data-running", "true");
  });

  it("stands still with a single copy under prefers-reduced-motion", () => {
    mockReducedMotion(true);
    render(<OfferBanner text={TEXT} link="/packages/domestic" linkLabel="See offers" />);
    browserIdles();
    expect(region()).toHaveAttribute("data-motion", "still");
    expect(region()).toHaveAttribute("data-running", "false");
    expect(screen.getAllByText(TEXT)).toHaveLength(1);
  });
});
