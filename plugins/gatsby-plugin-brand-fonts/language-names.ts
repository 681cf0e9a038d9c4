import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { defaultLocale, prefixedLocales } from "../../model/locales";
import { languageNamesFiles } from "./font-faces";

/** Each language's own name (ui.json languageName); a broken file is left to the content check. */
function languageNames(contentDir: string): string[] {
  return [defaultLocale, ...prefixedLocales].flatMap((locale) => {
    try {
      const ui = JSON.parse(fs.readFileSync(path.join(contentDir, locale === defaultLocale ? "" : locale, "ui.json"), "utf8"));
      return typeof ui.languageName === "string" ? [ui.languageName] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The language switch's face: the brand's Devanagari face cut down to the letters of the languages'
 * names, with the conjuncts they use (subset-font, HarfBuzz's subsetter): docs/decisions/0007.
 */
export async function writeLanguageNamesFont(projectDir: string): Promise<void> {
  const [from, to] = languageNamesFiles(projectDir);
  const subset = await subsetFont(fs.readFileSync(from), languageNames(path.join(projectDir, "content")).join(""), { targetFormat: "woff2" });
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.writeFileSync(to, subset);
}
