import type { GatsbyBrowser } from "gatsby";
import { hydrateInTransition, markHydrated } from "./hydration";

// Marks the document once React has taken over (hydration.ts), so scripts and tests know the page
// is interactive.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  markHydrated();
};

// The root hydrates in short slices rather than one long task (hydration.ts). Not typed as
// GatsbyBrowser["replaceHydrateFunction"]: that is the legacy ReactDOM.render signature, not a React 18 root's.
export const replaceHydrateFunction = () => hydrateInTransition;
