import type { IconName } from "../../../model/icons";
import { Icon } from "../icon/icon";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { plainList } from "../../styles/lists";

interface SocialLinksProps {
  links: readonly { network: IconName; label: string; url: string }[];
  inverse?: boolean;
  /** Smaller 26 px targets (still above WCAG 2.2's 24 px) for the crowded header row. */
  compact?: boolean;
  /** Names the list, e.g. "Follow us", where it stands apart from other links. */
  label?: string;
  className?: string;
}

/** Round icon links to the company's social profiles; each named, each opening safely. */
export function SocialLinks({ links, inverse = false, compact = false, label, className }: SocialLinksProps) {
  const ui = useUiStrings();
  const size = compact ? 26 : 40;
  return (
    <ul aria-label={label} className={className} css={{ display: "flex", flexWrap: "wrap", gap: compact ? 0 : theme.space.xs, ...plainList }}>
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} ${ui.newTabNote}`}
            css={{
              display: "grid",
              placeItems: "center",
              width: size,
              height: size,
              borderRadius: theme.radii.round,
              color: inverse ? theme.colors.inverse : theme.colors.primary,
              background: inverse ? "rgba(255,255,255,0.08)" : "transparent",
              transition: `background ${theme.motion.fast}`,
              "&:hover": { background: inverse ? "rgba(255,255,255,0.2)" : theme.colors.primaryLight },
            }}
          >
            <Icon name={link.network} size={compact ? "0.95rem" : "1.05rem"} />
          </a>
        </li>
      ))}
    </ul>
  );
}
