import { Icon } from "../../components/icon/icon";
import { theme } from "../../styles/theme";

const NETWORKS = { twitter: "X (Twitter)", facebook: "Facebook", linkedin: "LinkedIn", instagram: "Instagram" } as const;

interface PersonSocialsProps {
  name: string;
  socials: Partial<Record<keyof typeof NETWORKS, string | null>>;
}

/** A person's profiles, each named ("Priya Sharma on LinkedIn") and opening safely. */
export function PersonSocials({ name, socials }: PersonSocialsProps) {
  const links = (Object.keys(NETWORKS) as (keyof typeof NETWORKS)[]).filter((n) => socials[n]);
  if (links.length === 0) return null;
  return (
    <ul css={{ display: "flex", gap: theme.space.xs, listStyle: "none", margin: 0, padding: 0 }}>
      {links.map((network) => (
        <li key={network}>
          <a
            href={socials[network] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${name} on ${NETWORKS[network]} (opens in a new tab)`}
            css={{ display: "grid", placeItems: "center", width: 40, height: 40, borderRadius: "50%", color: theme.colors.primary, background: theme.colors.primaryLight, "&:hover": { background: theme.colors.primary, color: theme.colors.inverse } }}
          >
            <Icon name={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
