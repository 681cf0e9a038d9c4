import { theme } from "../../styles/theme";
import { useTripWords } from "./trip-words";
import { TripSection } from "./trip-section";
import { CancellationTable } from "./cancellation-table";

/** The package's own terms, or the site's (content/booking-terms.json): the same shape. */
export interface BookingPolicies {
  payment: readonly string[];
  /** What confirms a booking, as data: the payment paragraph says the same share. */
  confirmation: { depositPercent: number };
  cancellation: readonly { daysBefore: number; charge: number }[];
}

/** Payment paragraphs and the cancellation table: from N days before departure, this share of the price. */
export function PackagePolicies({ policies }: { policies: BookingPolicies }) {
  const trip = useTripWords();
  return (
    <TripSection id="trip-policies" title={trip.policies} belowFold={300}>
      <h3 css={{ fontSize: theme.fontSizes.lg }}>{trip.payment}</h3>
      {policies.payment.map((p) => (
        <p key={p.slice(0, 32)}>{p}</p>
      ))}
      <h3 id="trip-cancellation" css={{ fontSize: theme.fontSizes.lg }}>
        {trip.cancellation}
      </h3>
      <CancellationTable schedule={policies.cancellation} words={trip} labelledBy="trip-cancellation" />
    </TripSection>
  );
}
