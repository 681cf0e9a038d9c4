// The site's languages. English is the default: its content sits in content/ and its pages at
// their plain addresses; every other language has a content/<code>/ folder mirroring content/
// and its pages under /<code>/. No zod here: the site's bundle imports this file.

export const locales = ["en", "hi"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** How each language ends a sentence: Hindi with the danda "।", never a Latin full stop (the content check and the e2e tests hold it). */
export const fullStops: Record<Locale, string> = { en: ".", hi: "।" };

/** The languages that have their own folder and address prefix. */
export const prefixedLocales = locales.filter((l) => l !== defaultLocale);

/**
 * Folders whose entries may go live in English before their translation exists: the check only
 * warns, the other languages' page is not built, and the English page links no translation.
 */
export const translatedLater = ["packages", "guides"] as const;

/** Files read in every language from content/ itself: the glossary names the words of each language. */
export const sharedContentFiles = ["glossary.json"] as const;

const isPrefixed = (segment: string | undefined): segment is Locale => (prefixedLocales as readonly string[]).includes(segment ?? "");

/** A content file's language and its path as in English: "hi/services/beach.json" -> ["hi", "services/beach.json"]. */
export function splitContentPath(relativePath: string): [Locale, string] {
  const [first, ...rest] = relativePath.split("/");
  return isPrefixed(first) && rest.length ? [first, rest.join("/")] : [defaultLocale, relativePath];
}

/** A site address in a language: ("/services/beach", "hi") -> "/hi/services/beach"; ("/", "hi") -> "/hi". */
export function localizePath(path: string, locale: Locale): string {
  if (locale === defaultLocale || !path.startsWith("/") || path.startsWith("//")) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** A browser's address as in English, without a trailing slash: "/hi/gallery/" -> "/gallery". */
export const englishPathOf = (pathname: string): string => splitSitePath(pathname.replace(/(.)\/$/, "$1"))[1];

/** An address's language and its English address: "/hi/gallery" -> ["hi", "/gallery"]. */
export function splitSitePath(path: string): [Locale, string] {
  const match = /^\/([a-z]{2,3})(\/.*|)$/.exec(path);
  if (match && isPrefixed(match[1])) return [match[1], match[2] || "/"];
  return [defaultLocale, path];
}
