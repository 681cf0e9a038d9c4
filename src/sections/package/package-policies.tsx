import { theme } from "../../styles/theme";
import { fill } from "../../utils/fill";
import { useTripWords } from "./trip-words";

/** The package's own terms, or the site's (content/booking-terms.json): the same shape. */
export interface BookingPolicies {
  payment: readonly string[];
  cancellation: readonly { daysBefore: number; charge: number }[];
}

const cell = { textAlign: "left", padding: `${theme.space.sm} ${theme.space.md} ${theme.space.sm} 0`, borderTop: `1px solid ${theme.colors.border}`, verticalAlign: "top" } as const;

/** Payment paragraphs and the cancellation table: from N days before departure, this share of the price. */
export function PackagePolicies({ policies }: { policies: BookingPolicies }) {
  const trip = useTripWords();
  const steps = [...policies.cancellation].sort((a, b) => b.daysBefore - a.daysBefore);
  return (
    <section aria-labelledby="trip-policies">
      <h2 id="trip-policies" css={{ fontSize: theme.fontSizes.xxl, color: theme.colors.primaryDark }}>
        {trip.policies}
      </h2>
      <h3 css={{ fontSize: theme.fontSizes.lg }}>{trip.payment}</h3>
      {policies.payment.map((p) => (
        <p key={p.slice(0, 32)}>{p}</p>
      ))}
      <h3 id="trip-cancellation" css={{ fontSize: theme.fontSizes.lg }}>
        {trip.cancellation}
      </h3>
      <table aria-labelledby="trip-cancellation" css={{ width: "100%", borderCollapse: "collapse" }}>
        <thead>
          <tr>
            <th scope="col" css={cell}>{trip.cancelWhen}</th>
            <th scope="col" css={cell}>{trip.cancelCharge}</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((step) => (
            <tr key={step.daysBefore} data-print="keep-together">
              <td css={cell}>{fill(trip.cancelFrom, { days: step.daysBefore })}</td>
              <td css={cell}>{fill(trip.cancelCharged, { charge: step.charge })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
