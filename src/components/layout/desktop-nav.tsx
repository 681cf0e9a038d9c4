import { Link } from "gatsby";
import type { NavItem } from "../../hooks/use-navigation";
import { NavDropdown } from "./nav-dropdown";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { plainList } from "../../styles/lists";

interface DesktopNavProps {
  items: readonly NavItem[];
  currentPath: string;
}

/** The header's main navigation on wide screens; groups open as dropdowns. */
export function DesktopNav({ items, currentPath }: DesktopNavProps) {
  const ui = useUiStrings();
  return (
    <nav aria-label={ui.header.mainNav} css={{ display: "none", [mq.lg]: { display: "block" } }}>
      <ul css={{ display: "flex", alignItems: "center", gap: "0.15rem", ...plainList }}>
        {items.map((item) =>
          item.children.length > 0 ? (
            <NavDropdown key={item.label} item={item} currentPath={currentPath} />
          ) : (
            <li key={item.label}>
              <Link
                to={item.to}
                aria-current={item.to === currentPath ? "page" : undefined}
                css={{
                  display: "inline-flex",
                  alignItems: "center",
                  minHeight: 44,
                  whiteSpace: "nowrap",
                  padding: "0 0.6rem",
                  fontWeight: 600,
                  color: theme.colors.text,
                  textDecoration: "none",
                  borderRadius: theme.radii.sm,
                  "&:hover": { color: theme.colors.primary },
                  "&[aria-current='page']": { color: theme.colors.primary, boxShadow: `inset 0 -3px 0 ${theme.colors.accent}` },
                }}
              >
                {item.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
