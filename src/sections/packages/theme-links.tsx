import { LocalizedLink } from "../../components/localized-link";
import { theme } from "../../styles/theme";
import { plainList } from "../../styles/lists";

interface ThemeLink {
  slug: string;
  /** The theme's page (English address; the link adds the language). */
  path: string;
  name: string;
}

interface ThemeLinksProps {
  themes: readonly ThemeLink[];
  title: string;
  text?: string;
  /** The theme whose page this is: marked as the current page. */
  current?: string;
  /** Shown only without JavaScript (gatsby-ssr's no-JS style), where a filter says the same with it (/packages). */
  noJsOnly?: boolean;
  className?: string;
}

/** Every theme as a plain link to its page: the way to narrow the packages that needs no JavaScript. */
export function ThemeLinks({ themes, title, text, current, noJsOnly, className }: ThemeLinksProps) {
  return (
    <nav aria-labelledby="theme-links-title" className={className} {...(noJsOnly && { hidden: true, "data-no-js-visible": "" })}>
      <h2 id="theme-links-title" css={{ margin: 0, fontSize: theme.fontSizes.xl }}>
        {title}
      </h2>
      {text && <p css={{ margin: `${theme.space.xs} 0 0`, color: theme.colors.muted }}>{text}</p>}
      <ul css={{ ...plainList, display: "flex", flexWrap: "wrap", gap: theme.space.sm, marginTop: theme.space.md }}>
        {themes.map((t) => (
          <li key={t.slug}>
            <LocalizedLink
              to={t.path}
              aria-current={t.slug === current ? "page" : undefined}
              css={{
                display: "inline-flex",
                alignItems: "center",
                minHeight: 44,
                padding: "0.45rem 1rem",
                borderRadius: theme.radii.round,
                fontWeight: 600,
                textDecoration: "none",
                color: theme.colors.primaryDark,
                background: theme.colors.primaryLight,
                boxShadow: `inset 0 0 0 1px ${theme.colors.border}`,
                "&:hover": { boxShadow: `inset 0 0 0 2px ${theme.colors.primary}` },
                "&[aria-current]": { background: theme.colors.primary, color: theme.colors.inverse },
              }}
            >
              {t.name}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
