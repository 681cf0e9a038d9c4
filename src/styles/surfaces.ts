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

/** A photo tile that opens the lightbox: the whole tile is the button. */
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
 * A home page section below the carousel. Below 1024 px the browser lays it out and paints it only
 * as it nears the screen (content-visibility), so a phone's first seconds are not spent shaping
 * text nobody sees yet (the home pages' blocking time, README "Performance"); it stays in the
 * accessibility tree and find-in-page. Its height is a guess until first drawn, then remembered:
 * there a guess below the real height only grows the page, which scrolling keeps steady; on wider
 * screens the sections are shorter than the guess, and a jump to the footer saw the page shrink
 * under it (the footer's links moved 237 px), so they are laid out as usual.
 */
export const homeSection = {
  paddingBlock: "clamp(2.5rem, 6vw, 4.5rem)",
  [mq.belowLg]: { contentVisibility: "auto", containIntrinsicSize: "auto 900px" },
  "@media print": { contentVisibility: "visible" },
} as const;
