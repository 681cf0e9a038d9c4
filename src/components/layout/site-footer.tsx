import { useSiteSettings } from "../../hooks/use-site-settings";
import { Container } from "../container";
import { theme } from "../../styles/theme";

/** Minimal footer; the full footer replaces it (issue 3). */
export function SiteFooter() {
  const { name } = useSiteSettings();
  return (
    <footer css={{ background: theme.colors.footer, color: theme.colors.inverse, paddingBlock: theme.space.xl }}>
      <Container>
        <p css={{ margin: 0 }}>
          © {new Date().getFullYear()} <span translate="no">{name}</span>
        </p>
      </Container>
    </footer>
  );
}
