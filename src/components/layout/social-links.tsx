import { Icon } from "../icon/icon";
import { theme } from "../../styles/theme";

interface SocialLinksProps {
  links: readonly { network: string; label: string; url: string }[];
  inverse?: boolean;
  className?: string;
}

/** Round icon links to the company's social profiles; each named, each opening safely. */
export function SocialLinks({ links, inverse = false, className }: SocialLinksProps) {
  return (
    <ul className={className} css={{ display: "flex", flexWrap: "wrap", gap: theme.space.xs, listStyle: "none", margin: 0, padding: 0 }}>
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} (opens in a new tab)`}
            css={{
              display: "grid",
              placeItems: "center",
              width: 40,
              height: 40,
              borderRadius: theme.radii.round,
              color: inverse ? theme.colors.inverse : theme.colors.primary,
              background: inverse ? "rgba(255,255,255,0.08)" : "transparent",
              transition: `background ${theme.motion.fast}`,
              "&:hover": { background: inverse ? "rgba(255,255,255,0.2)" : theme.colors.primaryLight },
            }}
          >
            <Icon name={link.network} size="1.05rem" />
          </a>
        </li>
      ))}
    </ul>
  );
}
