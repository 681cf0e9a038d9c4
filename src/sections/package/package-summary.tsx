import { graphql } from "gatsby";
import { Icon } from "../../components/icon/icon";
import { theme } from "../../styles/theme";
import { plainList } from "../../styles/lists";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { TripSection } from "./trip-section";
import { useTripWords } from "./trip-words";

export const fragment = graphql`
  fragment PackageSummary on PackagesJson {
    summary
    highlights
  }
`;

/** About this trip: the summary's paragraphs and the highlights. */
export function PackageSummary({ pkg }: { pkg: Queries.PackageSummaryFragment }) {
  const ui = useUiStrings();
  const trip = useTripWords();
  return (
    <TripSection id="trip-summary" title={trip.summary}>
      {pkg.summary.map((p) => (
        <p key={p.slice(0, 32)}>{p}</p>
      ))}
      <h3 css={{ fontSize: theme.fontSizes.lg, marginTop: theme.space.lg }}>{ui.packages.highlights}</h3>
      <ul css={{ ...plainList, display: "grid", gap: theme.space.sm }}>
        {pkg.highlights.map((h) => (
          <li key={h} css={{ display: "flex", gap: theme.space.sm, alignItems: "baseline" }}>
            <Icon name="star" css={{ color: theme.colors.accentDark, flexShrink: 0 }} />
            <span>{h}</span>
          </li>
        ))}
      </ul>
    </TripSection>
  );
}
