import type { Locator, Page } from "@playwright/test";

// The floating call and WhatsApp buttons (src/components/layout/contact-widget.tsx), read as a
// visitor's finger meets them: by their boxes on the screen, never by a font's metrics.

/**
 * For each element the locator finds, scrolled to where the buttons stand (its bottom just above
 * the screen's bottom edge, then its top level with the buttons' top, then its middle in their
 * corner) and, if it can take focus, focused there: the floating buttons that can be tapped and
 * overlap it. An empty list means nothing the locator finds is ever under a button.
 */
export async function coveredByFloatingButtons(page: Page, targets: Locator, widget: Locator, { focus = false } = {}): Promise<string[]> {
  const found: string[] = [];
  const count = await targets.count();
  for (let i = 0; i < count; i++) {
    const target = targets.nth(i);
    if (!(await target.isVisible())) continue;
    for (const place of ["bottom", "top", "middle"] as const) {
      await target.evaluate((el, where) => {
        const corner = document.querySelector("aside[data-aside]")?.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        const top = corner?.top ?? window.innerHeight - 130;
        const wanted = where === "bottom" ? window.innerHeight - 4 - box.height : where === "top" ? top : top + 40 - box.height / 2;
        window.scrollBy(0, box.top - wanted);
      }, place);
      if (focus) await target.focus();
      // The browser reports the overlap in its next frames (IntersectionObserver); reduced motion: no transition.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 50)))));
      const overlap = await page.evaluate(
        ([el, links]) => {
          const box = (el as Element).getBoundingClientRect();
          return (links as Element[])
            .filter((a) => getComputedStyle(a).visibility === "visible")
            .map((a) => a.getBoundingClientRect())
            .filter((b) => b.right > 0 && b.left < window.innerWidth)
            .some((b) => b.left < box.right && box.left < b.right && b.top < box.bottom && box.top < b.bottom);
        },
        [await target.elementHandle(), await widget.locator("a").elementHandles()] as const,
      );
      if (overlap)
        found.push(
          `${await target.evaluate((el) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}"`)} (${place}${focus ? ", focused" : ""})`,
        );
    }
  }
  return found;
}
