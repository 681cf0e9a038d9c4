import { useEffect, useState } from "react";

/** The browser's path once mounted; null while server-rendering, so hydration matches. */
export function useClientPathname(): string | null {
  const [pathname, setPathname] = useState<string | null>(null);
  useEffect(() => setPathname(window.location.pathname), []);
  return pathname;
}
