import { graphql } from "gatsby";
import { Icon } from "../../components/icon/icon";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { fill } from "../../utils/fill";
import { plainList } from "../../styles/lists";

// The order profiles are shown in; their names are content (content/ui.json).
const NETWORKS = ["twitter", "facebook", "linkedin", "instagram"] as const;

interface PersonSocialsProps {
  name: string;
  socials: Partial<Record<(typeof NETWORKS)[number], string | null>>;
}

/** A person's profiles, each named ("Priya Sharma on LinkedIn") and opening safely. */
export function PersonSocials({ name, socials }: PersonSocialsProps) {
  const ui = useUiStrings();
  const links = NETWORKS.filter((n) => socials[n]);
  if (links.length === 0) return null;
  return (
    <ul css={{ display: "flex", gap: theme.space.xs, ...plainList }}>
      {links.map((network) => (
        <li key={network}>
          <a
            href={socials[network] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${fill(ui.people.profile, { name, network: ui.people.networks[network] })} ${ui.newTabNote}`}
            css={{
              display: "grid",
              placeItems: "center",
              width: 40,
              height: 40,
              borderRadius: "50%",
              color: theme.colors.primary,
              background: theme.colors.primaryLight,
              "&:hover": { background: theme.colors.primary, color: theme.colors.inverse },
            }}
          >
            <Icon name={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const personSocialsFragment = graphql`
  fragment PersonSocials on Socials {
    twitter
    facebook
    linkedin
    instagram
  }
`;
