import { buttonStyles } from "../../components/button-link";
import { theme } from "../../styles/theme";
import { formatRupees } from "../../utils/format-price";
import { useTripWords } from "./trip-words";

interface PackageDepositProps {
  amount: number;
  /** The company's page on the payment provider's site (the content check allows only those of scripts/content/payment-pages.ts). */
  payUrl: string;
  /** What happens after paying, from content/booking-terms.json › deposit › next. */
  next: string;
}

/**
 * "Pay the deposit ₹5,000": a link to the payment provider's own page, so the site runs no payment
 * code and its CSP stays as it is; then what happens next.
 */
export function PackageDeposit({ amount, payUrl, next }: PackageDepositProps) {
  const trip = useTripWords();
  return (
    <div data-print="hide" css={{ display: "grid", gap: theme.space.sm }}>
      <a href={payUrl} rel="noopener noreferrer" css={{ ...buttonStyles("primary"), justifySelf: "start" }}>
        <span>{trip.payDeposit}</span>
        <strong translate="no">{formatRupees(amount)}</strong>
      </a>
      <p css={{ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>{next}</p>
    </div>
  );
}
