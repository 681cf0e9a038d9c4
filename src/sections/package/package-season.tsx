import { graphql } from "gatsby";
import { theme } from "../../styles/theme";
import { plainList } from "../../styles/lists";
import { TripSection } from "./trip-section";

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const fragment = graphql`
  fragment PackageSeason on PackagesJson {
    seasonStrip {
      month
      short
      is
    }
    seasonLines {
      is
      text
    }
  }
`;

interface PackageSeasonProps {
  /** "When to go" (content/ui.json › season › title). */
  title: string;
  /** The twelve months and the lines that say them, worked out at build (scripts/lib/season-fields.ts). */
  season: Queries.PackageSeasonFragment;
}

const hatch = (colour: string) => `repeating-linear-gradient(135deg, ${colour} 0 3px, transparent 3px 7px)`;

// Each value drawn so it reads without colour too: filled, tinted, hatched, or an empty dashed box.
// Printed as drawn (print-color-adjust), and kept in forced colours, where the list says the same.
const marks = {
  "[data-season]": { border: "1px solid", printColorAdjust: "exact", WebkitPrintColorAdjust: "exact", forcedColorAdjust: "none" },
  '[data-season="best"]': { background: theme.colors.primary, color: theme.colors.inverse, borderColor: theme.colors.primaryDark },
  '[data-season="good"]': { background: theme.colors.primaryLight, color: theme.colors.primaryDark, borderColor: theme.colors.primary },
  '[data-season="possible"]': {
    background: `${hatch(`${theme.colors.accent}73`)}, ${theme.colors.background}`,
    color: theme.colors.text,
    borderColor: theme.colors.accentDark,
  },
  '[data-season="closed"]': { background: theme.colors.background, color: theme.colors.muted, borderStyle: "dashed", borderColor: theme.colors.muted },
} as const;

/**
 * The year at a glance: twelve months marked best, good, possible or closed, drawn at build as
 * plain boxes with no script of their own, and the same in sentences, with the reasons, for screen
 * readers, for print and for whoever wants the why. The strip is hidden from assistive technology,
 * which reads the list.
 */
export function PackageSeason({ title, season }: PackageSeasonProps) {
  return (
    <TripSection id="trip-season" title={title}>
      <div css={marks}>
        <ol
          aria-hidden="true"
          css={{
            ...plainList,
            display: "grid",
            // Six a row on a phone, where a Hindi month's short name would not fit a twelfth; twelve from 480 px.
            gridTemplateColumns: "repeat(6, minmax(0, 1fr))",
            gap: "2px",
            fontSize: theme.fontSizes.xs,
            fontWeight: 600,
            textAlign: "center",
            "@media (min-width: 30rem)": { gridTemplateColumns: "repeat(12, minmax(0, 1fr))" },
            "@media print": { gridTemplateColumns: "repeat(12, minmax(0, 1fr))" },
            li: { padding: `${theme.space.sm} 0`, borderRadius: theme.radii.sm, overflowWrap: "anywhere" },
          }}
        >
          {season.seasonStrip.map((m) => (
            <li key={m.month} data-season={m.is}>
              {m.short}
            </li>
          ))}
        </ol>
        <ul css={{ ...plainList, display: "grid", gap: theme.space.xs, marginTop: theme.space.md }}>
          {season.seasonLines.map((line) => (
            <li key={line.text} css={{ display: "flex", gap: theme.space.sm, alignItems: "baseline" }}>
              <span aria-hidden="true" data-season={line.is} css={{ flex: "none", width: "1.25em", height: "0.9em", borderRadius: "3px" }} />
              {line.text}
            </li>
          ))}
        </ul>
      </div>
    </TripSection>
  );
}
