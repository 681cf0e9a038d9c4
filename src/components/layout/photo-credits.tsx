import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";

interface PhotoCreditsProps {
  credits: readonly { file: string; author: string; licence: string; source: string }[];
}

/** Authors and licences of the photos, as their licences ask. */
export function PhotoCredits({ credits }: PhotoCreditsProps) {
  const ui = useUiStrings();
  return (
    <details data-print="hide" css={{ summary: { cursor: "pointer", color: theme.colors.inverse, minHeight: 44, display: "flex", alignItems: "center" } }}>
      <summary>{ui.footer.photoCredits}</summary>
      {/* The credits are the licences' own words, one file for every language: English (lang) for screen readers. */}
      <ul lang="en" css={{ margin: "0.5rem 0 0", paddingLeft: "1.2rem", columns: "18rem", fontSize: theme.fontSizes.xs }}>
        {credits.map((c) => (
          <li key={c.file}>
            <span translate="no">{c.file}</span>
            <span>
              : {c.author}, {c.licence} ({c.source})
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
