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
 * A home page section below the carousel. The browser lays it out and paints it only as it nears
 * the screen (content-visibility), so a phone's first seconds are not spent shaping text nobody
 * sees yet (the home pages' blocking time, README "Performance"). It stays in the accessibility
 * tree and find-in-page; its height is a guess until first drawn, then remembered (auto).
 */
export const homeSection = {
  paddingBlock: "clamp(2.5rem, 6vw, 4.5rem)",
  contentVisibility: "auto",
  containIntrinsicSize: "auto 900px",
  "@media print": { contentVisibility: "visible" },
} as const;
