import { Suspense, useEffect, type ReactNode } from "react";
import { boundaryHydrated } from "../utils/hydration";

function HydrationReport() {
  useEffect(boundaryHydrated, []);
  return null;
}

/**
 * Content below the first screen, hydrated after what is above it: React 18 hydrates each Suspense
 * boundary in a task of its own, so the page's one long hydration task becomes several short ones
 * and the main thread answers in between (total blocking time). Nothing here suspends.
 */
export function Deferred({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HydrationReport />
      {children}
    </Suspense>
  );
}
