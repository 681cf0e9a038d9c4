import { graphql, useStaticQuery } from "gatsby";

export interface NavLink {
  label: string;
  to: string;
}
export interface NavItem extends NavLink {
  children: NavLink[];
  /** Set when the children are every service or every package category from content. */
  group?: "services" | "packages";
}

/** The header menu (content/navigation.json) with service and package groups filled from content. */
export function useNavigation(): NavItem[] {
  const data = useStaticQuery<Queries.NavigationQuery>(graphql`
    query Navigation {
      allNavigationJson {
        nodes {
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
          slug
          name
        }
      }
      allPackageCategoriesJson(sort: { order: ASC }) {
        nodes {
          slug
          name
        }
      }
    }
  `);
  const from: Record<NonNullable<Queries.NavigationJsonLinksFrom>, NavLink[]> = {
    services: data.allServicesJson.nodes.map((s) => ({ label: s.name, to: `/services/${s.slug}` })),
    packages: data.allPackageCategoriesJson.nodes.map((c) => ({ label: c.name, to: `/packages/${c.slug}` })),
  };
  return data.allNavigationJson.nodes.map((item) => ({
    label: item.label,
    to: item.to,
    children: [
      ...(item.overviewLabel ? [{ label: item.overviewLabel, to: item.to }] : []),
      ...(item.linksFrom ? from[item.linksFrom] : [...(item.links ?? [])]),
    ],
    group: item.linksFrom ?? undefined,
  }));
}
