import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { fileSchemas, folderSchemas, sharedContentFiles, translationIssues, type Locale } from "../../model";
import { check, readJson, where, type Entry } from "./validate";

interface TranslationCheck {
  contentDir: string;
  locale: Locale;
  /** The English files read so far (paths relative to the project, as in messages). */
  english: Entry[];
  /** The folder the entries' file names are relative to. */
  base: string;
  rel: (absolute: string) => string;
  errors: string[];
}

const schemaOf = (englishPath: string): z.ZodType | undefined => {
  const [first, second] = englishPath.split("/");
  return second === undefined ? fileSchemas[first as keyof typeof fileSchemas] : folderSchemas[first as keyof typeof folderSchemas];
};

/** Every .json file under a folder, as "a.json" and "services/b.json" paths. */
const jsonFiles = (dir: string, prefix = ""): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir).sort().flatMap((name) => {
        const full = path.join(dir, name);
        if (fs.statSync(full).isDirectory()) return jsonFiles(full, `${prefix}${name}/`);
        return name.endsWith(".json") ? [`${prefix}${name}`] : [];
      })
    : [];

/**
 * content/<locale>/ mirrors content/: the same files (photo credits excepted), each valid against
 * its schema, with the same entries, fields and list lengths, and every value that is not text
 * (slugs, images, links, prices...) as in English. A missing or extra translation is an error.
 */
export function checkTranslations({ contentDir, locale, english, base, rel, errors }: TranslationCheck) {
  const localeDir = path.join(contentDir, locale);
  const englishByPath = new Map(english.map((e) => [path.relative(contentDir, path.resolve(base, e.file)).split(path.sep).join("/"), e]));
  const translated = new Set(jsonFiles(localeDir));
  for (const [englishPath, englishEntry] of englishByPath) {
    if ((sharedContentFiles as readonly string[]).includes(englishPath)) continue;
    const abs = path.join(localeDir, englishPath);
    if (!translated.has(englishPath)) {
      errors.push(`${rel(abs)}: missing; every file of ${englishEntry.file.replace(/\/[^/]*$/, "/")} needs its ${locale} translation here`);
      continue;
    }
    const data = readJson(abs, rel(abs), errors);
    const schema = schemaOf(englishPath);
    if (data === undefined || !schema) continue;
    const entry = { file: rel(abs), data };
    if (!check(schema, entry, errors) || !schema.safeParse(englishEntry.data).success) continue;
    for (const issue of translationIssues(schema, englishEntry.data, data)) {
      errors.push(`${where(entry.file, data, issue.path)}: ${issue.message}`);
    }
  }
  for (const file of translated) {
    if (!englishByPath.has(file) || (sharedContentFiles as readonly string[]).includes(file)) {
      errors.push(`${rel(path.join(localeDir, file))}: no English file content/${file} to translate; remove it or add the English one`);
    }
  }
}
