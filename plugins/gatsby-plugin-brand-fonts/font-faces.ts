// Build-time only (gatsby-node, gatsby-ssr): where the brand font's files come from, where they are
// served, and the @font-face rules. Never imported by components, so none of it reaches the browser.
import path from "node:path";
import { createFontStack } from "@capsizecss/core";
import poppinsMetrics from "@capsizecss/metrics/poppins";
import arialMetrics from "@capsizecss/metrics/arial";
import { version } from "@fontsource/poppins/package.json";
import unicodeRanges from "@fontsource/poppins/unicode.json";
import { defaultLocale, type Locale } from "../../model/locales";
import { brandFont, fallbackFamily, languageNamesFamily } from "../../src/styles/fonts";

type Subset = (typeof brandFont.subsets)[number];
type Weight = (typeof brandFont.weights)[number];

const fileName = (subset: Subset, weight: Weight) => `poppins-${subset}-${weight}-normal.woff2`;

/** Versioned folder, so the files can be cached for a year (static/_headers) and still update. */
export const fontUrl = (subset: Subset, weight: Weight) => `/fonts/${version}/${fileName(subset, weight)}`;

/**
 * The language switch names each language in its own script ("हिन्दी" on English pages). A face cut
 * down to those few letters (plugins/gatsby-plugin-brand-fonts/language-names.ts) spares English pages the
 * Devanagari files (docs/decisions/0007), and needs no Devanagari font on the device.
 */
const languageNamesUrl = `/fonts/${version}/poppins-language-names-700-normal.woff2`;

/** [the Devanagari face it is cut from, the file it is written to under static/]. */
export const languageNamesFiles = (projectDir: string): [string, string] => [
  path.join(projectDir, "node_modules", "@fontsource", "poppins", "files", fileName("devanagari", 700)),
  path.join(projectDir, "static", languageNamesUrl),
];

/** [source in node_modules, destination under static/] for every file the design uses. */
export function fontFiles(projectDir: string): [string, string][] {
  return brandFont.subsets.flatMap((subset) =>
    [...new Set(brandFont.weights.map((weight) => fileWeight(subset, weight)))].map((weight): [string, string] => [
      path.join(projectDir, "node_modules", "@fontsource", "poppins", "files", fileName(subset, weight)),
      path.join(projectDir, "static", "fonts", version, fileName(subset, weight)),
    ]),
  );
}

/**
 * Only a face that is preloaded and has a metric-matched fallback (Latin regular and bold on English
 * pages) may swap in: it arrives by the first paint, and the swap moves nothing. Every other face is
 * optional: shown if it arrives in time, else the fallback stays for that page (it is cached for the
 * next one). A late swap of those moved text: Devanagari has no matched fallback (devices' fonts
 * differ); semibold captions and the banner re-wrapped on English pages (CLS 0.001 on /gallery), and
 * Latin digits and prices inside Devanagari lines on Hindi pages (CLS 0.005-0.012).
 */
const display = (subset: Subset, weight: Weight, locale: Locale) =>
  subset !== "devanagari" && brandFont.preload[locale].some((face) => face.subset === subset && face.weight === weight) ? "swap" : "optional";

/** Semibold Devanagari is drawn with the bold file: one download fewer on Hindi pages, and no face that could miss its time. */
const fileWeight = (subset: Subset, weight: Weight): Weight => (subset === "devanagari" && weight === 600 ? 700 : weight);

const faceRule = (subset: Subset, weight: Weight, locale: Locale) =>
  `@font-face{font-family:${brandFont.family};font-style:normal;font-weight:${weight};font-display:${display(subset, weight, locale)};` +
  `src:url(${fontUrl(subset, fileWeight(subset, weight))}) format("woff2");unicode-range:${unicodeRanges[subset]}}`;

/**
 * The brand faces for a page's language (one per subset and weight, so a page downloads only the
 * scripts it shows) and a local Arial-metric fallback resized by capsize to Poppins' metrics, so
 * the swap moves nothing. Liberation Sans and Arimo share Arial's metrics (Linux machines).
 * Hindi pages declare none of the brand's faces here: see laterFaceCss.
 */
export function fontFaceCss(locale: Locale): string {
  // No page declares Devanagari here. On English pages (the switch's "हिन्दी" has its own face) it
  // would also serve ₹ whenever the latin-ext face missed its time, a whole Devanagari file for one sign.
  const faces = locale === defaultLocale ? latinFaces(locale) : [];
  const { fontFaces } = createFontStack([poppinsMetrics, arialMetrics], { fontFaceFormat: "styleString" });
  const fallback = fontFaces
    .replace(/"[^"]+ Fallback"/, `"${fallbackFamily}"`)
    .replace(/src: [^;]+;/, "src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans-Regular'), local('Arimo');")
    .replace(/\s*\n\s*/g, "");
  const names =
    `@font-face{font-family:"${languageNamesFamily}";font-style:normal;font-weight:700;font-display:swap;` +
    `src:url(${languageNamesUrl}) format("woff2");unicode-range:${unicodeRanges.devanagari}}`;
  return [...faces, names, fallback].join("\n");
}

const latinFaces = (locale: Locale) =>
  (["latin-ext", "latin"] as const).flatMap((subset) => brandFont.weights.map((weight) => faceRule(subset, weight, locale)));

/** The files of Hindi pages' later faces, Latin then Devanagari (semibold Devanagari is drawn with the bold file). */
export const laterFaceFiles = [
  ...new Set(
    (["latin-ext", "latin", "devanagari"] as const).flatMap((subset) => brandFont.weights.map((weight) => fontUrl(subset, fileWeight(subset, weight)))),
  ),
];

/**
 * Hindi pages' brand faces: Latin (the brand's name, digits, prices) and Devanagari,
 * declared in that order so that ₹ comes from the Devanagari faces once they are on. They stay off
 * on a visitor's first Hindi page (plugins/gatsby-plugin-brand-fonts/devanagari-faces.ts,
 * docs/decisions/0015): requested at the first layout, they shared a slow phone's first second
 * with the hero photo, and, being optional, were rarely shown on that page, yet each one that
 * arrived after the first paint made Chromium lay the whole page out again ("Fonts changed").
 */
export const laterFaceCss = (locale: Locale): string =>
  locale === defaultLocale ? "" : [...latinFaces(locale), ...brandFont.weights.map((weight) => faceRule("devanagari", weight, locale))].join("\n");
