import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { ContentFile, ContentFolder, FileContent, FolderEntry, FrontMatter } from "../../model";
import { defaultLocale, localizePath, locales, splitSitePath, type Locale } from "../../model/locales";
import { builtPages } from "./built-pages";
import { pagePaths } from "../../model/routes";
import { buildDay } from "../../scripts/lib/build-day";
import { percentOn } from "../../src/utils/price-taxes";

// Tests read the same content files the site is built from, so they follow the editors' changes;
// their types come from the content model.
const contentDir = path.join(__dirname, "..", "..", "content");
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"));

/** A content file in a language (English by default; content/hi/ for Hindi). */
export const readContent = <F extends ContentFile>(file: F, locale: Locale = defaultLocale) =>
  read(path.join(locale === defaultLocale ? "" : locale, file)) as FileContent<F>;

export const readFolder = <F extends ContentFolder>(folder: F, locale: Locale = defaultLocale) => {
  const dir = path.join(locale === defaultLocale ? "" : locale, folder);
  return fs
    .readdirSync(path.join(contentDir, dir))
    .filter((f) => f.endsWith(".json"))
    .map((f) => read(path.join(dir, f)) as FolderEntry<F>);
};

/** The guides written in a language (content/guides/*.md, content/hi/guides/*.md): their front matter, in the editors' order. */
export const guides = (locale: Locale = defaultLocale): FrontMatter<"guides">[] => {
  const dir = path.join(contentDir, locale === defaultLocale ? "" : locale, "guides");
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((f) => matter.read(path.join(dir, f)).data as FrontMatter<"guides">)
    .sort((a, b) => a.order - b.order);
};

export const services = (locale: Locale = defaultLocale) => readFolder("services", locale).sort((a, b) => a.order - b.order);

/** Addresses no page has, which every language answers: Service Not Found, and the 404 page. */
const unknownAddresses = [pagePaths.service({ slug: "adventure-tours" }), "/no-such-page"];

/** An English route that is a real page (not an unknown address). */
export const isPage = (english: string) => !unknownAddresses.includes(english);

/** How the language switch names a language, in its own words (ui.json languageName): "English", "हिन्दी". */
export const languageName = (locale: Locale) => readContent("ui.json", locale).languageName;

let built: string[] | undefined;
/** The pages the build made (public/), every language. */
const builtSite = () => (built ??= builtPages(path.join(__dirname, "..", "..", "public")));

/**
 * The routes of one language: the pages the build made in it (/hi, /hi/gallery...), then the
 * unknown addresses. A package not yet translated has an English page only, so it is in English's list alone.
 */
const routesIn = (locale: Locale): string[] => [
  ...builtSite().filter((route) => splitSitePath(route)[0] === locale),
  ...unknownAddresses.map((address) => localizePath(address, locale)),
];

/** Every route of the site in English. */
export const englishRoutes = (): string[] => routesIn(defaultLocale);

/** Every route of the site in every language: /gallery, then /hi/gallery... */
export const allRoutes = (): string[] => locales.flatMap(routesIn);

/** The languages the build made an English page in: ["en", "hi"], or ["en"] for a package not translated yet. */
export const languagesOf = (english: string): Locale[] => locales.filter((l) => builtSite().includes(localizePath(english, l)));

/** The tax rates in percent in force on the day the site was built (BUILD_DAY for a test of another day, else today in India). */
export const taxRates = (locale: Locale = defaultLocale) => {
  const { taxes } = readContent("booking-terms.json", locale);
  const day = buildDay();
  return { gst: percentOn(taxes.gstRates, day), tcs: percentOn(taxes.tcsRates, day) };
};
