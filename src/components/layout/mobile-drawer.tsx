import type { IconName } from "../../../model/icons";
import { useCallback, useEffect, useRef, useState } from "react";
import { FaXmark } from "react-icons/fa6";
import type { NavItem } from "../../hooks/use-navigation";
import { useFocusTrap } from "../../hooks/use-focus-trap";
import { ButtonLink } from "../button-link";
import { DrawerGroup } from "./drawer-group";
import { SocialLinks } from "./social-links";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { plainList } from "../../styles/lists";
import { NavLink, navRow } from "./nav-link";
import { LanguageSwitch } from "./language-switch";

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  items: readonly NavItem[];
  currentPath: string;
  /** Set on the 404 page and Service Not Found (see Layout): the language switch reads the address in the browser. */
  unknownAddress?: boolean;
  quoteLink: string;
  /** The company's social profiles (settings.json `socials`), listed at the bottom. */
  socials?: readonly { network: IconName; label: string; url: string }[];
}

/**
 * The slide-in menu below the desktop breakpoint: a modal dialog with independent collapsible
 * groups. Closes on Escape, on a click outside it and on a link click; focus stays inside.
 */
export function MobileDrawer({ open, onClose, items, currentPath, unknownAddress, quoteLink, socials = [] }: MobileDrawerProps) {
  const ui = useUiStrings();
  const panelRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const close = useCallback(() => onClose(), [onClose]);
  useFocusTrap(panelRef, open, close);
  const toggle = (label: string) => setExpanded((e) => ({ ...e, [label]: !e[label] }));
  // The menu's links are built on first open: every page hydrates faster without them, and
  // without JavaScript the drawer cannot open anyway (the footer lists every page).
  const [built, setBuilt] = useState(open);
  useEffect(() => {
    if (open) setBuilt(true);
  }, [open]);

  return (
    <div
      data-print="hide"
      css={{ [mq.lg]: { display: "none" } }}
      // Closed: out of the tab order and the accessibility tree (React 18 passes inert as a string).
      {...(open ? {} : { inert: "" })}
    >
      <div
        aria-hidden="true"
        onClick={close}
        data-testid="drawer-backdrop"
        css={{
          position: "fixed",
          inset: 0,
          background: theme.colors.overlay,
          zIndex: theme.z.drawer,
          opacity: open ? 1 : 0,
          visibility: open ? "visible" : "hidden",
          transition: `opacity ${theme.motion.base}, visibility ${theme.motion.base}`,
        }}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={ui.header.menu}
        css={{
          position: "fixed",
          top: 0,
          right: 0,
          bottom: 0,
          width: "min(86vw, 360px)",
          background: theme.colors.background,
          zIndex: theme.z.drawer + 1,
          overflowY: "auto",
          overscrollBehavior: "contain",
          transform: open ? "translateX(0)" : "translateX(100%)",
          visibility: open ? "visible" : "hidden",
          transition: `transform ${theme.motion.base} ease, visibility ${theme.motion.base}`,
          boxShadow: theme.shadows.raised,
          display: "flex",
          flexDirection: "column",
        }}
      >
        {/* Close first in focus order; the language switch (on phones, the header's) sits opposite it. */}
        <div css={{ display: "flex", flexDirection: "row-reverse", justifyContent: "space-between", alignItems: "center", padding: theme.space.sm }}>
          <button
            type="button"
            onClick={close}
            aria-label={ui.header.closeMenu}
            css={{
              display: "grid",
              placeItems: "center",
              width: 44,
              height: 44,
              background: "none",
              border: 0,
              borderRadius: theme.radii.round,
              color: theme.colors.text,
              cursor: "pointer",
            }}
          >
            <FaXmark aria-hidden="true" size="1.3rem" />
          </button>
          <LanguageSwitch currentPath={currentPath} unknownAddress={unknownAddress} onNavigate={close} />
        </div>
        {(built || open) && (
          <nav aria-label={ui.header.menu}>
            <ul css={plainList}>
              {items.map((item) =>
                item.children.length > 0 ? (
                  <DrawerGroup
                    key={item.label}
                    item={item}
                    expanded={!!expanded[item.label]}
                    onToggle={() => toggle(item.label)}
                    currentPath={currentPath}
                    onNavigate={close}
                  />
                ) : (
                  <li key={item.label}>
                    <NavLink
                      to={item.to}
                      currentPath={currentPath}
                      onClick={close}
                      css={{ ...navRow(48), fontWeight: 700, "&[aria-current='page']": { color: theme.colors.primary } }}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
        )}
        <div css={{ padding: theme.space.md, marginTop: "auto", display: "grid", gap: theme.space.md }}>
          <ButtonLink to={quoteLink} variant="accent" onClick={close} css={{ width: "100%" }}>
            {ui.header.quote}
          </ButtonLink>
          {socials.length > 0 && <SocialLinks links={socials} label={ui.header.followUs} css={{ justifyContent: "center" }} />}
        </div>
      </div>
    </div>
  );
}
