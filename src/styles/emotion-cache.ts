import createCache, { type EmotionCache } from "@emotion/cache";

// Emotion's styles as the server rendered them: one <style> in <head> (gatsby-ssr.tsx), named by
// this attribute with the ids of the rules it holds. Not Emotion's own `data-emotion="css …"`:
// Emotion's client takes that element out of <head> and puts it back at the end, twice, as it
// starts, and each move makes the browser match every element against every rule again (the cost
// on a slow phone: docs/decisions/0027-emotion-styles-adopted-in-place.md).

/** The attribute of the server's <style>: its value is the ids of the rules it holds, space-separated. */
export const serverStylesAttribute = "data-server-styles";

/** The key of every class name Emotion makes ("css-…"), on the server and in the browser. */
export const emotionKey = "css";

/**
 * The browser's Emotion cache: the rules of the server's <style> count as inserted, so hydration
 * adds none, and the element becomes the sheet's first tag where it is, as Emotion's own hydration
 * would make it after moving it: <Global> styles go before it, rules first needed later after it.
 */
export function browserEmotionCache(): EmotionCache {
  const cache = createCache({ key: emotionKey });
  const server = document.querySelector<HTMLStyleElement>(`style[${serverStylesAttribute}]`);
  if (server) {
    for (const id of (server.getAttribute(serverStylesAttribute) ?? "").split(" ")) if (id) cache.inserted[id] = true;
    cache.sheet.tags.push(server);
  }
  return cache;
}
