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
