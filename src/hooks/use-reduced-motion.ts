import { useMediaQuery } from "./use-media-query";

const QUERY = "(prefers-reduced-motion: reduce)";

/**
 * Whether the visitor asked for less motion. False while server-rendering and until mounted;
 * CSS (the reducedMotion media query) covers that first paint.
 */
export const useReducedMotion = (): boolean => useMediaQuery(QUERY);
