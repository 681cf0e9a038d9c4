import { useCallback, useRef, useState } from "react";
import { FaBars } from "react-icons/fa6";
import { useNavigation } from "../../hooks/use-navigation";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { useOfferClaims } from "../../hooks/use-offer-claims";
import { ButtonLink } from "../button-link";
import { Container } from "../container";
import { enquiryPath } from "../../../model/routes";
import { Logo } from "./logo";
import { OfferBanner } from "./offer-banner";
import { DesktopNav } from "./desktop-nav";
import { MobileDrawer } from "./mobile-drawer";
import { SocialLinks } from "./social-links";
import { LanguageSwitch } from "./language-switch";
import { SearchLink } from "./search-link";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { pageIds } from "../../utils/page-ids";

const QUOTE_LINK = enquiryPath({ enquiry: "quote" });

/** The phone menu's control: a button that opens the drawer, or without JavaScript a link to the footer's sections. */
const menuControl = {
  display: "inline-flex",
  alignItems: "center",
  gap: theme.space.sm,
  minHeight: 44,
  padding: "0 0.9rem",
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.round,
  background: theme.colors.background,
  color: theme.colors.text,
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
} as const;

/** Offer banner, then logo, navigation (dropdowns or drawer), social icons and Get a Quote. */
export function SiteHeader({ currentPath, unknownAddress = false }: { currentPath: string; unknownAddress?: boolean }) {
  const ui = useUiStrings();
  const nav = useNavigation();
  const settings = useSiteSettings();
  const offerClaims = useOfferClaims();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButton.current?.focus();
  }, []);

  return (
    <>
      <OfferBanner words={settings.banner} claims={offerClaims} currentPath={currentPath} />
      <header
        data-print="hide"
        css={{ position: "sticky", top: 0, zIndex: theme.z.header, background: theme.colors.background, borderBottom: `1px solid ${theme.colors.border}` }}
      >
        {/* Wider than the page's reading width: the full menu, social icons, language switch and
            Get a Quote share one row at 1280 px, even in a wide fallback font (e2e/any-font). */}
        <Container
          css={{
            display: "flex",
            alignItems: "center",
            gap: theme.space.md,
            minHeight: theme.layout.headerHeight,
            maxWidth: theme.layout.headerMaxWidth,
            // At 320 px the logo, the search link and Menu share the row: narrower gaps keep it on the
            // screen in a wide fallback font (the search icon's own 44 px box keeps it apart from Menu).
            [mq.belowSm]: { gap: theme.space.sm },
            [mq.xl]: { paddingInline: "1rem", gap: theme.space.sm },
          }}
        >
          <Logo name={settings.name} />
          <div
            css={{
              marginLeft: "auto",
              display: "flex",
              alignItems: "center",
              gap: theme.space.sm,
              [mq.belowSm]: { gap: theme.space.xs },
              [mq.xl]: { gap: "0.25rem" },
            }}
          >
            <DesktopNav items={nav} currentPath={currentPath} />
            {/* Every network, where the row has room for them (measured with the brand font and a wide
                one): tablets beside the Menu button, and 1280 px up beside the full menu; the drawer and
                the footer list them everywhere else. */}
            <SocialLinks
              links={settings.socials}
              compact
              css={{ display: "none", flexWrap: "nowrap", [mq.md]: { display: "flex" }, [mq.lg]: { display: "none" }, [mq.xl]: { display: "flex" } }}
            />
            <SearchLink />
            {/* Phones reach it in the menu drawer: beside the logo and Menu it would not fit at 320 px. */}
            <LanguageSwitch currentPath={currentPath} unknownAddress={unknownAddress} css={{ display: "none", [mq.sm]: { display: "inline-flex" } }} />
            <ButtonLink to={QUOTE_LINK} variant="accent" css={{ display: "none", [mq.sm]: { display: "inline-flex" }, [mq.xl]: { paddingInline: "1rem" } }}>
              {ui.header.quote}
            </ButtonLink>
            <button
              ref={menuButton}
              type="button"
              aria-expanded={drawerOpen}
              aria-haspopup="dialog"
              onClick={() => setDrawerOpen(true)}
              data-no-js-hidden=""
              css={[menuControl, { [mq.lg]: { display: "none" } }]}
            >
              <FaBars aria-hidden="true" />
              <span>{ui.header.menu}</span>
            </button>
            {/* Without JavaScript the drawer cannot open: the same control leads to the footer's list
                of every section (gatsby-ssr's no-JS style shows it and hides the button). */}
            <span css={{ display: "contents", [mq.lg]: { display: "none" } }}>
              <a hidden data-no-js-visible="" href={`#${pageIds.siteSections}`} css={menuControl}>
                <span css={{ display: "inline-flex", alignItems: "center", gap: theme.space.sm, minHeight: 42 }}>
                  <FaBars aria-hidden="true" />
                  <span>{ui.header.menu}</span>
                </span>
              </a>
            </span>
          </div>
        </Container>
      </header>
      <MobileDrawer
        open={drawerOpen}
        onClose={closeDrawer}
        items={nav}
        currentPath={currentPath}
        unknownAddress={unknownAddress}
        quoteLink={QUOTE_LINK}
        socials={settings.socials}
      />
    </>
  );
}
