import { act, render, screen } from "@testing-library/react";
import { mockMatchMedia, mockReducedMotion } from "../../../../jest/match-media";
import { OfferBanner } from "../offer-banner";
import settings from "../../../../content/settings.json";
import hiSettings from "../../../../content/hi/settings.json";
import { LocaleContext } from "../../../i18n/locale-context";

const words = settings.banner;
// Two offers: 9% through 31 January 2027, 8% through 31 March; the site built on 28 November 2026.
const texts = (en: string, hi: string) => [
  { language: "en", text: en },
  { language: "hi", text: hi },
];
const claims = {
  today: "2026-11-28",
  offers: [
    { validFrom: "2026-11-01", validThrough: "2027-01-31", percent: 9, validThroughTexts: texts("31 January 2027", "31 जनवरी 2027") },
    { validFrom: "2026-10-01", validThrough: "2027-03-31", percent: 8, validThroughTexts: texts("31 March 2027", "31 मार्च 2027") },
  ],
};
// The claim names its last day: the day the offer that saves that much ends.
const TEXT = words.claim.replace("{percent}", "9").replace("{date}", "31 January 2027");
const banner = (currentPath = "/") => <OfferBanner words={words} claims={claims} currentPath={currentPath} />;
/** The visitor's clock, at an instant in India time. */
const clockAt = (iso: string) => jest.setSystemTime(new Date(`${iso}+05:30`));

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
    jest.useFakeTimers({ doNotFake: ["requestIdleCallback", "cancelIdleCallback"] });
    clockAt("2026-11-28T12:00:00");
  });

  afterEach(() => jest.useRealTimers());

  it("moves a track of copies, of which screen readers get one", () => {
    render(banner());
    expect(region()).toHaveAttribute("data-motion", "moving");
    expect(screen.getAllByText(TEXT).length).toBeGreaterThan(1);
    expect(screen.getByRole("link", { name: `${TEXT} ${words.claimLabel}` })).toHaveAttribute("href", "/offers");
  });

  it("claims the largest saving current in India today, and changes at midnight in India", () => {
    clockAt("2027-01-31T23:59:00");
    render(banner());
    expect(screen.getByRole("link", { name: `${TEXT} ${words.claimLabel}` })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2 * 60_000));
    const eight = words.claim.replace("{percent}", "8").replace("{date}", "31 March 2027");
    expect(screen.getByRole("link", { name: `${eight} ${words.claimLabel}` })).toHaveAttribute("href", "/offers");
  });

  it("says until when in the page's language, in the HTML a visitor without JavaScript reads", () => {
    render(
      <LocaleContext.Provider value="hi">
        <OfferBanner words={hiSettings.banner} claims={claims} />
      </LocaleContext.Provider>,
    );
    expect(screen.getAllByText(hiSettings.banner.claim.replace("{percent}", "9").replace("{date}", "31 जनवरी 2027")).length).toBeGreaterThan(0);
  });

  it("makes no claim on a day no offer is current: a plain line to the packages", () => {
    clockAt("2027-04-01T00:01:00");
    render(banner());
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: `${words.text} ${words.linkLabel}` })).toHaveAttribute("href", "/packages");
  });

  it("stands still while the page loads, starts at the browser's first idle moment, and pauses off the screen", () => {
    render(banner());
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
    render(banner());
    browserIdles();
    expect(region()).toHaveAttribute("data-motion", "still");
    expect(region()).toHaveAttribute("data-running", "false");
    expect(screen.getAllByText(TEXT)).toHaveLength(1);
  });

  it("stands still with a single copy on the page it leads to", () => {
    render(banner("/offers"));
    browserIdles();
    expect(region()).toHaveAttribute("data-motion", "still");
    expect(region()).toHaveAttribute("data-running", "false");
    expect(screen.getAllByText(TEXT)).toHaveLength(1);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("on a touch screen stands still until the visitor starts it, and stops again when asked", () => {
    mockMatchMedia((query) => query === "(hover: none)");
    render(banner());
    browserIdles();
    expect(region()).toHaveAttribute("data-running", "false");
    act(() => screen.getByRole("button", { name: "Play the moving offer line" }).click());
    expect(region()).toHaveAttribute("data-running", "true");
    act(() => screen.getByRole("button", { name: "Pause the moving offer line" }).click());
    expect(region()).toHaveAttribute("data-running", "false");
  });

  it("with a mouse, moves until the visitor stops it", () => {
    render(banner());
    browserIdles();
    expect(region()).toHaveAttribute("data-running", "true");
    act(() => screen.getByRole("button", { name: "Pause the moving offer line" }).click());
    expect(region()).toHaveAttribute("data-running", "false");
  });
});
