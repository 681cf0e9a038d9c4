import type { GatsbyBrowser } from "gatsby";
import { cacheDevanagariFaces } from "./devanagari-faces";

// Once React has taken over, on a Hindi page, the brand's faces are cached for the next one, each
// download at an idle moment (devanagari-faces.ts): onInitialClientRender runs inside the task that
// commits the hydrated page, where the fetch calls took 2-9 ms (unthrottled, /hi/).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  void cacheDevanagariFaces();
};
