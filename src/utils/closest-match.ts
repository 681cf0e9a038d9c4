export interface Matchable {
  slug: string;
  name: string;
  keywords: readonly string[];
}

/** Longest slug (in characters, after decoding) that matching looks at; the rest is ignored. */
export const MAX_SLUG_LENGTH = 200;

/** decodeURIComponent, or undefined where it would throw ("URI malformed"). */
const tryDecode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/** A run of "%xx" escapes, character by character (1 to 4 escapes each); a broken one stays as typed. */
function decodeEscapes(run: string): string {
  const escapes = run.match(/%[0-9a-f]{2}/gi) ?? [];
  let out = "";
  for (let i = 0; i < escapes.length; ) {
    let size = Math.min(4, escapes.length - i);
    let text = tryDecode(escapes.slice(i, i + size).join(""));
    while (text === undefined && size > 1) {
      size--;
      text = tryDecode(escapes.slice(i, i + size).join(""));
    }
    if (text === undefined) {
      out += escapes[i];
      i += 1;
    } else {
      out += text;
      i += size;
    }
  }
  return out;
}

/**
 * The slug as typed, as plain lower-case text, for matching only (never as markup). Never throws:
 * a malformed escape ("100%", "beach%2", a cut-off UTF-8 sequence like "%E0%A4") stays as typed
 * while the valid escapes around it are still decoded. At most MAX_SLUG_LENGTH characters, so a
 * very long address costs no more than a short one.
 */
export function decodeSlug(raw: string): string {
  // Decoding never lengthens text, so cutting first bounds the work; room for 200 "%xx" escapes.
  // An escape cut in half here is kept as typed, like any other malformed one.
  const head = String(raw).slice(0, MAX_SLUG_LENGTH * 3);
  const decoded = tryDecode(head) ?? head.replace(/(?:%[0-9a-f]{2})+/gi, decodeEscapes);
  return decoded.toLowerCase().slice(0, MAX_SLUG_LENGTH);
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith("s") ? w.slice(0, -1) : w));

export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length];
}

const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 5 && editDistance(a, b) <= 1);

/**
 * The item a mistyped or retired slug most likely meant. Words shared with an item's slug, name
 * or keywords count, rare words more than common ones ("tours" is in many names); with no shared
 * word, the item whose slug is fewest edits away. Any text is accepted: see decodeSlug.
 */
export function closestMatch<T extends Matchable>(typed: string, items: readonly T[]): T | undefined {
  if (items.length === 0) return undefined;
  const typedWords = words(decodeSlug(typed));
  const vocab = items.map((item) => new Set(words([item.slug, item.name, ...item.keywords].join(" "))));
  const holders = (w: string) => vocab.filter((v) => [...v].some((x) => sameWord(w, x))).length;
  const scores = items.map((_, i) => typedWords.reduce((sum, w) => ([...vocab[i]].some((x) => sameWord(w, x)) ? sum + 1 / holders(w) : sum), 0));
  const best = Math.max(...scores);
  const typedSlug = typedWords.join("-");
  const byDistance = (a: T, b: T) => editDistance(typedSlug, a.slug) - editDistance(typedSlug, b.slug);
  const pool = best > 0 ? items.filter((_, i) => scores[i] === best) : [...items];
  return [...pool].sort(byDistance)[0];
}
