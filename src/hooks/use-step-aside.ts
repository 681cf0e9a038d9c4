import { useEffect, useState, type RefObject } from "react";

/** What the floating buttons must never cover: marked on a price box, a table of figures, the filters. */
export const keepClear = { "data-keep-clear": "" } as const;

/** Room kept around the buttons, in px: a thumb aimed just beside them does not hit them. */
const MARGIN = 8;

/**
 * True while something a visitor reads or works with lies under the floating buttons: an element
 * marked `keepClear`, or the focused control. One IntersectionObserver whose root is the screen's
 * corner the buttons stand in (from their top-left edge, less MARGIN, to the bottom-right), so the
 * browser reports the overlap as the page scrolls, with no work per frame. The corner is measured
 * from the buttons' own box (which never moves: only its links step aside), again on each page
 * (`page`) and when the screen changes size.
 */
export function useStepAside(corner: RefObject<HTMLElement>, page: string, enabled: boolean): boolean {
  const [aside, setAside] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `page` is read from the DOM, not from itself: a new page has new elements to keep clear.
  useEffect(() => {
    const box = corner.current;
    if (!enabled || !box || typeof IntersectionObserver === "undefined") return undefined;
    const under = new Set<Element>();
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      observer?.disconnect();
      under.clear();
      const { top, left } = box.getBoundingClientRect();
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) under.add(entry.target);
            else under.delete(entry.target);
          }
          setAside(under.size > 0);
        },
        { rootMargin: `${-Math.max(0, top - MARGIN)}px 0px 0px ${-Math.max(0, left - MARGIN)}px` },
      );
      for (const element of document.querySelectorAll("[data-keep-clear]")) observer.observe(element);
      const focused = document.activeElement;
      if (focused && focused !== document.body && !box.contains(focused)) observer.observe(focused);
      setAside(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && !box.contains(event.target)) observer?.observe(event.target);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || event.target.closest("[data-keep-clear]") === event.target) return;
      observer?.unobserve(event.target);
      under.delete(event.target);
      setAside(under.size > 0);
    };
    let frame = 0;
    const onResize = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(watch);
    };
    watch();
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    window.addEventListener("resize", onResize);
    return () => {
      observer?.disconnect();
      cancelAnimationFrame(frame);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
      window.removeEventListener("resize", onResize);
    };
  }, [corner, page, enabled]);
  return aside;
}
