import { useEffect, useState } from "react";
import { nextVisitorCount } from "../utils/visitor-count";

/** The visit number, counted once per mount in the browser; null while server-rendering. */
export function useVisitorCount(): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => setCount(nextVisitorCount(() => window.localStorage)), []);
  return count;
}
