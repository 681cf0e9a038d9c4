import { fill } from "../../utils/fill";

/** content/booking-terms.json › deposit: what the line under the deposit button says. */
export interface DepositWords {
  next: string;
  holdsNext: string;
  optionsNext: string;
}

/**
 * What a visitor reads under the deposit button (content/booking-terms.json › deposit). A deposit
 * that only holds the seats says what confirms the booking. One that confirms it is the terms'
 * share of the "from" price (scripts/content/rules/deposit-confirmation.ts), so where dearer options
 * exist it says so first: paid alone, it would be less than their share.
 */
export function depositNext(
  words: DepositWords,
  { holdsSeats, percent, basis, dearerOptions }: { holdsSeats: boolean; percent: number; basis: string; dearerOptions: boolean },
): string {
  if (holdsSeats) return fill(words.holdsNext, { percent });
  return dearerOptions ? `${fill(words.optionsNext, { percent, basis })} ${words.next}` : words.next;
}
