import path from "node:path";
import { prefixedLocales, sharedContentFiles, translatedLater, translationIssues, type Locale } from "../../../model";
import { check, readJson, readMarkdown, where } from "../entries";
import { contentFiles } from "../locale-texts";
import type { Content, Findings } from "../rule";

// content/<locale>/ mirrors content/: the same files (the glossary excepted), each valid against
// its schema, with the same entries, fields and list lengths, and every value that is not text
// (slugs, images, links, prices...) as in English. A missing or extra translation is an error,
// except an entry of a folder that may be translated later (model/locales.ts): that only warns.

const isShared = (file: string) => (sharedContentFiles as readonly string[]).includes(file);

const mayWait = (englishPath: string) => (translatedLater as readonly string[]).includes(englishPath.split("/")[0]) && englishPath.includes("/");

export function translationMirrors(content: Content, locale: Locale): Required<Pick<Findings, "errors" | "warnings">> {
  const errors: string[] = [];
  const warnings: string[] = [];
  const localeDir = path.join(content.dir, locale);
  const english = new Map(content.entries.map((e) => [path.relative(content.dir, content.absolute(e.file)).split(path.sep).join("/"), e]));
  const translated = new Set(contentFiles(localeDir));
  for (const [englishPath, englishEntry] of english) {
    if (isShared(englishPath)) continue;
    const abs = path.join(localeDir, englishPath);
    if (!translated.has(englishPath) && mayWait(englishPath)) {
      warnings.push(`${content.rel(abs)}: not translated yet; the English page is published alone until this file exists`);
      continue;
    }
    if (!translated.has(englishPath)) {
      errors.push(`${content.rel(abs)}: missing; every file of ${englishEntry.file.replace(/\/[^/]*$/, "/")} needs its ${locale} translation here`);
      continue;
    }
    // A Markdown file's front matter mirrors English; its body is written anew (markdown-bodies.ts reads it).
    const data = englishPath.endsWith(".md") ? readMarkdown(abs, content.rel(abs), errors)?.data : readJson(abs, content.rel(abs), errors);
    if (data === undefined) continue;
    const { schema } = englishEntry;
    const entry = { file: content.rel(abs), data };
    if (!check(schema, entry, errors) || !schema.safeParse(englishEntry.data).success) continue;
    for (const issue of translationIssues(schema, englishEntry.data, data)) {
      errors.push(`${where(entry.file, data, issue.path)}: ${issue.message}`);
    }
  }
  for (const file of translated) {
    if (!english.has(file) || isShared(file)) {
      errors.push(`${content.rel(path.join(localeDir, file))}: no English file content/${file} to translate; remove it or add the English one`);
    }
  }
  return { errors, warnings };
}

/** Every other language mirrors the English files, entry for entry. */
export const translations = (content: Content): Findings => {
  const found = prefixedLocales.map((l) => translationMirrors(content, l));
  return { errors: found.flatMap((f) => f.errors), warnings: found.flatMap((f) => f.warnings) };
};
