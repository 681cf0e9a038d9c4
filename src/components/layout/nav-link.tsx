import type { ComponentProps } from "react";
import { LocalizedLink } from "../localized-link";
import { theme } from "../../styles/theme";

interface NavLinkProps extends Omit<ComponentProps<typeof LocalizedLink>, "ref"> {
  to: string;
  currentPath: string;
}

/** A menu link, marked aria-current="page" where the visitor is (for screen readers and styles). */
export function NavLink({ to, currentPath, ...rest }: NavLinkProps) {
  return <LocalizedLink to={to} aria-current={to === currentPath ? "page" : undefined} {...rest} />;
}

/** The shared look of menu rows; each menu adds its own size and current-page mark. */
export const navRow = (minHeight: number, padding = "0 1rem") => ({
  display: "flex",
  alignItems: "center",
  minHeight,
  padding,
  color: theme.colors.text,
  textDecoration: "none",
});
