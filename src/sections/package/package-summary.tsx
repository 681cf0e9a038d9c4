import { graphql } from "gatsby";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { TripSection } from "./trip-section";
import { IconList } from "../../components/icon-list";
import { useTripWords } from "./trip-words";

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
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
      <IconList items={pkg.highlights} icon="star" color={theme.colors.accentDark} />
    </TripSection>
  );
}
