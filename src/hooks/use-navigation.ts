import { graphql, useStaticQuery } from "gatsby";
import { useLocale } from "../i18n/locale-context";

interface NavLink {
  label: string;
  to: string;
}
export interface NavItem extends NavLink {
  children: NavLink[];
  /** The editors' own links (content/navigation.json `links`), also in a group's children after the generated ones. */
  links?: readonly NavLink[];
  /** Set when the children are every service or every package category from content. */
  group?: "services" | "packages";
}

/** The header menu (content/navigation.json) in the page's language, with service and package groups filled from content. Paths are English; links add the language. */
export function useNavigation(): NavItem[] {
  const data = useStaticQuery<Queries.NavigationQuery>(graphql`
    query Navigation {
      allNavigationJson {
        nodes {
          language
          label
          to
          linksFrom
          overviewLabel
          links {
            label
            to
          }
        }
      }
      allServicesJson(sort: { order: ASC }) {
        nodes {
          language
          path
          name
        }
      }
      allPackageCategoriesJson(sort: { order: ASC }) {
        nodes {
          language
          path
          name
        }
      }
    }
  `);
  const locale = useLocale();
  const mine = <T extends { language: string }>(nodes: readonly T[]) => nodes.filter((n) => n.language === locale);
  const from: Record<NonNullable<Queries.NavigationJsonLinksFrom>, NavLink[]> = {
    services: mine(data.allServicesJson.nodes).map((s) => ({ label: s.name, to: s.path })),
    packages: mine(data.allPackageCategoriesJson.nodes).map((c) => ({ label: c.name, to: c.path })),
  };
  return mine(data.allNavigationJson.nodes).map((item) => ({
    label: item.label,
    to: item.to,
    children: [
      ...(item.overviewLabel ? [{ label: item.overviewLabel, to: item.to }] : []),
      ...(item.linksFrom ? from[item.linksFrom] : []),
      ...(item.links ?? []),
    ],
    links: item.links ?? [],
    group: item.linksFrom ?? undefined,
  }));
}
