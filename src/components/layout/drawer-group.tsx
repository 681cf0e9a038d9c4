import { useId } from "react";
import { Link } from "gatsby";
import { FaChevronDown } from "react-icons/fa6";
import type { NavItem } from "../../hooks/use-navigation";
import { theme } from "../../styles/theme";

interface DrawerGroupProps {
  item: NavItem;
  expanded: boolean;
  onToggle: () => void;
  currentPath: string;
  onNavigate: () => void;
}

/** One collapsible group of the mobile drawer (About, Our Services, Holiday Packages). */
export function DrawerGroup({ item, expanded, onToggle, currentPath, onNavigate }: DrawerGroupProps) {
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={onToggle}
        css={{
          display: "flex",
          width: "100%",
          justifyContent: "space-between",
          alignItems: "center",
          minHeight: 48,
          padding: "0 1rem",
          background: "none",
          border: 0,
          font: "inherit",
          fontWeight: 700,
          color: theme.colors.text,
          cursor: "pointer",
        }}
      >
        <span>{item.label}</span>
        <FaChevronDown aria-hidden="true" size="0.8em" css={{ transition: `transform ${theme.motion.fast}`, transform: expanded ? "rotate(180deg)" : "none" }} />
      </button>
      <ul id={listId} hidden={!expanded} css={{ listStyle: "none", margin: 0, padding: "0 0 0.5rem 1rem" }}>
        {item.children.map((child) => (
          <li key={child.to}>
            <Link
              to={child.to}
              onClick={onNavigate}
              aria-current={child.to === currentPath ? "page" : undefined}
              css={{
                display: "flex",
                alignItems: "center",
                minHeight: 44,
                padding: "0 1rem",
                color: theme.colors.text,
                textDecoration: "none",
                borderLeft: `2px solid ${theme.colors.border}`,
                "&[aria-current='page']": { color: theme.colors.primary, fontWeight: 700, borderLeftColor: theme.colors.accent },
              }}
            >
              {child.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
