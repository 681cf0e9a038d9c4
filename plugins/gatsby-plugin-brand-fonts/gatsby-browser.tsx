import type { GatsbyBrowser } from "gatsby";
import { cacheDevanagariFaces } from "./devanagari-faces";

// Once React has taken over, on a Hindi page, the Devanagari faces are cached for the next one.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  void cacheDevanagariFaces();
};
