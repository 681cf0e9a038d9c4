import { graphql } from "gatsby";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { formatDepartureDate, upcomingDepartures } from "../../utils/departures";
import { useTripWords } from "./trip-words";

export const fragment = graphql`
  fragment PackageDepartures on PackagesJson {
    departures {
      anyDate
      dates {
        date
        status
      }
    }
  }
`;

const statusColour = { available: theme.colors.success, fewSeats: theme.colors.accentDark, soldOut: theme.colors.error } as const;
const cell = { textAlign: "left", padding: `${theme.space.xs} ${theme.space.sm} ${theme.space.xs} 0`, borderTop: `1px solid ${theme.colors.border}` } as const;

interface PackageDeparturesProps {
  departures: Queries.PackageDeparturesFragment["departures"];
  /** The build's date: departures before it are left out. */
  today: string;
}

/** Upcoming fixed dates with their seats, "any date" for a private trip, or "new dates coming". */
export function PackageDepartures({ departures, today }: PackageDeparturesProps) {
  const ui = useUiStrings();
  const trip = useTripWords();
  const upcoming = upcomingDepartures(departures.dates, today);
  return (
    <section aria-labelledby="trip-departures">
      <h2 id="trip-departures" css={{ fontSize: theme.fontSizes.xl, color: theme.colors.primaryDark }}>
        {trip.departures}
      </h2>
      {departures.anyDate && <p>{trip.anyDate}</p>}
      {upcoming.length > 0 && (
        <table aria-labelledby="trip-departures" css={{ width: "100%", borderCollapse: "collapse", fontSize: theme.fontSizes.sm }}>
          <thead>
            <tr>
              <th scope="col" css={cell}>{trip.departureDate}</th>
              <th scope="col" css={cell}>{trip.availability}</th>
            </tr>
          </thead>
          <tbody>
            {upcoming.map((d) => (
              <tr key={d.date} data-print="keep-together">
                <td css={cell}>
                  <time dateTime={d.date}>{formatDepartureDate(d.date, ui.locale)}</time>
                </td>
                <td css={[cell, { color: statusColour[d.status], fontWeight: 700 }]}>{trip.status[d.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!departures.anyDate && upcoming.length === 0 && <p>{trip.newDatesSoon}</p>}
    </section>
  );
}
