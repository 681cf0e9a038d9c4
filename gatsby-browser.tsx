import type { GatsbyBrowser } from "gatsby";
import { Layout, layoutProps } from "./src/components/layout/layout";
import { hydrateInTransition, markHydrated } from "./src/utils/hydration";
import { cacheDevanagariFaces } from "./src/utils/devanagari-faces";

// The layout persists across client-side navigation (the translation widget relies on it).
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout {...layoutProps(props)}>{element}</Layout>
);

// Marks the document once React has taken over (src/utils/hydration.ts), so scripts and tests know
// the page is interactive; then, on a Hindi page, caches the Devanagari faces for the next one.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  markHydrated();
  void cacheDevanagariFaces();
};

// The root hydrates in short slices rather than one long task (src/utils/hydration.ts). Not typed as
// GatsbyBrowser["replaceHydrateFunction"]: that is the legacy ReactDOM.render signature, not a React 18 root's.
export const replaceHydrateFunction = () => hydrateInTransition;
