// Hindi pages' Devanagari faces weigh 80 KB. Declared from the start, a browser fetches them at the
// first layout, beside the hero photo: on a slow phone that held LCP at about 1.9 s (Lighthouse
// mobile, /hi/packages/themes/honeymoon: 1886 ms, 1057 ms without), for faces that are
// font-display: optional and so rarely arrived in time to be shown on that first page anyway.
// So they sit in a switched-off <style> (gatsby-ssr.tsx). Once the page has started, they are
// fetched into the cache, and every later page switches them on before its first paint, when they
// come from the cache at once. Without scripts or storage the device's Devanagari font is used.

/** The id of the switched-off <style> and the storage key saying its faces are cached. */
export const devanagariFacesId = "brand-devanagari";

/**
 * Runs in <head>, right after the <style>, before the first paint: when an earlier page has cached
 * the faces, switches them on and preloads their files, which (being optional faces) lets the first
 * paint wait the moment the cache needs, as English pages do for their preloaded faces. Storage that
 * throws (private modes, blocked cookies) leaves the device's font. It reaches the browser as its
 * own source text (see start-app.ts): it uses nothing outside itself, and has no comment inside.
 */
export function switchOnIfCached(id: string, files: string[], doc: Document = document) {
  try {
    const style = doc.getElementById(id) as HTMLStyleElement | null;
    if (!style || !doc.defaultView || !doc.defaultView.localStorage.getItem(id)) return;
    for (const file of files) {
      const link = doc.createElement("link");
      link.setAttribute("rel", "preload");
      link.setAttribute("as", "font");
      link.setAttribute("type", "font/woff2");
      link.setAttribute("crossorigin", "anonymous");
      link.setAttribute("href", file);
      doc.head.appendChild(link);
    }
    style.media = "all";
  } catch (e) {
    return;
  }
}

/** The inline script for Hindi pages, given the faces' files. */
export const switchOnScript = (files: string[]) => `(${switchOnIfCached.toString()})(${JSON.stringify(devanagariFacesId)}, ${JSON.stringify(files)});`;

/**
 * After the page has started: fetch the switched-off faces' files into the cache, unused on this
 * page (a FontFace that is not added to document.fonts draws nothing), and remember that they are there.
 */
export async function cacheDevanagariFaces(win: Window & typeof globalThis = window): Promise<void> {
  const style = win.document.getElementById(devanagariFacesId) as HTMLStyleElement | null;
  if (!style || style.media === "all" || !style.sheet || !win.FontFace) return;
  const sources = new Set(
    [...style.sheet.cssRules].filter((rule): rule is CSSFontFaceRule => rule instanceof win.CSSFontFaceRule).map((rule) => rule.style.getPropertyValue("src")),
  );
  try {
    await Promise.all([...sources].map((src) => new win.FontFace(devanagariFacesId, src).load()));
    win.localStorage.setItem(devanagariFacesId, "cached");
  } catch {
    // A failed download or storage that throws: the next page tries again.
  }
}
