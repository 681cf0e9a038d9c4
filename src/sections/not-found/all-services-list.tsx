import { graphql } from "gatsby";
import type { IconName } from "../../../model/icons";
import { LinkList } from "../../components/link-list";
import { Icon } from "../../components/icon/icon";
import { theme } from "../../styles/theme";
import { plainList } from "../../styles/lists";

interface AllServicesListProps {
  services: readonly { slug: string; path: string; name: string; icon: IconName; shortDescription: string }[];
  labelledBy: string;
}

/** Every service as a link with its one-line description: a way on from a dead end. */
export function AllServicesList({ services, labelledBy }: AllServicesListProps) {
  return (
    <LinkList
      aria-labelledby={labelledBy}
      links={services.map((s) => ({
        to: s.path,
        label: (
          <>
            <Icon name={s.icon} size="1.5rem" css={{ color: theme.colors.primary, flexShrink: 0, marginTop: 2 }} />
            <span>
              <strong css={{ display: "block", color: theme.colors.primaryDark }}>{s.name}</strong>
              <span css={{ fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>{s.shortDescription}</span>
            </span>
          </>
        ),
      }))}
      css={{ ...plainList, display: "grid", gap: theme.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))" }}
      linkCss={{
        display: "flex",
        gap: theme.space.md,
        height: "100%",
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.border}`,
        textDecoration: "none",
        color: theme.colors.text,
        "&:hover": { borderColor: theme.colors.primary },
      }}
    />
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const allServicesListFragment = graphql`
  fragment AllServicesListItem on ServicesJson {
    slug
    path
    name
    icon
    shortDescription
    keywords
  }
`;
