import { LocalizedLink } from "../../components/localized-link";
import { theme } from "../../styles/theme";

/** One list of the site's pages (packages, guides, services): its heading and its links, addresses as in English. */
export interface SiteList {
  heading: string;
  links: readonly { title: string; path: string }[];
}

/**
 * The site's packages, guides and services as plain links: what the search page offers before a
 * search, after one that found nothing, and without JavaScript (they are in the built HTML).
 */
export function SiteLists({ intro, lists }: { intro: string; lists: readonly SiteList[] }) {
  return (
    <div>
      <p css={{ margin: `0 0 ${theme.space.md}`, color: theme.colors.muted }}>{intro}</p>
      <div css={{ display: "grid", gap: theme.space.lg, gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 16rem), 1fr))" }}>
        {lists
          .filter((list) => list.links.length > 0)
          .map((list) => (
            <section key={list.heading} aria-label={list.heading}>
              <h2 css={{ fontSize: theme.fontSizes.lg, margin: `0 0 ${theme.space.sm}` }}>{list.heading}</h2>
              <ul css={{ margin: 0, paddingLeft: "1.2rem", lineHeight: 1.5 }}>
                {list.links.map((link) => (
                  <li key={link.path} css={{ marginBlock: theme.space.xs }}>
                    <LocalizedLink to={link.path} css={{ color: theme.colors.primary, display: "inline-block", paddingBlock: "0.2rem" }}>
                      {link.title}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </div>
    </div>
  );
}
