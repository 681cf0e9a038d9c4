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
// written right before it and read by readPageStart (docs/decisions/0019-one-starter-for-every-page.md).
// It reads that element and no other, and starts only scripts of the build's own form: a page's
// content can give an element any id, and a script the starter adds is trusted by the policy
// ('strict-dynamic'), so an id lookup let a guide's heading start any script (docs/decisions/0040).

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

/**
 * The address of a script the build writes, and the only kind the starter starts: a file at the
 * site's root, named by webpack for its chunk and its content hash ("/app-11910c7a89f86c8dc629.js").
 * Never another host, a query, a folder or another scheme.
 */
export const OWN_SCRIPT = /^\/[a-z0-9][\w-]*-[0-9a-f]{20}\.js$/;

export interface PageStart {
  /** The page's address as Gatsby wrote it (`window.pagePath`, which its runtime reads at start). */
  pagePath: string;
  scripts: string[];
}

/**
 * Reads the page's start from the JSON <script> written right before the running script (the
 * starter), checked to be one: a script element of type application/json. Sets `window.pagePath`
 * as Gatsby's own inline script did, and returns the scripts to start, or none when anything is
 * not as the build writes it (a script of another form, an address that is no site path).
 */
export function readPageStart(ownScript: RegExp, win: Window & typeof globalThis = window): string[] {
  const self = win.document.currentScript;
  const data = self ? self.previousElementSibling : null;
  if (!data || data.tagName !== "SCRIPT" || data.getAttribute("type") !== "application/json") return [];
  let start: PageStart;
  try {
    start = JSON.parse(data.textContent || "") as PageStart;
  } catch (_notJson) {
    return [];
  }
  const scripts = start ? start.scripts : null;
  if (!start || typeof start.pagePath !== "string" || !/^\/(?!\/)/.test(start.pagePath)) return [];
  if (!Array.isArray(scripts) || !scripts.every((src) => typeof src === "string" && ownScript.test(src))) return [];
  (win as unknown as { pagePath: string }).pagePath = start.pagePath;
  return scripts;
}

/** The page's start as the content of a JSON <script>: "<" escaped, so no text can close the element. */
export const pageStartJson = (start: PageStart) => JSON.stringify(start).replace(/</g, "\\u003c");

/** The inline starter, one text for every page: the functions above, reading the page's JSON written right before it. */
export const startAppScript = () => `(${startAppAfterHero.toString()})((${readPageStart.toString()})(${OWN_SCRIPT.toString()}));`;
