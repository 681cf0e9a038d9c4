import type { NavItem } from "../../hooks/use-navigation";
import { NavDropdown } from "./nav-dropdown";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { plainList } from "../../styles/lists";
import { NavLink, navRow } from "./nav-link";

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
              <NavLink
                to={item.to}
                currentPath={currentPath}
                css={{
                  ...navRow(44, "0 0.6rem"),
                  // 1280 px: room for the search link beside the menu (site-header.tsx).
                  [mq.xl]: { paddingInline: "0.5rem" },
                  display: "inline-flex",
                  whiteSpace: "nowrap",
                  fontWeight: 600,
                  borderRadius: theme.radii.sm,
                  "&:hover": { color: theme.colors.primary },
                  "&[aria-current='page']": { color: theme.colors.primary, boxShadow: `inset 0 -3px 0 ${theme.colors.accent}` },
                }}
              >
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
