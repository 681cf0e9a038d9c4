import type { FileContent, Locale } from "../../../model";
import { localeTexts } from "../locale-texts";
import type { Content, Findings } from "../rule";

// One word for one thing (content/glossary.json): a variant of a glossary term in any text of a
// language's content files (every string of its JSON files, every line of its guides) is an error
// naming the file and field (or line), the word found and the word to write; so is a letter the
// language writes without a nukta (क़ for क). Devanagari has no \b: a variant is matched as whole
// words, with any of the case endings a noun takes ("रिज़ॉर्टों" is "रिज़ॉर्ट"), so "पृष्ठ" (a page)
// never matches inside "पृष्ठभूमि" nor "मी" inside "मीटर". "#" in a variant
// stands for a number ("यात्रा से #": "यात्रा से 21 दिन पहले", not "यात्रा से पहले").

type Glossary = FileContent<"glossary.json">;
type LanguageGlossary = Glossary[keyof Glossary];

const GLOSSARY = "content/glossary.json";
/** A letter, a vowel sign or a digit: what a word is made of. */
const WORD = "[\\p{L}\\p{M}\\p{N}]";
const NUMBER = "[0-9०-९][0-9०-९,]*";
/** The endings a Hindi noun takes in the plural and the oblique case (and an English plural's -स). */
const ENDINGS = ["ियों", "ियाँ", "ियां", "ाओं", "ाएँ", "ाएं", "ओं", "एँ", "एं", "ों", "ें", "्स", "ो", "े", "ी", "ा"];

/** Precomposed nukta letters (U+0958-U+095F) are written as the letter and the nukta sign, as editors' keyboards differ. */
const normal = (text: string) => text.normalize("NFC");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Words as one whole-word pattern, each with a case ending: the longest first, so a phrase wins over a word it holds. */
const wordsPattern = (words: readonly string[]) =>
  new RegExp(
    `(?<!${WORD})(?:${[...words]
      .sort((a, b) => b.length - a.length)
      .map((w) => `(${normal(w).split("#").map(escapeRegExp).join(NUMBER)})`)
      .join("|")})(?:${ENDINGS.join("|")})?(?!${WORD})`,
    "gu",
  );

interface Span {
  start: number;
  end: number;
}
const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * The glossary as one reader of texts: each text's issues, as the end of a message ("…; write …").
 * Its patterns are made once, as a language's content has thousands of texts.
 */
export function glossaryReader(glossary: LanguageGlossary): (text: string) => string[] {
  // Each variant with its term, and the pattern of the term's word to use.
  const variants = glossary.terms.flatMap((term) => (term.variants ?? []).map((variant) => ({ variant, term, use: wordsPattern([term.use]) })));
  const byLength = [...variants].sort((a, b) => b.variant.length - a.variant.length);
  const variantPattern = variants.length ? wordsPattern(byLength.map((v) => v.variant)) : undefined;
  const letters = new Map((glossary.letters ?? []).flatMap((letter) => letter.variants.map((variant) => [normal(variant), normal(letter.use)] as const)));
  const letterPattern = letters.size ? new RegExp([...letters.keys()].map(escapeRegExp).join("|"), "gu") : undefined;
  const around = new RegExp(`${WORD}*$`, "u");
  const after = new RegExp(`^${WORD}*`, "u");

  return (raw) => {
    const text = normal(raw);
    if (!/[\u0900-\u097F]/.test(text)) return [];
    const found: (Span & { message: string })[] = [];
    for (const m of variantPattern ? text.matchAll(variantPattern) : []) {
      const group = m.slice(1).findIndex((g) => g !== undefined);
      const { term, use } = byLength[group];
      // An inflected variant gets the word to use with the same ending ("दामों": "कीमतों").
      const ending = m[0].slice(m[group + 1].length);
      const span = { start: m.index, end: m.index + m[0].length };
      // The word to use may hold a variant (a longer phrase): what lies inside it is the word itself.
      const uses = [...text.matchAll(use)];
      if (uses.some((u) => u.index <= span.start && u.index + u[0].length >= span.end)) continue;
      found.push({ ...span, message: `"${m[0]}" is not the glossary's word for ${term.term}; write "${term.use}${ending}"` });
    }
    const words = new Set<string>();
    for (const m of letterPattern ? text.matchAll(letterPattern) : []) {
      // The word around the letter, once, unless a term's message already names it.
      const start = m.index - (text.slice(0, m.index).match(around)?.[0].length ?? 0);
      const end = m.index + m[0].length + (text.slice(m.index + m[0].length).match(after)?.[0].length ?? 0);
      const word = text.slice(start, end);
      if (found.some((s) => overlaps(s, { start, end })) || words.has(word)) continue;
      words.add(word);
      const fixed = [...letters].reduce((w, [variant, plain]) => w.replaceAll(variant, plain), word);
      found.push({ start, end, message: `"${word}" has a nukta the glossary drops from ${letters.get(m[0])}; write "${fixed}"` });
    }
    return found.sort((a, b) => a.start - b.start).map((s) => s.message);
  };
}

/** A glossary that contradicts itself: a variant of one term that is the word to use for another (or for itself). */
function glossaryContradictions(locale: string, glossary: LanguageGlossary): string[] {
  return glossary.terms.flatMap((term, i) =>
    (term.variants ?? []).flatMap((variant, j) => {
      const other = glossary.terms.find((t) => normal(t.use) === normal(variant));
      return other
        ? [
            `${GLOSSARY} › ${locale} › terms › item ${i + 1} (${term.term}) › variants › item ${j + 1}: "${variant}" is the word to use for ${other.term}; a word cannot be both`,
          ]
        : [];
    }),
  );
}

/** Every language with a glossary: its content files use its words. */
export function glossary(content: Content): Findings {
  const file = content.files["glossary.json"];
  if (!file) return {};
  const errors: string[] = [];
  for (const [locale, words] of Object.entries(file) as [Locale, LanguageGlossary][]) {
    errors.push(...glossaryContradictions(locale, words));
    const read = glossaryReader(words);
    for (const { where, text } of localeTexts(content, locale)) {
      errors.push(...read(text).map((issue) => `${where}: ${issue} (${GLOSSARY})`));
    }
  }
  return { errors };
}
