import "@testing-library/jest-dom";

// jsdom has no matchMedia (react-slick and the reduced-motion checks use it; react-slick #742).
// Tests that need a matching query set window.matchMedia themselves.
// Node-environment tests (scripts/) have no window at all.
if (typeof window !== "undefined" && !window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: false,
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
