import { LocalizedLink } from "../localized-link";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { fill } from "../../utils/fill";

interface LogoProps {
  name: string;
  tagline?: string;
  inverse?: boolean;
}

/** The mountain-and-wave mark with the company name; links home. */
export function Logo({ name, tagline, inverse = false }: LogoProps) {
  const ui = useUiStrings();
  return (
    <LocalizedLink
      to="/"
      translate="no"
      aria-label={fill(ui.header.home, { name })}
      css={{
        display: "inline-flex",
        alignItems: "center",
        gap: theme.space.sm,
        textDecoration: "none",
        color: inverse ? theme.colors.inverse : theme.colors.primaryDark,
        minHeight: 44,
      }}
    >
      <svg viewBox="0 0 512 512" width="40" height="40" aria-hidden="true" focusable="false" css={{ flexShrink: 0, borderRadius: theme.radii.sm }}>
        <rect width="512" height="512" fill={theme.colors.primary} />
        <path d="M64 360 L196 170 L256 250 L310 190 L448 360 Z" fill="#ffffff" />
        <circle cx="368" cy="130" r="38" fill={theme.colors.accent} />
        <path d="M64 392 q48 -28 96 0 t96 0 t96 0 t96 0" stroke={theme.colors.accent} strokeWidth="22" fill="none" strokeLinecap="round" />
      </svg>
      <span css={{ display: "flex", flexDirection: "column", lineHeight: 1.1 }}>
        <span css={{ fontWeight: 700, fontSize: "1.05rem" }}>{name}</span>
        {tagline && <span css={{ fontSize: theme.fontSizes.xs, color: inverse ? theme.colors.inverseMuted : theme.colors.muted }}>{tagline}</span>}
      </span>
    </LocalizedLink>
  );
}
