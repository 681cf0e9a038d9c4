import type { GatsbyBrowser } from "gatsby";
import { cacheDevanagariFaces } from "./devanagari-faces";

// Once React has taken over, on a Hindi page, the Devanagari faces are cached for the next one. Not
// at once: onInitialClientRender runs inside the task that commits the hydrated page, where the
// fetch calls alone took 2-9 ms (unthrottled, /hi/); an idle moment after it costs no one.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const cache = () => void cacheDevanagariFaces();
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(cache, { timeout: 3000 });
  else window.setTimeout(cache, 200);
};
