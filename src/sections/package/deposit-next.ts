import { fill } from "../../utils/fill";
import { cancellationSteps } from "../../utils/departures";
import { withGst } from "../../utils/price-taxes";
import { amountPaidToUs, depositFor, type TripCharge } from "../../utils/trip-price";
import type { OtherDeposit } from "./package-deposit";

/** content/booking-terms.json › deposit: what the lines around the deposit button say. */
export interface DepositWords {
  next: string;
  holdsNext: string;
  optionsNext: string;
  refund: string;
  refundLink: string;
  others: string;
}

/**
 * What a visitor reads under the deposit button (content/booking-terms.json › deposit). A deposit
 * that only holds the seats says what confirms the booking. One that confirms it is the terms'
 * share of the "from" price, so where dearer options exist it says so first: paid alone, it would
 * be less than their share.
 */
export function depositNext(
  words: DepositWords,
  { holdsSeats, percent, basis, dearerOptions }: { holdsSeats: boolean; percent: number; basis: string; dearerOptions: boolean },
): string {
  if (holdsSeats) return fill(words.holdsNext, { percent });
  return dearerOptions ? `${fill(words.optionsNext, { percent, basis })} ${words.next}` : words.next;
}

/** The refund line: the schedule's first step (the most days before departure) and the terms' refund days. */
export function depositRefund(words: DepositWords, schedule: readonly { daysBefore: number; charge: number }[], refundDays: number) {
  const [first] = cancellationSteps(schedule);
  return { text: fill(words.refund, { days: first?.daysBefore ?? 0, charge: first?.charge ?? 0, refundDays }), link: words.refundLink };
}

interface DepositPrice {
  from: number;
  tiers?: readonly { label: string; amount: number }[] | null;
  extras?: readonly { label: string; amount: number }[] | null;
  charges?: readonly TripCharge[] | null;
}

/**
 * The deposits of a package, per person, from the share (`percent`) of what is paid to us (the price
 * with GST, and the charges we collect with it): the "from" price's for the button, then each dearer
 * option's and each other price's (a child's, a supplement's, with GST).
 */
export function depositsOf(price: DepositPrice, gstRate: number, percent: number): { from: number; others: OtherDeposit[] } {
  const share = (paid: number) => depositFor(paid, percent);
  return {
    from: share(amountPaidToUs(price.from, gstRate, price.charges)),
    others: [
      ...(price.tiers ?? []).map((t) => ({ label: t.label, amount: share(amountPaidToUs(t.amount, gstRate, price.charges)) })),
      ...(price.extras ?? []).map((e) => ({ label: e.label, amount: share(withGst(e.amount, gstRate)) })),
    ],
  };
}
