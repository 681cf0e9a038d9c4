import type { Page } from "@playwright/test";

// What a keyboard-only visitor reaches: the page records each element that takes focus (and whether
// it shows a focus indicator at that moment), while the test presses Tab. Reading that record once
// per batch of presses, rather than after each one, and sending a batch's presses at once keep a
// long page quick to walk.

/** The links and controls a visitor can see and Tab to; a group of radio buttons is one Tab stop (arrows move within it). */
export const focusableCount = (page: Page) =>
  page.evaluate(() => {
    const selector = "a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";
    const inert = (el: Element | null) => !!el?.closest("[inert], [aria-hidden='true']");
    const visible = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((el) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return !inert(el) && style.visibility !== "hidden" && style.display !== "none" && box.width > 0 && box.height > 0 && el.tabIndex >= 0;
    });
    const radioGroups = new Set(
      visible
        .filter((el): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === "radio")
        .map((r) => `${r.form?.getAttribute("name")}/${r.name}`),
    );
    return visible.filter((el) => !(el instanceof HTMLInputElement && el.type === "radio")).length + radioGroups.size;
  });

interface Reached {
  /** Distinct elements that took focus. */
  reached: number;
  /** Those of them that showed no focus indicator (outline or box shadow). */
  withoutIndicator: string[];
}

/** Presses Tab until `expected` distinct elements have taken focus, or 40 presses more than that. */
export async function tabThrough(page: Page, expected: number): Promise<Reached> {
  await page.evaluate(() => {
    const seen = new Map<string, boolean>();
    (window as unknown as { __tabbed: Map<string, boolean> }).__tabbed = seen;
    document.addEventListener("focusin", (event) => {
      const el = event.target as HTMLElement;
      const style = getComputedStyle(el);
      const outlined = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
      const path: string[] = [];
      for (let n: Element | null = el; n && n !== document.body; n = n.parentElement) {
        path.unshift(`${n.tagName}:${Array.from(n.parentElement?.children ?? []).indexOf(n)}`);
      }
      seen.set(path.join(">"), outlined || style.boxShadow !== "none");
    });
  });
  const read = () =>
    page.evaluate(() => {
      const seen = (window as unknown as { __tabbed: Map<string, boolean> }).__tabbed;
      return { reached: seen.size, withoutIndicator: [...seen].filter(([, shown]) => !shown).map(([key]) => key) };
    });
  // The presses of a batch go to the browser at once, as the key events page.keyboard.press("Tab")
  // sends, in order, without a round trip each (the browser handles input events in order).
  const cdp = await page.context().newCDPSession(page);
  const tab = { key: "Tab", code: "Tab", windowsVirtualKeyCode: 9 };
  const pressTab = (times: number) =>
    Promise.all(
      Array.from({ length: times }).flatMap(() => [
        cdp.send("Input.dispatchKeyEvent", { type: "rawKeyDown", ...tab }),
        cdp.send("Input.dispatchKeyEvent", { type: "keyUp", ...tab }),
      ]),
    );
  let presses = 0;
  let result = await read();
  while (result.reached < expected && presses < expected + 40) {
    const batch = Math.max(expected - result.reached, 5);
    await pressTab(batch);
    presses += batch;
    result = await read();
  }
  await cdp.detach();
  return result;
}
