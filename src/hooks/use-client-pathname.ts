import { useEffect, useState } from "react";
import { englishPathOf } from "../../model/locales";

/** The browser's path as in English ("/services/x" on /hi/services/x) once mounted; null while server-rendering, so hydration matches. */
export function useClientPathname(): string | null {
  const [pathname, setPathname] = useState<string | null>(null);
  useEffect(() => setPathname(englishPathOf(window.location.pathname)), []);
  return pathname;
}
