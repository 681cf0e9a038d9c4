import { z } from "zod";
import { longText, text } from "../primitives";

// The words of the Hindi edition (content/glossary.json): one word for each thing the site talks
// about, and the spellings it does not use. One file for every language (it names Hindi words, so it
// has no Hindi twin); the content check refuses a variant in any Hindi content file
// (scripts/content/rules/glossary.ts), and /admin/ links it from every Hindi text field.

const term = z.strictObject({
  term: text.describe('What the word names, in English: "deposit", "grade: challenging".'),
  use: text.describe("The word to write."),
  variants: z
    .array(text)
    .min(1)
    .optional()
    .describe(
      'The words and phrases the check refuses in its place, nukta forms included. Each is matched as whole words, with any case ending (रिज़ॉर्ट also finds रिज़ॉर्टों); "#" stands for a number ("यात्रा से # दिन").',
    ),
  note: longText.optional().describe("When to use it, and what the variants may still mean elsewhere."),
});

const letter = z.strictObject({
  use: text.describe("The letter to write."),
  variants: z.array(text).min(1).describe("The same letter with a nukta: refused inside any word."),
  note: longText.optional(),
});

const languageGlossary = z.strictObject({
  /** Letters written without a nukta in every word (क, not क़). */
  letters: z.array(letter).min(1).optional(),
  /** One entry per thing: the word to write and the variants it replaces. */
  terms: z.array(term).min(1),
});

/** One glossary per language written in content/<locale>/; Hindi is the only one so far. */
export const glossarySchema = z.strictObject({ hi: languageGlossary });
