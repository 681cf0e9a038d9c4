import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { LocalizedLink } from "../localized-link";
import { FaChevronDown } from "react-icons/fa6";
import type { NavItem } from "../../hooks/use-navigation";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";

interface NavDropdownProps {
  item: NavItem;
  currentPath: string;
}

const linkCss = {
  display: "block",
  padding: "0.55rem 1rem",
  color: theme.colors.text,
  textDecoration: "none",
  borderRadius: theme.radii.sm,
  "&:hover, &:focus-visible": { background: theme.colors.primaryLight, color: theme.colors.primaryDark },
  "&[aria-current='page']": { fontWeight: 700, color: theme.colors.primary },
};

/**
 * A disclosure menu: the button shows and hides a list of links. Opens on hover, click and keys
 * (Enter/Space toggle, ArrowDown opens and moves in, ArrowUp/Down move, Escape closes and returns
 * focus to the button); closes when focus or the pointer leaves.
 */
export function NavDropdown({ item, currentPath }: NavDropdownProps) {
  // Open on the page it was opened on: after a client-side navigation the menu is closed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === currentPath;
  const setOpen = (value: boolean) => setOpenOn(value ? currentPath : null);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const active = item.children.some((c) => c.to === currentPath);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpenOn(null);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>("ul a") ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (e.key === "ArrowDown") {
      e.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusLink(at + 1));
    } else if (e.key === "ArrowUp" && open) {
      e.preventDefault();
      focusLink(at < 0 ? -1 : at - 1);
    } else if ((e.key === "Home" || e.key === "End") && at >= 0) {
      e.preventDefault();
      focusLink(e.key === "Home" ? 0 : -1);
    }
  };

  return (
    <li
      ref={rootRef}
      onKeyDown={onKeyDown}
      data-no-js-dropdown=""
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onBlur={(e) => {
        if (!rootRef.current?.contains(e.relatedTarget as Node)) setOpen(false);
      }}
      css={{ position: "relative" }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        css={{
          display: "inline-flex",
          alignItems: "center",
          gap: "0.35rem",
          whiteSpace: "nowrap",
          minHeight: 44,
          padding: "0 0.6rem",
          // 1280 px: room for the search link beside the menu (site-header.tsx).
          [mq.xl]: { paddingInline: "0.5rem" },
          background: "none",
          border: 0,
          borderRadius: theme.radii.sm,
          font: "inherit",
          fontWeight: 600,
          color: active ? theme.colors.primary : theme.colors.text,
          boxShadow: active ? `inset 0 -3px 0 ${theme.colors.accent}` : undefined,
          cursor: "pointer",
          "&:hover": { color: theme.colors.primary },
        }}
      >
        <span>{item.label}</span>
        <FaChevronDown aria-hidden="true" size="0.7em" css={{ transition: `transform ${theme.motion.fast}`, transform: open ? "rotate(180deg)" : "none" }} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        css={{
          position: "absolute",
          top: "100%",
          left: 0,
          minWidth: 230,
          margin: 0,
          padding: theme.space.sm,
          listStyle: "none",
          background: theme.colors.background,
          borderRadius: theme.radii.md,
          boxShadow: theme.shadows.raised,
          border: `1px solid ${theme.colors.border}`,
          zIndex: theme.z.header + 1,
        }}
      >
        {item.children.map((child) => (
          <li key={child.to}>
            <LocalizedLink to={child.to} aria-current={child.to === currentPath ? "page" : undefined} css={linkCss}>
              {child.label}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
