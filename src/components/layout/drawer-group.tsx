import { useId } from "react";
import { FaChevronDown } from "react-icons/fa6";
import type { NavItem } from "../../hooks/use-navigation";
import { theme } from "../../styles/theme";
import { fullRow } from "../../styles/lists";
import { NavLink, navRow } from "./nav-link";

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
          ...fullRow,
          justifyContent: "space-between",
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
        <FaChevronDown
          aria-hidden="true"
          size="0.8em"
          css={{ transition: `transform ${theme.motion.fast}`, transform: expanded ? "rotate(180deg)" : "none" }}
        />
      </button>
      <ul id={listId} hidden={!expanded} css={{ listStyle: "none", margin: 0, padding: "0 0 0.5rem 1rem" }}>
        {item.children.map((child) => (
          <li key={child.to}>
            <NavLink
              to={child.to}
              currentPath={currentPath}
              onClick={onNavigate}
              css={{
                ...navRow(44),
                borderLeft: `2px solid ${theme.colors.border}`,
                "&[aria-current='page']": { color: theme.colors.primary, fontWeight: 700, borderLeftColor: theme.colors.accent },
              }}
            >
              {child.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
