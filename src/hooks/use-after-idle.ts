import { useEffect, useState } from "react";

/**
 * False while server-rendering and until the browser's first idle moment after mount (at the
 * latest `timeout` ms later): for work a loading page should not pay for. Where the browser reports
 * no idle moments (Safari), true a moment after the page's load event.
 */
export function useAfterIdle(timeout = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(done, { timeout });
      return () => window.cancelIdleCallback(id);
    }
    let timer = 0;
    const afterLoad = () => {
      timer = window.setTimeout(done, 100);
    };
    if (document.readyState === "complete") afterLoad();
    else window.addEventListener("load", afterLoad, { once: true });
    return () => {
      window.removeEventListener("load", afterLoad);
      window.clearTimeout(timer);
    };
  }, [timeout]);
  return idle;
}
