// WCAG 2.2's target size (2.5.8): a link, button or other control is at least 24 by 24 CSS px.
// Its exception for a link inside a sentence is kept ("the size is constrained by the line-height of
// non-target text"); its spacing exception is not, so a target is big enough on its own, in any font.
// axe-core's target-size rule measures the same boxes but lets small targets pass on spacing, and a
// stretched link's box (its text) is what a reader of the page's geometry sees, not its ::after.

/** The controls on the page whose own box is under 24 px in either direction, named for the report. */
export function undersizedTargets(): string[] {
  const MIN = 24;
  const selector =
    "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [tabindex]:not([tabindex='-1'])";
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
  /** Text of the element's block that is not this target's: a link in a sentence has some on its line. */
  const inSentence = (el: HTMLElement) => {
    if (getComputedStyle(el).display !== "inline") return false;
    let block: HTMLElement | null = el.parentElement;
    while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
    if (!block) return false;
    const own = (el.textContent ?? "").replace(/\s+/g, "");
    return (block.textContent ?? "").replace(/\s+/g, "").length > own.length;
  };
  const found: string[] = [];
  for (const el of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
    // Not there for a pointer: hidden, or inside something hidden, inert or screen-reader-only.
    if (el.closest("[hidden], [inert], [aria-hidden='true'], .visually-hidden") || el.matches(":disabled")) continue;
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden" || style.pointerEvents === "none") continue;
    const box = el.getBoundingClientRect();
    // A skip link off the screen until focused, or a box of nothing: nothing to point at.
    if (box.width <= 1 || box.height <= 1 || box.bottom < -1000 || box.right < 0) continue;
    if (box.width >= MIN - 0.5 && box.height >= MIN - 0.5) continue;
    if (inSentence(el)) continue;
    found.push(`${name(el)} is ${Math.round(box.width * 10) / 10}×${Math.round(box.height * 10) / 10} px`);
  }
  return found;
}
