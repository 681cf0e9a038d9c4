import { theme } from "./theme";

/** A native select as the site draws it: 44 px tall for a finger, the muted border, small text. */
export const selectBox = {
  minHeight: 44,
  padding: "0.5rem 0.6rem",
  border: `1px solid ${theme.colors.muted}`,
  borderRadius: theme.radii.sm,
  background: theme.colors.background,
  color: theme.colors.text,
  fontSize: theme.fontSizes.sm,
} as const;

/** The header's small links (search, and the languages, in the drawer too): centred in a round target, in the dark brand colour. */
export const headerLink = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: theme.radii.round,
  color: theme.colors.primaryDark,
} as const;
