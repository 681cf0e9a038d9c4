import { graphql, Link } from "gatsby";
import { Container } from "../../components/container";
import { ButtonLink } from "../../components/button-link";
import type { NavItem } from "../../hooks/use-navigation";
import { theme } from "../../styles/theme";
import { enquiryPath } from "../../../model/routes";
import { useUiStrings } from "../../hooks/use-ui-strings";

interface PageNotFoundProps {
  title: string;
  text: string;
  navigation: readonly NavItem[];
}

/** The 404 page's body: what happened, and every page of the site as a way on. */
export function PageNotFound({ title, text, navigation }: PageNotFoundProps) {
  const ui = useUiStrings();
  return (
    <Container css={{ paddingBlock: "clamp(2rem, 6vw, 4rem)" }}>
      <h1 css={{ fontSize: theme.fontSizes.display, color: theme.colors.primaryDark }}>{title}</h1>
      <p css={{ fontSize: theme.fontSizes.lg, maxWidth: 680 }}>{text}</p>
      <div css={{ display: "flex", flexWrap: "wrap", gap: theme.space.md, margin: `${theme.space.lg} 0 ${theme.space.xl}` }}>
        <ButtonLink to="/">{ui.notFound.home}</ButtonLink>
        <ButtonLink to={enquiryPath()} variant="outline">
          {ui.notFound.ask}
        </ButtonLink>
      </div>
      <h2 id="site-pages" css={{ fontSize: theme.fontSizes.xl }}>
        {ui.notFound.pages}
      </h2>
      <ul
        aria-labelledby="site-pages"
        css={{ display: "grid", gap: theme.space.lg, gridTemplateColumns: "repeat(auto-fill, minmax(200px, 1fr))", listStyle: "none", padding: 0 }}
      >
        {navigation.map((item) => (
          <li key={item.to}>
            <Link to={item.to} css={{ fontWeight: 700 }}>
              {item.label}
            </Link>
            {item.children.length > 0 && (
              <ul css={{ listStyle: "none", padding: 0, margin: "0.5rem 0 0", display: "grid", gap: "0.35rem" }}>
                {item.children.map((child) => (
                  <li key={child.to}>
                    <Link to={child.to}>{child.label}</Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </Container>
  );
}

/**
 * The copy both error pages show (404 and Service Not Found): their pages.json entries.
 * @public Gatsby reads GraphQL fragments from a file's exports and finds them by name.
 */
export const notFoundCopyFragment = graphql`
  fragment NotFoundCopy on PagesJson {
    title
    description
    heroTitle
    heroText
  }
`;
