import { pageStartJson, readPageStart, startAppAfterHero } from "../start-app";

// The site's scripts wait until the hero photo is on screen; the page must still always start.
const scripts = ["/webpack-runtime.js", "/framework.js", "/app.js"];
const started = () => [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src"));

type PaintCallback = (list: { getEntries: () => { element: Element | null }[] }) => void;
let reportPaint: PaintCallback;
class PaintObserver {
  static supportedEntryTypes = ["largest-contentful-paint"];
  constructor(callback: PaintCallback) {
    reportPaint = callback;
  }
  observe() {}
}

// The window's own events (load, taps, keys), fresh for each test.
let windowEvents: EventTarget;

/** A window whose browser reports paints (Chromium), or one that does not. */
function browserWindow(paintTiming: boolean) {
  return {
    document,
    addEventListener: windowEvents.addEventListener.bind(windowEvents),
    setTimeout: window.setTimeout.bind(window),
    requestAnimationFrame: (frame: () => void) => window.setTimeout(frame, 16),
    PerformanceObserver: paintTiming ? PaintObserver : undefined,
  } as unknown as Window & typeof globalThis;
}

const hero = () => document.querySelector("img")!;

beforeEach(() => {
  jest.useFakeTimers();
  windowEvents = new EventTarget();
  document.body.innerHTML = `<h1>Summit &amp; Sea</h1><img fetchpriority="high" alt="A trail"><p>About us</p>`;
  // jsdom loads no images: this one is still on its way until a test says otherwise.
  Object.defineProperty(hero(), "complete", { value: false });
});
afterEach(() => jest.useRealTimers());

/** Nothing starts in the first animation frame (16 ms under fake timers), everything in the second. */
function expectStartAfterTwoFrames() {
  jest.advanceTimersByTime(16);
  expect(started()).toEqual([]);
  jest.advanceTimersByTime(16);
  expect(started()).toEqual(scripts);
}

describe("starting the site's scripts", () => {
  it("starts once the first content is painted on a page without a hero photo", () => {
    document.body.innerHTML = "<h1>Page not found</h1>";
    startAppAfterHero(scripts, browserWindow(true));
    expect(started()).toEqual([]);
    reportPaint({ getEntries: () => [{ element: document.querySelector("h1") }] });
    expect(started()).toEqual(scripts);
  });

  it("without paint timing, starts two frames in on a page without a hero photo", () => {
    document.body.innerHTML = "<h1>Page not found</h1>";
    startAppAfterHero(scripts, browserWindow(false));
    expectStartAfterTwoFrames();
  });

  it("waits until the hero photo has been painted, then starts each script once, in order", () => {
    startAppAfterHero(scripts, browserWindow(true));
    reportPaint({ getEntries: () => [{ element: document.querySelector("h1") }] });
    expect(started()).toEqual([]);
    reportPaint({ getEntries: () => [{ element: hero() }] });
    expect(started()).toEqual(scripts);
    windowEvents.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(2000);
    expect(started()).toEqual(scripts);
  });

  it.each(["pointerdown", "keydown"])("starts at once when the visitor acts first (%s)", (type) => {
    startAppAfterHero(scripts, browserWindow(true));
    windowEvents.dispatchEvent(new Event(type));
    expect(started()).toEqual(scripts);
  });

  it("starts when the hero photo cannot be loaded", () => {
    startAppAfterHero(scripts, browserWindow(true));
    hero().dispatchEvent(new Event("error"));
    expect(started()).toEqual(scripts);
  });

  it("starts a second after load in a tab that paints nothing (hidden)", () => {
    startAppAfterHero(scripts, browserWindow(true));
    windowEvents.dispatchEvent(new Event("load"));
    jest.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(scripts);
  });

  it("without paint timing, starts two frames after the hero photo has loaded", () => {
    startAppAfterHero(scripts, browserWindow(false));
    jest.advanceTimersByTime(1000);
    expect(started()).toEqual([]);
    hero().dispatchEvent(new Event("load"));
    expectStartAfterTwoFrames();
  });
});

describe("reading the page's start", () => {
  it("sets the page's address for Gatsby's runtime and returns its scripts", () => {
    document.body.innerHTML = `<script type="application/json" id="page-start">${pageStartJson({ pagePath: "/hi/gallery", scripts })}</script>`;
    const win = { document } as unknown as Window & typeof globalThis;
    expect(readPageStart("page-start", win)).toEqual(scripts);
    expect((win as unknown as { pagePath: string }).pagePath).toBe("/hi/gallery");
  });
});
