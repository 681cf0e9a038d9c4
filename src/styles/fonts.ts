// The brand face, self-hosted from @fontsource/poppins (OFL): Latin, latin-ext (the ₹ sign) and
// Devanagari. The design uses three weights; headings and numbers are bold, never heavier.
export const brandFont = {
  family: "Poppins",
  weights: [400, 600, 700],
  subsets: ["latin", "latin-ext", "devanagari"],
  /** Faces preloaded on every English page: body text and the bold hero headings. */
  preload: [
    { subset: "latin", weight: 400 },
    { subset: "latin", weight: 700 },
  ],
} as const;

/** Metric-matched local face used until the brand face arrives (see font-faces.ts). */
export const fallbackFamily = `${brandFont.family} Fallback`;

export const fontStack = `${brandFont.family}, "${fallbackFamily}", Arial, "Liberation Sans", sans-serif`;
