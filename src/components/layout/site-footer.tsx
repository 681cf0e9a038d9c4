import { useEffect, useState } from "react";
import { useNavigation } from "../../hooks/use-navigation";
import { useSiteExtras } from "../../hooks/use-site-extras";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { Container } from "../container";
import { Logo } from "./logo";
import { Filled } from "../filled";
import { LocalizedLink } from "../localized-link";
import { credentialsPath, legalPaths, photoCreditsPath } from "../../../model/routes";
import { SocialLinks } from "./social-links";
import { FooterLinks } from "./footer-links";
import { LinkList } from "../link-list";
import { FooterContact } from "./footer-contact";
import { TranslateWidget } from "./translate-widget";
import { VisitorCounter } from "./visitor-counter";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { drawnNearScreen } from "../../styles/surfaces";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { pageIds } from "../../utils/page-ids";

// The footer's height until drawn (drawnNearScreen): below its content's at every width under 1024 px
// (1,103 px at 768-1023, 1,779-2,134 px on phones, in both languages), with room for a shorter menu.
const FOOTER_GUESS_PX = 800;

/** About, quick links, services, address, translation, counter, legal lines and the credits' links. */
export function SiteFooter() {
  const ui = useUiStrings();
  const settings = useSiteSettings();
  const nav = useNavigation();
  const { buildYear } = useSiteExtras();
  // The build's year first (so hydration matches), then the visitor's clock.
  const [year, setYear] = useState(buildYear);
  useEffect(() => setYear(new Date().getFullYear()), []);

  // A generated group (every service, every category) is one link here; the editors' own links are listed.
  const quickLinks = nav.flatMap((item) => [{ label: item.label, to: item.to }, ...(item.group ? (item.links ?? []) : item.children)]);
  const uniqueQuickLinks = quickLinks.filter((l, i) => quickLinks.findIndex((x) => x.to === l.to) === i);
  const services = nav.find((item) => item.group === "services")?.children ?? [];

  return (
    <footer
      css={{
        background: theme.colors.footer,
        color: theme.colors.inverseMuted,
        fontSize: theme.fontSizes.sm,
        "a:focus-visible": { outlineColor: theme.colors.accent },
        // Every page ends here, a phone's two screens of links below its content: drawn as it nears.
        ...drawnNearScreen(FOOTER_GUESS_PX),
      }}
    >
      <Container
        css={{
          display: "grid",
          gap: theme.space.xl,
          paddingBlock: theme.space.xxl,
          [mq.md]: { gridTemplateColumns: "1fr 1fr" },
          [mq.lg]: { gridTemplateColumns: "1.4fr 1fr 1fr 1.3fr" },
        }}
      >
        <div data-print="hide">
          <Logo name={settings.name} tagline={settings.tagline} inverse />
          <p css={{ margin: "1rem 0" }}>{settings.footerAbout}</p>
          <SocialLinks links={settings.socials} inverse />
        </div>
        <FooterLinks title={ui.footer.quickLinks} links={uniqueQuickLinks} id={pageIds.siteSections} />
        <FooterLinks title={ui.footer.services} links={services} />
        <div css={{ display: "grid", gap: theme.space.lg, alignContent: "start" }}>
          <FooterContact settings={settings} />
          <div data-print="hide">
            <h2 css={{ fontSize: theme.fontSizes.md, color: theme.colors.inverse, margin: "0 0 0.75rem" }}>{ui.footer.translateTitle}</h2>
            <TranslateWidget />
          </div>
        </div>
      </Container>
      <div css={{ borderTop: "1px solid rgba(255,255,255,0.12)" }}>
        <Container
          css={{
            display: "grid",
            gap: theme.space.sm,
            paddingBlock: theme.space.lg,
            paddingBottom: "calc(2rem + 130px)",
            [mq.md]: { paddingBottom: theme.space.xl },
          }}
        >
          <div css={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: theme.space.sm }}>
            <p css={{ margin: 0 }}>
              <Filled template={ui.footer.copyright} values={{ year: <span translate="no">{year}</span>, name: <span translate="no">{settings.name}</span> }} />
            </p>
            <VisitorCounter css={{ margin: 0 }} />
          </div>
          <nav aria-label={ui.footer.legal} data-print="hide">
            <LinkList
              links={[
                { to: legalPaths.privacy, label: ui.footer.privacy },
                { to: legalPaths.terms, label: ui.footer.terms },
                // One page for every photo's credit: a footer that listed them grew with the catalogue.
                { to: photoCreditsPath, label: ui.footer.photoCredits },
              ]}
              css={{ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: `0 ${theme.space.lg}` }}
              linkCss={{ display: "inline-block", padding: "0.3rem 0", color: theme.colors.inverse }}
            />
          </nav>
          <p css={{ margin: 0 }} data-print="hide">
            <span>{settings.designer.text} </span>
            <a href={settings.designer.url} target="_blank" rel="noopener noreferrer" css={{ color: theme.colors.inverse }}>
              {settings.designer.name}
            </a>
          </p>
          <p css={{ margin: 0 }}>
            {settings.identifiers.items.map((item, i) => (
              <span key={item.label}>
                {i > 0 && <span aria-hidden="true"> · </span>}
                <span>{item.label}: </span>
                <span translate="no">{item.value}</span>
              </span>
            ))}
            <br />
            <small>{settings.identifiers.note}</small>{" "}
            <LocalizedLink to={credentialsPath} css={{ color: theme.colors.inverse }}>
              {ui.footer.credentials}
            </LocalizedLink>
          </p>
        </Container>
      </div>
    </footer>
  );
}
