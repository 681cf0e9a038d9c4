import { buttonStyles } from "../../components/button-link";
import { theme } from "../../styles/theme";
import { AmountList } from "./amount-list";
import { formatRupees } from "../../utils/format-price";
import { useTripWords } from "./trip-words";

import type { OptionDeposit } from "../../utils/trip-price";

interface PackageDepositProps {
  /** The deposit per person at the "from" price, computed at build from the terms' share (src/utils/trip-price.ts, depositsFor). */
  amount: number;
  /** The deposit only holds the seats; `next` then says what confirms the booking. */
  holdsSeats: boolean;
  /** The company's page on the payment provider's site (the content check allows only those of scripts/content/payment-pages.ts). */
  payUrl: string;
  /** What happens after paying (content/booking-terms.json › deposit › next, or › holdsNext for a deposit that holds the seats). */
  next: string;
  /** The deposits of the dearer options and other prices, under their heading ("Deposits for the other options … (25%, GST included)"). */
  others: { title: string; items: readonly OptionDeposit[] };
  /** What is refunded on cancelling, with the schedule's first step, and the link to the cancellation table. */
  refund: { text: string; link: string };
}

/**
 * "Pay the deposit ₹5,644 per person": a link to the payment provider's own page, so the site runs
 * no payment code and its CSP stays as it is; then what happens next, each other option's deposit,
 * and, where a visitor pays, what cancelling would cost, with a link to the whole table (Consumer
 * Protection (E-Commerce) Rules 2020, rule 7: refund and cancellation terms shown before purchase).
 */
export function PackageDeposit({ amount, holdsSeats, payUrl, next, others, refund }: PackageDepositProps) {
  const trip = useTripWords();
  return (
    <div data-print="hide" css={{ display: "grid", gap: theme.space.sm }}>
      {/* Its three parts wrap as words do: on one line "Pay the deposit ₹5,644 per person" is wider than a 320 px screen. */}
      <a href={payUrl} rel="noopener noreferrer" css={{ ...buttonStyles("primary"), justifySelf: "start", flexWrap: "wrap", columnGap: "0.35em", rowGap: 0 }}>
        <span>{holdsSeats ? trip.holdSeats : trip.payDeposit}</span>
        <strong translate="no">{formatRupees(amount)}</strong>
        <span>{trip.perPerson}</span>
      </a>
      <p css={{ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>{next}</p>
      <p css={{ margin: 0, fontSize: theme.fontSizes.sm }}>
        {refund.text}{" "}
        <a href="#trip-cancellation" css={{ color: theme.colors.primary, fontWeight: 600 }}>
          {refund.link}
        </a>
      </p>
      {others.items.length ? <AmountList id="trip-deposits" title={others.title} items={others.items} /> : null}
    </div>
  );
}
