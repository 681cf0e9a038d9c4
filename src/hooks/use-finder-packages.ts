import { useCallback, useEffect, useRef, useState } from "react";

/** The finder's list: not asked for yet, on its way, here, or failed (the visitor may retry). */
export type FinderPackages<T> = { status: "idle" } | { status: "loading" } | { status: "loaded"; packages: readonly T[] } | { status: "failed" };

/**
 * Every package's card for the /packages finder, fetched from `url` the first time `load` is
 * called (docs/decisions/0022-finder-data-on-first-use.md). A second call while it loads or once it
 * is here does nothing; after a failure it tries again.
 */
export function useFinderPackages<T>(url: string): [FinderPackages<T>, () => void] {
  const [state, setState] = useState<FinderPackages<T>>({ status: "idle" });
  const busy = useRef(false);
  const done = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(() => {
    if (busy.current || done.current) return;
    busy.current = true;
    setState({ status: "loading" });
    fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${url}: ${response.status}`);
        return response.json() as Promise<T[]>;
      })
      .then(
        (packages) => {
          done.current = true;
          if (mounted.current) setState({ status: "loaded", packages });
        },
        () => {
          if (mounted.current) setState({ status: "failed" });
        },
      )
      .finally(() => {
        busy.current = false;
      });
  }, [url]);

  return [state, load];
}
