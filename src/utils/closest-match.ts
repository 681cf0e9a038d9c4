export interface Matchable {
  slug: string;
  name: string;
  keywords: readonly string[];
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

const sameWord = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 5 && editDistance(a, b) <= 1);

/**
 * The item a mistyped or retired slug most likely meant. Words shared with an item's slug, name
 * or keywords count, rare words more than common ones ("tours" is in many names); with no shared
 * word, the item whose slug is fewest edits away.
 */
export function closestMatch<T extends Matchable>(typed: string, items: readonly T[]): T | undefined {
  if (items.length === 0) return undefined;
  const typedWords = words(decodeURIComponent(typed));
  const vocab = items.map((item) => new Set(words([item.slug, item.name, ...item.keywords].join(" "))));
  const holders = (w: string) => vocab.filter((v) => [...v].some((x) => sameWord(w, x))).length;
  const scores = items.map((_, i) =>
    typedWords.reduce((sum, w) => ([...vocab[i]].some((x) => sameWord(w, x)) ? sum + 1 / holders(w) : sum), 0),
  );
  const best = Math.max(...scores);
  const typedSlug = typedWords.join("-");
  const byDistance = (a: T, b: T) => editDistance(typedSlug, a.slug) - editDistance(typedSlug, b.slug);
  const pool = best > 0 ? items.filter((_, i) => scores[i] === best) : [...items];
  return [...pool].sort(byDistance)[0];
}
