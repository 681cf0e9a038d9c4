import { inEveryLanguage } from "./primitives";
import { isTranslatedKind, kindOf } from "./kinds";
import { itemSchemas, optionalInner, shapeOf, type Schema } from "./introspect";

// A translation (content/hi/X.json) against its English file (content/X.json): the same fields,
// the same number of items in every list, and every value that is not text the same.

export interface TranslationIssue {
  /** Where, as a path into the translation (as zod reports issues). */
  path: PropertyKey[];
  message: string;
}

/** Is this field written anew in each language (its kind is text or long text), or copied from English? */
export function isTranslated(schema: Schema): boolean {
  const marked = inEveryLanguage.get(schema)?.as;
  if (marked) return marked === "translated";
  return isTranslatedKind(kindOf(schema));
}

const show = (v: unknown) => {
  const s = JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

/** The ways a translation differs from its English file other than in its text. Both have passed their schema. */
export function translationIssues(schema: Schema, english: unknown, translated: unknown, path: PropertyKey[] = []): TranslationIssue[] {
  const inner = optionalInner(schema);
  if (inner) {
    if (english === undefined && translated === undefined) return [];
    if (translated === undefined) return [{ path, message: "missing: the English file has it; translate it or remove it from both" }];
    if (english === undefined) return [{ path, message: "not in the English file; add it there too or remove it here" }];
    return translationIssues(inner, english, translated, path);
  }
  if (isTranslated(schema)) return [];
  if (schema.type === "object") {
    return Object.entries(shapeOf(schema)).flatMap(([key, field]) =>
      translationIssues(field, (english as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key], [...path, key]),
    );
  }
  const items = itemSchemas(schema);
  if (items.length && !inEveryLanguage.get(schema)) {
    const en = english as unknown[];
    const tr = translated as unknown[];
    if (en.length !== tr.length) {
      return [{ path, message: `${tr.length} items, but the English file has ${en.length}: each item is translated in the same order` }];
    }
    return en.flatMap((item, i) => translationIssues(items[schema.type === "array" ? 0 : i], item, tr[i], [...path, i]));
  }
  if (JSON.stringify(english) === JSON.stringify(translated)) return [];
  return [{ path, message: `${show(translated)}, but the English file has ${show(english)}: this field is the same in every language` }];
}
