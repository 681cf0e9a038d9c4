import { theme } from "./theme";

// A page saved as PDF (to forward on WhatsApp): the trip, its prices and terms, and how to reach
// the company; no menus, banner, floating buttons or links that only work on screen. Components
// mark what to leave out with data-print="hide" and what must not be split across pages with
// data-print="keep-together"; everything else prints as it is.
export const printStyles = {
  "@page": { margin: "14mm 12mm" },
  "@media print": {
    '[data-print="hide"]': { display: "none !important" },
    '[data-print="keep-together"], tr, figure, img': { breakInside: "avoid" },
    "h2, h3": { breakAfter: "avoid" },
    "p, li, dd": { orphans: 3, widows: 3 },
    body: { fontSize: "11pt", background: "none", color: "#000" },
    "*, *::before, *::after": { boxShadow: "none !important", textShadow: "none !important" },
    // The photo banner becomes a plain title: its photo would take half a page, and a printer
    // drops the dark overlay that made its white text readable.
    '[data-print="hero"]': { minHeight: "0 !important", color: "#000 !important", background: "none !important" },
    '[data-print="hero"] picture, [data-print="hero"] img': { display: "none !important" },
    '[data-print="hero"] *': { color: "#000 !important", background: "none !important" },
    // The footer keeps the office's address, phone, email and registration numbers, in black on white.
    footer: { background: "none !important", borderTop: `1px solid ${theme.colors.border}` },
    "footer *": { color: "#000 !important", paddingBlock: "0 !important" },
  },
} as const;
