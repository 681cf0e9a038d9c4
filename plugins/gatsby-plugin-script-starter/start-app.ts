// The page is complete without JavaScript (links, forms and the menu work), so its first job is to
// show the hero photo. Gatsby's scripts (`npm run bench` reports their size) would otherwise download alongside that image
// and run before it is painted: on a slow phone they delay the largest paint (docs/decisions/0001).
// So the build (plugins/gatsby-plugin-script-starter/start-app-html.ts) replaces them with this function, inlined, which
// fetches them once the hero (img[fetchpriority=high]) has been painted, or as soon as the visitor
// taps or types, whichever comes first; pages without a hero wait for their first content's paint.
//
// Where paint timing is reported (Chromium), that paint's own entry is the signal; a hidden tab,
// which paints nothing, starts a second after load. Elsewhere, two frames after the image has
// loaded it has been painted.
//
// It reaches the browser as its own source text: it uses nothing outside itself and no optional
// chaining (it is not transpiled). Its text is the same on every page, so the Content-Security-Policy
// allows it by one hash: what differs per page (its address and scripts) is data, a JSON <script>
// read by readPageStart (docs/decisions/0019-one-starter-for-every-page.md).

interface LargestPaint extends PerformanceEntry {
  element: Element | null;
}

/** Appends the scripts once the hero image (or the first content) has been painted, or on the first tap or key press. */
export function startAppAfterHero(scripts: string[], win: Window & typeof globalThis = window) {
  const doc = win.document;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of scripts) {
      const script = doc.createElement("script");
      script.src = src;
      doc.body.appendChild(script);
    }
  };
  const hero = doc.querySelector("img[fetchpriority=high]");
  for (const type of ["pointerdown", "keydown"]) win.addEventListener(type, start, { capture: true, passive: true });
  if (hero) hero.addEventListener("error", start);
  const Observer = win.PerformanceObserver;
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.includes("largest-contentful-paint")) {
    new Observer((list) => {
      if (list.getEntries().some((entry) => !hero || (entry as LargestPaint).element === hero)) start();
    }).observe({ type: "largest-contentful-paint", buffered: true });
    win.addEventListener("load", () => win.setTimeout(start, 1000));
  } else {
    const afterPaint = () => win.requestAnimationFrame(() => win.requestAnimationFrame(start));
    if (!hero || (hero as HTMLImageElement).complete) afterPaint();
    else hero.addEventListener("load", afterPaint);
  }
}

/** The id of the JSON <script> holding a page's own start: its address and the scripts it needs. */
export const PAGE_START_ID = "page-start";

export interface PageStart {
  /** The page's address as Gatsby wrote it (`window.pagePath`, which its runtime reads at start). */
  pagePath: string;
  scripts: string[];
}

/**
 * Reads the page's start from its JSON <script>, sets `window.pagePath` as Gatsby's own inline
 * script did, and returns the scripts to start.
 */
export function readPageStart(id: string, win: Window & typeof globalThis = window): string[] {
  const element = win.document.getElementById(id);
  const start = JSON.parse(element ? element.textContent || "{}" : "{}") as PageStart;
  (win as unknown as { pagePath: string }).pagePath = start.pagePath;
  return start.scripts || [];
}

/** The page's start as the content of a JSON <script>: "<" escaped, so no text can close the element. */
export const pageStartJson = (start: PageStart) => JSON.stringify(start).replace(/</g, "\\u003c");

/** The inline starter, one text for every page: the functions above, reading the page's JSON. */
export const startAppScript = () => `(${startAppAfterHero.toString()})((${readPageStart.toString()})(${JSON.stringify(PAGE_START_ID)}));`;
