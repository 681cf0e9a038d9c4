// Where a text in a language that ends its sentences with another mark (Hindi: "।") ends one with
// a Latin full stop. Read by the content check (rules/full-stops.ts) on every text of content/hi/
// and by the end-to-end tests on every text of a built Hindi page. A full stop that ends no
// sentence is left alone: a decimal ("4.8", "5.5"), an address or an e-mail address (a link's
// target in a guide too), a file or package name, an ellipsis, a Latin abbreviation ("e.g.", "St.").

const DEVANAGARI = /[\u0900-\u097F]/;
const ADDRESS = /\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A Markdown link's or image's target: "[words](/hi/contact)". */
const TARGET = /\]\([^)\s]*\)/g;
/** Latin abbreviations that keep their point in any language. */
const ABBREVIATION = /^(?:[A-Za-z]\.)*[A-Za-z]$|^(?:St|Dr|Mr|Mrs|Ms|No|Co|Ltd|Pvt|vs|etc|Jr|Sr)$/;
/** A full stop with what closes after it (a quote, a bracket, Markdown emphasis) and the end of the text or a space. */
const STOP = /\.(?=["'”’)\]*_]*(?:\s|$))/g;

/** Each Latin full stop ending a sentence, with the sentence it ends ("आराम का दिन है."). */
export function latinStops(text: string): string[] {
  if (!text.includes(".") || !DEVANAGARI.test(text)) return [];
  const plain = text.replace(TARGET, "]").replace(ADDRESS, (address) => " ".repeat(address.length));
  const found: string[] = [];
  for (const stop of plain.matchAll(STOP)) {
    const before = plain.slice(0, stop.index);
    if (before.endsWith(".") || before.endsWith(" ") || before === "") continue;
    const word = before.match(/\S+$/)?.[0].replace(/^["'“‘([*_]+/, "") ?? "";
    if (ABBREVIATION.test(word)) continue;
    // The sentence it ends, from the last one's end, or its last eight words.
    const words = (before.split(/[।?!.]["'”’)\]*_]*\s/).pop() ?? "").trim().split(/\s+/);
    found.push(`${words.length > 8 ? `…${words.slice(-8).join(" ")}` : words.join(" ")}.`);
  }
  return found;
}
