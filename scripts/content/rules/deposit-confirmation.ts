import { withGst } from "../../../src/utils/price-taxes";
import type { Content, Findings } from "../rule";

// A package's online deposit says what the payment terms say (content/booking-terms.json, or the
// package's own `policies`): "A 25% deposit confirms your booking" is a promise, so a button that
// says the booking is confirmed after paying must take at least that share, for the same person or
// booking the terms name. The share is of the price a visitor sees, GST included (the lowest: the
// "from" price), rounded up to the rupee. A deposit below it may only hold the seats: it then says
// so (`holdsSeats`), and its button and line say the booking is confirmed when the share is paid.

const TERMS = "content/booking-terms.json";

/** The least deposit that confirms a booking: `percent` of the all-in price, rounded up. */
const confirmingDeposit = (from: number, gstRate: number, percent: number) => Math.ceil((withGst(from, gstRate) * percent) / 100);

export function depositConfirmation(content: Content): Findings {
  const terms = content.files["booking-terms.json"];
  if (!terms) return {};
  const errors: string[] = [];
  const packages = content.folders.packages ?? [];
  // The paragraph a visitor reads names the same share the check holds deposits to.
  for (const [at, { confirmation, payment }] of [
    [TERMS, terms] as const,
    ...packages.flatMap((p) => (p.data.policies ? [[`${p.file} › policies`, p.data.policies] as const] : [])),
  ]) {
    if (!payment.some((p) => p.includes(`${confirmation.depositPercent}%`))) {
      errors.push(`${at} › payment: does not say the ${confirmation.depositPercent}% of "confirmation" › depositPercent; say which share confirms a booking`);
    }
  }
  for (const { file, data } of packages) {
    const termsAt = data.policies ? `${file} › policies` : TERMS;
    const { confirmation } = data.policies ?? terms;
    const deposit = data.deposit;
    if (!deposit || deposit.holdsSeats || !data.price.from) continue;
    if (deposit.per !== confirmation.per) {
      errors.push(
        `${file} › deposit › per: "${deposit.per}", but ${termsAt} › confirmation says the deposit is per ${confirmation.per}; make them the same, or set "holdsSeats": true if this deposit only holds the seats`,
      );
      continue;
    }
    const least = confirmingDeposit(data.price.from, terms.taxes.gstRate, confirmation.depositPercent);
    if (deposit.amount < least) {
      errors.push(
        `${file} › deposit › amount: ${deposit.amount} is less than the ${confirmation.depositPercent}% that confirms a booking (${termsAt} › confirmation): ${least}, of the lowest price with GST (${withGst(data.price.from, terms.taxes.gstRate)}); raise it to ${least}, or set "holdsSeats": true if it only holds the seats`,
      );
    }
  }
  return { errors };
}
