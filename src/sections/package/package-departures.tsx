import { graphql } from "gatsby";
import { theme } from "../../styles/theme";
import { upcomingDepartures } from "../../utils/departures";
import { DataTable } from "../../components/data-table";
import { TripSection } from "./trip-section";
import { useTripWords } from "./trip-words";

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const fragment = graphql`
  fragment PackageDepartures on PackagesJson {
    departures {
      anyDate
      dates {
        date
        status
        dateText(language: $locale)
      }
    }
  }
`;

const statusColour = { available: theme.colors.success, fewSeats: theme.colors.accentDark, soldOut: theme.colors.error } as const;

interface PackageDeparturesProps {
  departures: Queries.PackageDeparturesFragment["departures"];
  /** The day in India time (the build's, then the visitor's): departures before it are left out. */
  today: string;
}

/** Upcoming fixed dates with their seats, "any date" for a private trip, or "new dates coming". */
export function PackageDepartures({ departures, today }: PackageDeparturesProps) {
  const trip = useTripWords();
  const upcoming = upcomingDepartures(departures.dates, today);
  return (
    <TripSection id="trip-departures" title={trip.departures} size="xl">
      {departures.anyDate && <p>{trip.anyDate}</p>}
      {upcoming.length > 0 && (
        <DataTable
          labelledBy="trip-departures"
          css={{ fontSize: theme.fontSizes.sm }}
          head={[trip.departureDate, trip.availability]}
          rows={upcoming.map((d) => ({
            key: d.date,
            cells: [
              <time key="date" dateTime={d.date}>
                {d.dateText}
              </time>,
              <strong key="status" css={{ color: statusColour[d.status] }}>
                {trip.status[d.status]}
              </strong>,
            ],
          }))}
        />
      )}
      {!departures.anyDate && upcoming.length === 0 && <p>{trip.newDatesSoon}</p>}
    </TripSection>
  );
}
