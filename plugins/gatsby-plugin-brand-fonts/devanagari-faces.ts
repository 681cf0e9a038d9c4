import { buildIds } from "../../src/utils/page-ids";

// Hindi pages' Devanagari faces are large. Declared from the start, a browser fetches them at the
// first layout, beside the hero photo: on a slow phone that held LCP back by most of a second
// (docs/decisions/0015-devanagari-faces-from-the-second-page.md has the figures), for faces that are
// font-display: optional and so rarely arrived in time to be shown on that first page anyway.
// So they sit in a switched-off <style> (gatsby-ssr.tsx) that names its files, with Hindi pages'
// Latin faces (digits, prices, the brand's name): those too were optional, and each one arriving
// after the first paint made Chromium lay the whole page out again. Once the page has started,
// those files are fetched into the HTTP cache and their names remembered; every later page whose
// <style> names the same files switches them on before its first paint, when they come from the
// cache at once. Without scripts or storage the device's fonts are used.

/** The id of the switched-off <style>, and the storage key under which the names of its cached files are kept. */
export const devanagariFacesId = buildIds.devanagariFaces;

/**
 * The attribute on the <style> listing its faces' files, by their versioned URLs, space-separated.
 * Both steps below read it: what is stored is what was fetched, and a new font version (new URLs)
 * no longer matches what an earlier visit stored.
 */
export const devanagariFilesAttribute = "data-files";

/**
 * Runs in <head>, right after the <style>, before the first paint: when an earlier page has cached
 * the very files this <style> names, switches the faces on and preloads them, which (being optional
 * faces) lets the first paint wait the moment the cache needs, as English pages do for their
 * preloaded faces. Files of another version stay off: their preloads would come from the network.
 * Storage that throws (private modes, blocked cookies) leaves the device's font.
 *
 * Written as source text, not taken from a compiled function as the starter is: the server render
 * (webpack) writes it into the pages and the policy's allow-list (plugins/gatsby-plugin-security-headers,
 * compiled by the build's other bundler) makes it again to hash it, and the two would minify a
 * function differently; a string is the same bytes to both (docs/decisions/0040).
 */
const switchOnIfCached = `function (id, attribute) {
  try {
    var style = document.getElementById(id);
    var files = style && style.getAttribute(attribute);
    if (!style || !files || !window.localStorage || window.localStorage.getItem(id) !== files) return;
    var list = files.split(" ");
    for (var i = 0; i < list.length; i++) {
      var link = document.createElement("link");
      link.setAttribute("rel", "preload");
      link.setAttribute("as", "font");
      link.setAttribute("type", "font/woff2");
      link.setAttribute("crossorigin", "anonymous");
      link.setAttribute("href", list[i]);
      document.head.appendChild(link);
    }
    style.media = "all";
  } catch (blocked) {
    return;
  }
}`;

/** The inline script for Hindi pages. */
export const switchOnScript = () => `(${switchOnIfCached})(${JSON.stringify(devanagariFacesId)}, ${JSON.stringify(devanagariFilesAttribute)});`;

/** Resolves at the browser's next idle moment (or soon, where it reports none). */
const nextIdle = (win: Window & typeof globalThis) =>
  new Promise<void>((resolve) => {
    if (typeof win.requestIdleCallback === "function") win.requestIdleCallback(() => resolve(), { timeout: 3000 });
    else win.setTimeout(resolve, 50);
  });

/**
 * After the page has started, when the faces are off (first visit, or files of another version
 * stored): fetch the files the <style> names into the HTTP cache and store their names for the next
 * page. A plain fetch, not FontFace.load(): a loaded FontFace, even one never added to the document,
 * made Chromium lay the whole page out again ("Fonts changed"; record 0015 has the cost). Same
 * origin, CORS mode and credentials as the next page's `<link rel="preload" crossorigin>`, so that
 * preload finds the files in the cache. Each download starts at an idle moment of its own, and so
 * does the storing: together, the eight calls made one long task (record 0015).
 */
export async function cacheDevanagariFaces(win: Window & typeof globalThis = window): Promise<void> {
  const style = win.document.getElementById(devanagariFacesId) as HTMLStyleElement | null;
  const files = style?.getAttribute(devanagariFilesAttribute);
  if (!style || !files || style.media === "all" || !win.fetch) return;
  // A failed download or storage that throws: nothing is stored, and the next page tries again.
  // Each download's failure is caught as it happens, not left unhandled while the next one waits.
  let failed = false;
  const downloads: Promise<void>[] = [];
  for (const file of files.split(" ")) {
    await nextIdle(win);
    downloads.push(
      download(win, file).catch(() => {
        failed = true;
      }),
    );
  }
  await Promise.all(downloads);
  if (failed) return;
  await nextIdle(win);
  try {
    win.localStorage.setItem(devanagariFacesId, files);
  } catch {
    // Storage that throws (private modes, blocked cookies): the faces stay off.
  }
}

async function download(win: Window & typeof globalThis, file: string) {
  const response = await win.fetch(file, { mode: "cors", credentials: "same-origin" });
  if (!response.ok) throw new Error(`${file}: ${response.status}`);
  // Read to the end: a file is in the cache once its body has arrived.
  await response.arrayBuffer();
}
