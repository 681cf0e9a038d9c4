import { Link } from "gatsby";
import { useNavigation } from "../../hooks/use-navigation";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { Container } from "../container";
import { theme } from "../../styles/theme";

/** Minimal header; the full header with dropdowns and drawer replaces it (issue 3). */
export function SiteHeader() {
  const nav = useNavigation();
  const { name } = useSiteSettings();
  return (
    <header css={{ borderBottom: `1px solid ${theme.colors.border}` }}>
      <Container css={{ display: "flex", flexWrap: "wrap", gap: theme.space.md, alignItems: "center", minHeight: theme.layout.headerHeight }}>
        <Link to="/" translate="no" css={{ fontWeight: 800, textDecoration: "none" }}>
          {name}
        </Link>
        <nav aria-label="Main">
          <ul css={{ display: "flex", flexWrap: "wrap", gap: theme.space.md, listStyle: "none", margin: 0, padding: 0 }}>
            {nav.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
    </header>
  );
}
