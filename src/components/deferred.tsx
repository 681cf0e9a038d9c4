import { Suspense, useEffect, type ReactNode } from "react";
import { boundaryHydrated } from "../utils/hydration";

/** The boundary's marker: counted before hydration, it reports once the boundary has hydrated. */
function HydrationReport() {
  useEffect(boundaryHydrated, []);
  // Inert and invisible; the selector countDeferredBoundaries looks for.
  return <template data-deferred="" />;
}

/**
 * A part of the page hydrated in a task of its own, after the root: React 18 hydrates each Suspense
 * boundary separately, so the page's one long hydration task becomes several short ones and the main
 * thread answers input in between (total blocking time). It wraps the header, the hero and each
 * section, not only what is below the first screen. Nothing here suspends. html[data-hydrated]
 * waits for every Deferred (src/utils/hydration.ts); a plain Suspense boundary is not waited for.
 */
export function Deferred({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HydrationReport />
      {children}
    </Suspense>
  );
}
