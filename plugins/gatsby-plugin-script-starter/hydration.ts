import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * html[data-hydrated]: scripts and tests wait for it. Set by onInitialClientRender, which Gatsby runs
 * from the root's first effect, so it means "the root has committed": the whole page, as no part of
 * it is a Suspense boundary. A Suspense boundary added later hydrates on its own, after this mark
 * (React hydrates it at once if it is clicked first); the mark never waits for one, so it cannot hang.
 */
export function markHydrated() {
  document.documentElement.dataset.hydrated = "true";
}

/**
 * Gatsby's replaceHydrateFunction: hydrate the server's HTML as a transition. React then renders the
 * root in slices of about 5 ms and lets the browser paint and answer input in between, where a plain
 * hydrateRoot renders it in one long task (total blocking time). A click that lands first makes React
 * hydrate at once, so no early click is lost. An empty container (gatsby develop) is simply rendered.
 */
export function hydrateInTransition(element: ReactNode, container: Element | Document | DocumentFragment | null) {
  if (!(container instanceof Element)) throw new Error("hydrateInTransition: Gatsby's root element #___gatsby is missing");
  if (!container.firstChild) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
  return () => {};
}
