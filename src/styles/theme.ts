import { fontStack } from "./fonts";

// Design tokens: every colour, size and breakpoint the components use comes from here.
export const theme = {
  colors: {
    primary: "#0b5d4b",
    primaryDark: "#07382e",
    primaryLight: "#e6f2ef",
    accent: "#f4a51c",
    accentDark: "#8a4b00",
    text: "#1c2530",
    muted: "#4a5563",
    inverse: "#ffffff",
    inverseMuted: "#d5dde5",
    background: "#ffffff",
    surface: "#f5f7f6",
    border: "#d8dfdc",
    footer: "#0d1f1a",
    banner: "#7a1f10",
    whatsapp: "#15803d",
    error: "#b3261e",
    errorSurface: "#fdecea",
    success: "#146c2e",
    successSurface: "#e7f5ea",
    overlay: "rgba(6, 20, 16, 0.62)",
    focus: "#f4a51c",
  },
  // The self-hosted brand face on every machine (src/styles/fonts.ts), never the system's fonts.
  fonts: {
    body: fontStack,
    heading: fontStack,
  },
  fontSizes: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    xxl: "clamp(1.6rem, 1.2rem + 2vw, 2.25rem)",
    display: "clamp(2rem, 1.4rem + 3vw, 3.25rem)",
  },
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2.5rem",
    xxl: "4rem",
  },
  radii: { sm: "6px", md: "12px", lg: "20px", round: "999px" },
  shadows: {
    card: "0 2px 10px rgba(12, 30, 25, 0.08)",
    raised: "0 10px 30px rgba(12, 30, 25, 0.18)",
  },
  layout: { maxWidth: "1200px", headerMaxWidth: "1360px", headerHeight: "64px", bannerHeight: "36px" },
  z: { header: 100, widget: 900, drawer: 950, skip: 1000 },
  motion: { fast: "150ms", base: "250ms" },
} as const;

export type Theme = typeof theme;
