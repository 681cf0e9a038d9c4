import { mq } from "./media";
import { theme } from "./theme";

/** A card on the page: white, rounded, lifted by the card shadow. */
export const cardSurface = {
  background: theme.colors.background,
  borderRadius: theme.radii.lg,
  boxShadow: theme.shadows.card,
} as const;

/** A round badge or button of `size` px with its content centred (a day's number, play and pause). */
export const roundBox = (size: number) =>
  ({
    display: "grid",
    placeItems: "center",
    width: size,
    height: size,
    borderRadius: "50%",
  }) as const;

/** A photo tile that opens the lightbox: the whole tile is the link (to the large photo, without JavaScript). */
export const lightboxTile = {
  display: "block",
  width: "100%",
  padding: 0,
  border: 0,
  borderRadius: theme.radii.md,
  overflow: "hidden",
  cursor: "zoom-in",
  background: theme.colors.surface,
} as const;

/**
 * A part of a page that starts below a phone's first screen. Below 1024 px the browser lays it out
 * and paints it only as it nears the screen (content-visibility), so a phone's first seconds are not
 * spent shaping text nobody sees yet (docs/performance-journal.md); it stays in the accessibility tree and
 * find-in-page, and prints in full. `guessPx` is its height until first drawn; then the browser
 * remembers the real one. Keep the guess at or below the real height of its content (the browser adds
 * the element's own padding and border to the guess) at every width under 1024 px:
 * a guess too low only grows the page as it is drawn, which scrolling keeps steady, while one too
 * high shrank the page under a visitor who jumped to the footer (its links moved 237 px). Wider
 * screens lay it out as usual. Not for text over a photo: axe cannot see the photo behind text that
 * is not drawn yet, and reports its contrast against white. Text beyond the guess also lies outside
 * the element's box until drawn, so a dark box needs its colour behind it too (the footer: the canvas).
 */
export const drawnNearScreen = (guessPx: number) =>
  ({
    // The height alone: an intrinsic width would widen a grid column (the package page's) to it.
    [mq.belowLg]: { contentVisibility: "auto", containIntrinsicHeight: `auto ${guessPx}px` },
    "@media print": { contentVisibility: "visible" },
  }) as const;

/** A home page section below the carousel, drawn as it nears a phone's screen (760 px until then; the shorter stats band says its own). */
export const homeSection = {
  paddingBlock: "clamp(2.5rem, 6vw, 4.5rem)",
  ...drawnNearScreen(760),
} as const;
