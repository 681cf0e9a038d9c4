import { graphql } from "gatsby";
import { theme } from "../../styles/theme";
import { claimedStatus, freshSeatCount, upcomingDepartures } from "../../utils/departures";
import { fill } from "../../utils/fill";
import { DataTable } from "../../components/data-table";
import { TripSection } from "./trip-section";
import { useTripWords } from "./trip-words";
import { LocalizedLink } from "../../components/localized-link";
import { packageEnquiryLink } from "../../../model/routes";

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const fragment = graphql`
  fragment PackageDepartures on PackagesJson {
    departures {
      anyDate
      dates {
        date
        status
        seatsLeft
        countedOn
        dateText(language: $locale)
        dayMonthText(language: $locale)
        countedText(language: $locale)
      }
    }
  }
`;

const statusColour = { available: theme.colors.success, fewSeats: theme.colors.accentDark, soldOut: theme.colors.error } as const;

interface PackageDeparturesProps {
  departures: Queries.PackageDeparturesFragment["departures"];
  /** The day in India time (the build's, then the visitor's): departures before it are left out. */
  today: string;
  /** Days a "few seats" count is shown after it was made (content/booking-terms.json › seatCountFreshDays). */
  seatCountFreshDays: number;
  /** The package's page (English address): each open date's row links to its enquiry form, the date filled in. */
  path: string;
}

type Dated = NonNullable<Queries.PackageDeparturesFragment["departures"]["dates"]>[number];

/** "4 seats left on 5 June (as of 28 November)" while the count is fresh; else the status's word, a stale "few seats" as open. */
function statusText(d: Dated, trip: ReturnType<typeof useTripWords>, today: string, freshDays: number): string {
  if (!freshSeatCount(d, today, freshDays)) return trip.status[claimedStatus(d, today, freshDays)];
  const words = { count: d.seatsLeft ?? 0, date: d.dayMonthText, counted: d.countedText ?? "" };
  return fill(d.seatsLeft === 1 ? trip.seatLeftOne : trip.seatsLeft, words);
}

/**
 * Upcoming fixed dates with their seats and, on each date still open, "Enquire for 19 June" (the
 * package's form with that date); "any date" for a private trip, or "new dates coming".
 */
export function PackageDepartures({ departures, today, seatCountFreshDays, path }: PackageDeparturesProps) {
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
              <span key="status">
                <strong css={{ display: "block", color: statusColour[claimedStatus(d, today, seatCountFreshDays)] }}>
                  {statusText(d, trip, today, seatCountFreshDays)}
                </strong>
                {d.status !== "soldOut" && (
                  <LocalizedLink
                    to={packageEnquiryLink(path, d.date)}
                    data-print="hide"
                    css={{ display: "inline-flex", alignItems: "center", minHeight: 44, color: theme.colors.primary, fontWeight: 600 }}
                  >
                    {fill(trip.enquireFor, { date: d.dayMonthText })}
                  </LocalizedLink>
                )}
              </span>,
            ],
          }))}
        />
      )}
      {!departures.anyDate && upcoming.length === 0 && <p>{trip.newDatesSoon}</p>}
    </TripSection>
  );
}
