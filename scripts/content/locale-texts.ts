import fs from "node:fs";
import path from "node:path";
import type { Locale } from "../../model";
import { readJson, where } from "./entries";
import type { Content } from "./rule";

// Every piece of text a language's content files hold, each named as the check names a place:
// a JSON file's strings by field ("content/hi/ui.json › trip › deposit") and a Markdown file's
// lines by number ("content/hi/guides/goa.md › line 12", front matter and body alike). The rules
// that read a language's words (the glossary, its full stop) read these.

/** Every content file (.json, and .md in a folder) under a folder, as "a.json" and "services/b.json" paths. */
export const contentFiles = (dir: string, prefix = ""): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .sort()
        .flatMap((name) => {
          const full = path.join(dir, name);
          if (fs.statSync(full).isDirectory()) return contentFiles(full, `${prefix}${name}/`);
          return name.endsWith(".json") || (prefix && name.endsWith(".md")) ? [`${prefix}${name}`] : [];
        })
    : [];

export interface LocaleText {
  /** The file and field (or line), as messages name them. */
  where: string;
  text: string;
}

/** Every string of a JSON value, with its path. */
const strings = (value: unknown, at: PropertyKey[] = []): { at: PropertyKey[]; text: string }[] => {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, [...at, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, [...at, k]));
  return [];
};

/** The texts of content/<locale>/: a file that is not valid JSON is skipped (the translations rule names it). */
export function localeTexts(content: Content, locale: Locale): LocaleText[] {
  const dir = path.join(content.dir, locale);
  return contentFiles(dir).flatMap((name) => {
    const abs = path.join(dir, name);
    const file = content.rel(abs);
    if (name.endsWith(".md")) {
      return fs
        .readFileSync(abs, "utf8")
        .split("\n")
        .map((text, i) => ({ where: `${file} › line ${i + 1}`, text }));
    }
    const data = readJson(abs, file, []);
    return data === undefined ? [] : strings(data).map(({ at, text }) => ({ where: where(file, data, at), text }));
  });
}
