import { editDistance } from "../../utils/closest-match";

// What a search found, read word by word: Pagefind's fallback to a short prefix (a result is not an
// answer to the word typed), and the word of the index nearest to one it does not have.

/** Words as the index compares them: lower case, letters, their marks and digits only ("Kerala," -> "kerala"). */
export const searchWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{M}\p{N}]/gu, ""))
    .filter(Boolean);

/** The page's words a result matched: Pagefind gives their places (`locations`) in its text, a word per place. */
export const matchedWords = (content: string, locations: readonly number[]): string[] => {
  const words = content.split(/\s+/);
  return locations.map((at) => words[at] ?? "");
};

/** How many letters two words share from their start. */
const sharedStart = (a: string, b: string) => {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
};

/**
 * True when the search fell back to a prefix for some word typed: a word the index does not hold
 * ("antarctica") is searched by its longest prefix that it does ("an"), and every page with that
 * word is a result (Pagefind PR #315; no option turns it off, issue #780). A word the page matched
 * answers the word typed when they share more than half of the typed word's letters from the start:
 * "families" finds "family" (a stem), "lada" finds "Ladakh" (typing on); "antarctica" does not
 * find "an", nor "atlantis" "at". Pagefind falls back for the whole search, so one result's words tell.
 * A result whose matched words are not in its text (an attribute's) tells nothing.
 */
export function fellBack(query: string, matched: readonly string[]): boolean {
  const found = matched.flatMap(searchWords);
  if (!found.length) return false;
  return searchWords(query).some((typed) => !found.some((word) => sharedStart(typed, word) * 2 > typed.length));
}

/**
 * The query with each word the index lacks replaced by the nearest word it has (at most one edit
 * in four letters, and at least one: "kerla" -> "Kerala"), or null when no word has a near one.
 * `vocabulary` is the index's own words, as its pages name themselves (search's `name` filter).
 */
export function nearestQuery(query: string, vocabulary: readonly string[]): string | null {
  const known = new Map<string, string>();
  for (const word of vocabulary) for (const w of word.split(/[^\p{L}\p{M}\p{N}]+/u)) if ([...w].length >= 3) known.set(searchWords(w)[0] ?? "", w);
  let changed = false;
  const words = query
    .trim()
    .split(/\s+/)
    .map((typed) => {
      const norm = searchWords(typed)[0];
      if (!norm || known.has(norm)) return typed;
      const allowed = Math.max(1, Math.floor([...norm].length / 4));
      let best: { word: string; distance: number } | null = null;
      for (const [candidate, shown] of known) {
        const distance = editDistance(norm, candidate);
        if (distance <= allowed && (!best || distance < best.distance)) best = { word: shown, distance };
      }
      if (!best) return typed;
      changed = true;
      return best.word;
    });
  return changed ? words.join(" ") : null;
}
