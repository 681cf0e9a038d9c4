// jsdom has no matchMedia (react-slick and the reduced-motion checks use it; react-slick #742).
// setup-tests.ts installs one that matches nothing; a test that needs a query to match installs its own.

/** window.matchMedia answering `matches(query)` for every media query. */
export function mockMatchMedia(matches: (query: string) => boolean = () => false) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

/** A browser whose visitor asks for reduced motion, or not. */
export const mockReducedMotion = (reduce: boolean) => mockMatchMedia((query) => reduce && query.includes("prefers-reduced-motion"));
