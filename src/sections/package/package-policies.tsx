import { theme } from "../../styles/theme";
import { fill } from "../../utils/fill";
import { useTripWords, type TripWords } from "./trip-words";

/** The package's own terms, or the site's (content/booking-terms.json): the same shape. */
export interface BookingPolicies {
  payment: readonly string[];
  cancellation: readonly { daysBefore: number; charge: number }[];
}

const cell = { textAlign: "left", padding: `${theme.space.sm} ${theme.space.md} ${theme.space.sm} 0`, borderTop: `1px solid ${theme.colors.border}`, verticalAlign: "top" } as const;

/**
 * The cancellation table's rows, earliest first: each step applies from its day until the next
 * step's, so a row reads as a span ("15 to 29 days before departure"), the last as "less than".
 */
export function cancellationRows(schedule: BookingPolicies["cancellation"], words: Pick<TripWords, "cancelFrom" | "cancelBetween" | "cancelUnder" | "cancelCharged">) {
  const steps = [...schedule].sort((a, b) => b.daysBefore - a.daysBefore);
  return steps.map((step, i) => {
    const previous = steps[i - 1]?.daysBefore;
    const when =
      previous === undefined ? fill(words.cancelFrom, { days: step.daysBefore })
      : step.daysBefore === 0 ? fill(words.cancelUnder, { days: previous })
      : fill(words.cancelBetween, { from: step.daysBefore, to: previous - 1 });
    return { when, charge: fill(words.cancelCharged, { charge: step.charge }) };
  });
}

/** Payment paragraphs and the cancellation table: from N days before departure, this share of the price. */
export function PackagePolicies({ policies }: { policies: BookingPolicies }) {
  const trip = useTripWords();
  const rows = cancellationRows(policies.cancellation, trip);
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
          {rows.map((row) => (
            <tr key={row.when} data-print="keep-together">
              <td css={cell}>{row.when}</td>
              <td css={cell}>{row.charge}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
