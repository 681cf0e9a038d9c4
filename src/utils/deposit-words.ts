import { fill } from "./fill";
import { cancellationSteps } from "./departures";

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
  return { refund: fill(words.refund, { days: first?.daysBefore ?? 0, charge: first?.charge ?? 0, refundDays }) };
}
