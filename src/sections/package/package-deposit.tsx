import { buttonStyles } from "../../components/button-link";
import { theme } from "../../styles/theme";
import { formatRupees } from "../../utils/format-price";
import { useTripWords } from "./trip-words";

interface PackageDepositProps {
  amount: number;
  /** Paid by each traveller, or once for the booking: the button says which, as the terms do. */
  per: "person" | "booking";
  /** The deposit only holds the seats; `next` then says what confirms the booking. */
  holdsSeats?: boolean | null;
  /** The company's page on the payment provider's site (the content check allows only those of scripts/content/payment-pages.ts). */
  payUrl: string;
  /** What happens after paying (content/booking-terms.json › deposit › next, or › holdsNext for a deposit that holds the seats). */
  next: string;
}

/**
 * "Pay the deposit ₹5,644 per person": a link to the payment provider's own page, so the site runs
 * no payment code and its CSP stays as it is; then what happens next. The content check holds the
 * amount to what the terms say confirms a booking (scripts/content/rules/deposit-confirmation.ts).
 */
export function PackageDeposit({ amount, per, holdsSeats, payUrl, next }: PackageDepositProps) {
  const trip = useTripWords();
  return (
    <div data-print="hide" css={{ display: "grid", gap: theme.space.sm }}>
      {/* Its three parts wrap as words do: on one line "Pay the deposit ₹5,644 per person" is wider than a 320 px screen. */}
      <a href={payUrl} rel="noopener noreferrer" css={{ ...buttonStyles("primary"), justifySelf: "start", flexWrap: "wrap", columnGap: "0.35em", rowGap: 0 }}>
        <span>{holdsSeats ? trip.holdSeats : trip.payDeposit}</span>
        <strong translate="no">{formatRupees(amount)}</strong>
        <span>{per === "person" ? trip.perPerson : trip.perBooking}</span>
      </a>
      <p css={{ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>{next}</p>
    </div>
  );
}
