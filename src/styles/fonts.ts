// The brand face, self-hosted from @fontsource/poppins (OFL): Latin, latin-ext (the ₹ sign) and
// Devanagari. The design uses three weights; headings and numbers are bold, never heavier.
export const brandFont = {
  family: "Poppins",
  weights: [400, 600, 700],
  subsets: ["latin", "latin-ext", "devanagari"],
  /**
   * Faces preloaded, by the page's language: English body text and the bold hero headings (small,
   * with a metric-matched fallback, so they may swap in). English pages never need Devanagari.
   */
  preload: {
    en: [
      { subset: "latin", weight: 400 },
      { subset: "latin", weight: 700 },
    ],
    // Hindi pages preload nothing: their Devanagari faces (docs/decisions/0015) wait until a first page has
    // started and are used from the next one (plugins/gatsby-plugin-brand-fonts/devanagari-faces.ts). Latin on Hindi pages
    // (the brand's name, digits, prices) is optional (font-faces.ts), not worth a preload.
    hi: [],
  },
} as const;

/** The language switch's face for names in another script (cut to those letters; see font-faces.ts). */
export const languageNamesFamily = `${brandFont.family} Language Names`;

/** Metric-matched local face used until the brand face arrives (see font-faces.ts). */
export const fallbackFamily = `${brandFont.family} Fallback`;

export const fontStack = `${brandFont.family}, "${fallbackFamily}", Arial, "Liberation Sans", sans-serif`;
