import { useEffect, useState } from "react";

/**
 * Whether a media query matches. False while server-rendering and until mounted (so hydration
 * matches the server's page); CSS media queries cover that first paint where it matters.
 */
export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(query);
    setMatches(media.matches);
    const onChange = (e: MediaQueryListEvent) => setMatches(e.matches);
    media.addEventListener?.("change", onChange);
    return () => media.removeEventListener?.("change", onChange);
  }, [query]);
  return matches;
}
