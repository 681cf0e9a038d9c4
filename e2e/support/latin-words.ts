import type { Page } from "@playwright/test";
import { fullStops, locales, type Locale } from "../../model/locales";
import { latinStops } from "../../scripts/content/latin-stops";
import { readContent } from "./content";

// Finds English left on a page of another language: every Latin-letter word a visitor can meet
// (text, hidden or not, and the attributes screen readers and browsers read out), except what
// content says stays in Latin letters.

/** Attributes whose words a visitor hears or sees: accessible names and hints, image text, tooltips. */
export const ATTRIBUTES = ["aria-label", "aria-description", "aria-roledescription", "aria-valuetext", "aria-placeholder", "alt", "title", "placeholder"];
/** The meta tags search results and shared links show. */
export const META = ["description", "og:title", "og:description", "og:image:alt", "twitter:title", "twitter:description", "twitter:image:alt"];

interface VisitorText {
  /** The element, as a short path ("footer > p > span"), and what of it: text or an attribute. */
  where: string;
  text: string;
  /** For a text node, its element's whole text, to show the word in its sentence. */
  context?: string;
}

/** Runs in the page: every text node, the attributes above, button values, the title and the meta descriptions. */
function visitorTexts({ attributes, meta }: { attributes: string[]; meta: string[] }): VisitorText[] {
  const path = (el: Element) => {
    const parts: string[] = [];
    for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
      const label = e.id ? `${e.localName}#${e.id}` : e.localName;
      parts.unshift(label);
    }
    return parts.join(" > ");
  };
  const found: VisitorText[] = [{ where: "<title>", text: document.title }];
  for (const m of Array.from(document.head.querySelectorAll<HTMLMetaElement>("meta[content]"))) {
    const name = m.getAttribute("name") ?? m.getAttribute("property") ?? "";
    if (meta.includes(name)) found.push({ where: `<meta ${name}>`, text: m.content });
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    // Scripts (structured data, the starter) and styles are not read; noscript is only shown without JavaScript.
    if (["script", "style", "noscript", "template"].includes(parent.localName)) continue;
    if (node.textContent!.trim()) found.push({ where: `${path(parent)} (text)`, text: node.textContent!, context: parent.textContent! });
  }
  for (const el of Array.from(document.body.querySelectorAll("*"))) {
    for (const attr of attributes) {
      const value = el.getAttribute(attr);
      if (value) found.push({ where: `${path(el)} [${attr}]`, text: value });
    }
    if (el.matches("input[type=submit], input[type=button], input[type=reset]")) {
      found.push({ where: `${path(el)} [value]`, text: (el as HTMLInputElement).value });
    }
  }
  return found;
}

/**
 * What may stay in Latin letters, all from content: the names listed in ui.json's latinNames,
 * each language's own name (the language switch), the registration numbers (settings.json) and,
 * from the language's photo credits (photo-credits.json), the files, the authors' names, the
 * licences' codes ("CC-BY-4.0": a licence with words is written in the language) and the names
 * of the packages a photo comes from (a word with a hyphen or a digit, "mate-backgrounds").
 */
export function latinAllowed(locale: Locale): string[] {
  const settings = readContent("settings.json", locale);
  const names = [
    ...readContent("ui.json", locale).latinNames,
    ...locales.map((l) => readContent("ui.json", l).languageName),
    ...settings.identifiers.items.map((i) => i.value),
    ...readContent("photo-credits.json", locale).flatMap((c) => [
      c.file,
      c.author,
      ...(/\s/.test(c.licence) ? [] : [c.licence]),
      ...(c.source.match(/\S*[-\d]\S*/g) ?? []),
    ]),
  ];
  // Each name once: photo credits repeat authors and licences (at 10x content, thousands of entries).
  return [...new Set(names)].filter(Boolean).sort((a, b) => b.length - a.length);
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL_LIKE = /\bhttps?:\/\/\S+/g;
const LATIN_WORD = /[A-Za-z]+/g;

/** The Latin-letter words of a text once allowed names, e-mail addresses and URLs are taken out. */
export function latinWords(text: string, allowed: readonly string[]): string[] {
  // Most text on a page of another language has no Latin letter: nothing to look up then.
  if (!/[A-Za-z]/.test(text)) return [];
  let rest = text.replace(EMAIL, " ").replace(URL_LIKE, " ");
  for (const name of allowed) if (rest.includes(name)) rest = rest.split(name).join(" ");
  return rest.match(LATIN_WORD) ?? [];
}

/** Every Latin-letter word on the page that content does not allow, as "where: word (in "text")". */
export async function englishOnPage(page: Page, locale: Locale): Promise<string[]> {
  const allowed = latinAllowed(locale);
  const texts = await page.evaluate(visitorTexts, { attributes: ATTRIBUTES, meta: META });
  return texts.flatMap(({ where, text, context = text }) => latinWords(text, allowed).map((word) => `${where}: "${word}" in "${context.trim().slice(0, 80)}"`));
}

/**
 * Every sentence on the page that a language ending its sentences with its own mark ("।") ends with a
 * Latin full stop, in any text (hidden too, read with its element's whole text) or attribute, as
 * "where: sentence" (none for a language whose full stop is the Latin one).
 */
export async function latinStopsOnPage(page: Page, locale: Locale): Promise<string[]> {
  if (fullStops[locale] === ".") return [];
  const texts = await page.evaluate(visitorTexts, { attributes: ATTRIBUTES, meta: META });
  return [...new Set(texts.flatMap(({ where, text, context = text }) => latinStops(context).map((sentence) => `${where}: "${sentence}"`)))];
}
