import type { GatsbyBrowser } from "gatsby";
import { cacheDevanagariFaces } from "./devanagari-faces";

// Once React has taken over, on a Hindi page, the brand's faces are cached for the next one, each
// download at an idle moment (devanagari-faces.ts): onInitialClientRender runs inside the task that
// commits the hydrated page, where the fetch calls made that task longer (record 0015).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  void cacheDevanagariFaces();
};
