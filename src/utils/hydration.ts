import { startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

// When is the page interactive? React 18 hydrates each <Suspense> boundary in a task of its own after
// the root, so the root's first render is not the end. The contract: only Deferred boundaries are
// waited for. Each one server-renders a marker (<template data-deferred>) and reports once it has
// hydrated; html[data-hydrated] is set when the root and every marked boundary have. Any other
// Suspense boundary is not counted, so adding one can never hold the mark back.

let pending = 0;
let rootDone = false;

const finishIfDone = () => {
  if (rootDone && pending <= 0) document.documentElement.dataset.hydrated = "true";
};

/** Before hydration (onClientEntry): the number of server-rendered Deferred boundaries still to hydrate. */
export function countDeferredBoundaries(root: ParentNode = document.body): number {
  pending = root.querySelectorAll("template[data-deferred]").length;
  rootDone = false;
  return pending;
}

/** A Deferred boundary has hydrated (or mounted after a client-side navigation, which changes nothing). */
export function boundaryHydrated() {
  pending--;
  finishIfDone();
}

/** The root has rendered (onInitialClientRender). */
export function rootHydrated() {
  rootDone = true;
  finishIfDone();
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
