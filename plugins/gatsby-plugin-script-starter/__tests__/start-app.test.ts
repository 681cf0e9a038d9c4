import { OWN_SCRIPT, pageStartJson, readPageStart, startAppAfterHero, startAppScript } from "../start-app";

// The site's scripts wait until the hero photo is on screen; the page must still always start.
const scripts = ["/webpack-runtime-b2ebabbd372b911e7f92.js", "/framework-c59dcae77640cd628e92.js", "/app-11910c7a89f86c8dc629.js"];
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
  type StartWindow = Window & typeof globalThis & { pagePath?: string; read?: string[] };
  const win = window as StartWindow;
  beforeEach(() => {
    delete win.pagePath;
    delete win.read;
  });

  /** The page's JSON (when given) and, right after it, a script that reads it as the starter does, run by the page. */
  function runReader(json?: string) {
    if (json !== undefined) document.body.insertAdjacentHTML("beforeend", `<script type="application/json">${json}</script>`);
    const reader = document.createElement("script");
    reader.textContent = `window.read = (${readPageStart.toString()})(${OWN_SCRIPT.toString()});`;
    document.body.appendChild(reader);
    return win.read;
  }
  const own = pageStartJson({ pagePath: "/hi/gallery", scripts });

  it("takes the JSON written right before it, sets the page's address for Gatsby's runtime and returns its scripts", () => {
    expect(runReader(own)).toEqual(scripts);
    expect(win.pagePath).toBe("/hi/gallery");
  });

  // A guide's heading could once carry the id the starter looked up (issue 60): a heading with
  // that id and JSON for its words, written before the page's own data.
  it("never reads an element a page's content could write, whatever its id", () => {
    document.body.innerHTML = `<h2 id="page-start">{"pagePath":"/x","scripts":["//evil.example/x.js"]}</h2><h2 id="page-start-1">Page start</h2>`;
    expect(runReader(own)).toEqual(scripts);
    expect(win.pagePath).toBe("/hi/gallery");
  });

  it("starts nothing when what stands before it is not its JSON script", () => {
    document.body.innerHTML = `<h2 id="page-start">${pageStartJson({ pagePath: "/x", scripts })}</h2>`;
    expect(runReader()).toEqual([]);
    document.body.innerHTML = `<script type="text/plain">${own}</script>`;
    expect(runReader()).toEqual([]);
    document.body.innerHTML = "";
    expect(runReader("{not json")).toEqual([]);
    expect(win.pagePath).toBeUndefined();
  });

  it.each([
    ["another host", "//evil.example/x.js"],
    ["an absolute address", "https://evil.example/app-11910c7a89f86c8dc629.js"],
    ["a path that is not the build's", "/admin/sveltia-cms.js"],
    ["a data address", "data:text/javascript,alert(1)"],
    ["a query after the file", "/app-11910c7a89f86c8dc629.js?x=1"],
    ["a path with folders", "/static/app-11910c7a89f86c8dc629.js"],
  ])("starts none of the scripts when one is not the build's own (%s)", (_what, src) => {
    expect(runReader(pageStartJson({ pagePath: "/", scripts: [...scripts, src] }))).toEqual([]);
    expect(win.pagePath).toBeUndefined();
  });

  it("takes no address for the page that is not a path of this site", () => {
    expect(runReader(pageStartJson({ pagePath: "//evil.example", scripts }))).toEqual([]);
    expect(runReader(JSON.stringify({ pagePath: 1, scripts }))).toEqual([]);
  });

  it("as one inline script on a page, starts only the page's own scripts once the visitor acts", () => {
    document.body.innerHTML = `<h2 id="page-start">{"pagePath":"/x","scripts":["//evil.example/x.js"]}</h2><h1>Bali</h1>`;
    document.body.insertAdjacentHTML("beforeend", `<script type="application/json">${own}</script>`);
    const starter = document.createElement("script");
    starter.textContent = startAppScript();
    document.body.appendChild(starter);
    window.dispatchEvent(new Event("pointerdown"));
    expect(started()).toEqual(scripts);
  });
});
