import { inEveryLanguage, text } from "./primitives";
import { def, type Schema } from "./introspect";

// A translation (content/hi/X.json) against its English file (content/X.json): the same fields,
// the same number of items in every list, and every value that is not text the same.

export interface TranslationIssue {
  /** Where, as a path into the translation (as zod reports issues). */
  path: PropertyKey[];
  message: string;
}

const textPattern = (def(text).checks as { _zod: { def: { pattern?: RegExp } } }[])[0]._zod.def.pattern?.source;

/** Is this field written anew in each language (text), or copied from English (everything else)? */
export function isTranslated(schema: Schema): boolean {
  const marked = inEveryLanguage.get(schema as never)?.as;
  if (marked) return marked === "translated";
  const checks = (def(schema).checks as { _zod: { def: { pattern?: RegExp } } }[] | undefined) ?? [];
  return def(schema).type === "string" && checks.some((c) => c._zod.def.pattern?.source === textPattern);
}

const show = (v: unknown) => {
  const s = JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
};

/** The ways a translation differs from its English file other than in its text. Both have passed their schema. */
export function translationIssues(schema: Schema, english: unknown, translated: unknown, path: PropertyKey[] = []): TranslationIssue[] {
  const d = def(schema);
  if (d.type === "optional") {
    if (english === undefined && translated === undefined) return [];
    if (translated === undefined) return [{ path, message: "missing: the English file has it; translate it or remove it from both" }];
    if (english === undefined) return [{ path, message: "not in the English file; add it there too or remove it here" }];
    return translationIssues(d.innerType as Schema, english, translated, path);
  }
  if (isTranslated(schema)) return [];
  if (d.type === "object") {
    return Object.entries(d.shape as Record<string, Schema>).flatMap(([key, field]) =>
      translationIssues(field, (english as Record<string, unknown>)[key], (translated as Record<string, unknown>)[key], [...path, key]),
    );
  }
  if ((d.type === "array" || d.type === "tuple") && !inEveryLanguage.has(schema as never)) {
    const en = english as unknown[];
    const tr = translated as unknown[];
    if (en.length !== tr.length) {
      return [{ path, message: `${tr.length} items, but the English file has ${en.length}: each item is translated in the same order` }];
    }
    return en.flatMap((item, i) => translationIssues(d.type === "array" ? (d.element as Schema) : (d.items as Schema[])[i], item, tr[i], [...path, i]));
  }
  if (JSON.stringify(english) === JSON.stringify(translated)) return [];
  return [{ path, message: `${show(translated)}, but the English file has ${show(english)}: this field is the same in every language` }];
}
