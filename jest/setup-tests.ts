import "@testing-library/jest-dom";

// jsdom has no matchMedia (react-slick and the reduced-motion checks use it; react-slick #742).
// Tests that need a matching query set window.matchMedia themselves.
if (!window.matchMedia) {
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
