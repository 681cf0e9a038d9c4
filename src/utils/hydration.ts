// When is the page interactive? React 18 hydrates each <Suspense> boundary (see Deferred) in a task
// of its own after the root, so the root's first render is not the end. The boundaries are counted
// from the server's HTML (React writes <!--$--> before each), each one reports once it has hydrated,
// and html[data-hydrated] is set when the root and all of them have: scripts and tests wait for it.

let pending = 0;
let rootDone = false;

const finishIfDone = () => {
  if (rootDone && pending <= 0) document.documentElement.dataset.hydrated = "true";
};

/** Before hydration (onClientEntry): the number of server-rendered Suspense boundaries still to hydrate. */
export function countDeferredBoundaries(root: Node = document.body): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let count = 0;
  while (walker.nextNode()) if ((walker.currentNode as Comment).data === "$") count++;
  pending = count;
  return count;
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
