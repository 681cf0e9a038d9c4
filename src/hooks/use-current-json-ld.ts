import { useEffect } from "react";
import { jsonLd } from "../utils/structured-data";

// Gatsby renders a page's Head in the browser into a hidden root and copies its elements into
// <head> once per page render: a later re-render of the Head itself (here, at midnight in India
// time, while the page stays open) changes only the hidden copy. This writes the new text into the
// block in <head> that has the same "@id". See docs/decisions/0018-current-departures-in-the-browser.md.

/** Keeps the JSON-LD block with this block's "@id" in document.head equal to it. */
export function useCurrentJsonLd(block: { "@id"?: string } | null) {
  const text = block ? jsonLd(block) : "";
  const id = block?.["@id"];
  useEffect(() => {
    if (!id) return;
    for (const script of document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')) {
      let data: { "@id"?: string } | undefined;
      try {
        data = JSON.parse(script.textContent ?? "");
      } catch {
        continue;
      }
      if (data?.["@id"] === id && script.textContent !== text) script.textContent = text;
    }
  }, [id, text]);
}
