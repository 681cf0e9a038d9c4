import type { ReactNode } from "react";
import { LocalizedLink } from "./localized-link";
import type { CSSObject } from "@emotion/react";
import { theme } from "../styles/theme";

type Variant = "primary" | "accent" | "light" | "outline";

const variants: Record<Variant, CSSObject> = {
  primary: { background: theme.colors.primary, color: theme.colors.inverse, "&:hover": { background: theme.colors.primaryDark } },
  accent: { background: theme.colors.accent, color: theme.colors.text, "&:hover": { background: "#ffbd45" } },
  light: { background: theme.colors.inverse, color: theme.colors.primaryDark, "&:hover": { background: theme.colors.primaryLight } },
  outline: {
    background: "transparent",
    color: theme.colors.primary,
    boxShadow: `inset 0 0 0 2px ${theme.colors.primary}`,
    "&:hover": { background: theme.colors.primaryLight },
  },
};

export const buttonStyles = (variant: Variant = "primary"): CSSObject => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: theme.space.sm,
  whiteSpace: "nowrap",
  minHeight: 44,
  padding: "0.6rem 1.25rem",
  borderRadius: theme.radii.round,
  border: 0,
  fontWeight: 700,
  fontSize: theme.fontSizes.sm,
  textDecoration: "none",
  cursor: "pointer",
  transition: `background ${theme.motion.fast}`,
  ...variants[variant],
});

interface ButtonLinkProps {
  to: string;
  children: ReactNode;
  variant?: Variant;
  className?: string;
  /** Called as the link is followed (the mobile menu closes itself). */
  onClick?: () => void;
  /** The id of what tells this link from others of the same words (a card's heading). */
  "aria-describedby"?: string;
}

/** An action, not words of the page: the site search leaves it out of its excerpts ("Enquire"). */
const notIndexed = { "data-pagefind-ignore": "" };

/** A link that looks like a button; site paths go through Gatsby's Link, others open safely. */
export function ButtonLink({ to, children, variant = "primary", className, onClick, "aria-describedby": describedBy }: ButtonLinkProps) {
  if (/^(https?:|mailto:|tel:)/.test(to)) {
    const external = to.startsWith("http");
    return (
      <a
        href={to}
        className={className}
        onClick={onClick}
        aria-describedby={describedBy}
        css={buttonStyles(variant)}
        {...notIndexed}
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        {children}
      </a>
    );
  }
  return (
    <LocalizedLink to={to} className={className} onClick={onClick} aria-describedby={describedBy} css={buttonStyles(variant)} {...notIndexed}>
      {children}
    </LocalizedLink>
  );
}
