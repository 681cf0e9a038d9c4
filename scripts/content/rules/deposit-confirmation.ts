import { where } from "../entries";
import type { Content, Findings } from "../rule";

// A package's online deposit is what the payment terms say (content/booking-terms.json, or the
// package's own `policies`): "A 25% deposit confirms your booking" is a promise, so the site
// computes the deposit of each price option from that share (src/utils/trip-price.ts, depositFor)
// and no amount is typed. The terms' paragraph says the same share and the same days before
// departure for the balance as their data (`confirmation`), so the words and the figures agree.
// A deposit that only holds the seats names a smaller share (`holdPercent`).

const TERMS = "content/booking-terms.json";

export function depositConfirmation(content: Content): Findings {
  const terms = content.files["booking-terms.json"];
  if (!terms) return {};
  const errors: string[] = [];
  const packages = content.folders.packages ?? [];
  // The paragraph a visitor reads names the same share and days the check and the page compute with.
  for (const [at, { confirmation, payment }] of [
    [TERMS, terms] as const,
    ...packages.flatMap((p) => (p.data.policies ? [[`${p.file} › policies`, p.data.policies] as const] : [])),
  ]) {
    if (!payment.some((p) => p.includes(`${confirmation.depositPercent}%`))) {
      errors.push(`${at} › payment: does not say the ${confirmation.depositPercent}% of "confirmation" › depositPercent; say which share confirms a booking`);
    }
    if (!payment.some((p) => new RegExp(`\\b${confirmation.balanceDaysBefore} days\\b`).test(p))) {
      errors.push(
        `${at} › payment: does not say the ${confirmation.balanceDaysBefore} days of "confirmation" › balanceDaysBefore; say how many days before departure the balance is due`,
      );
    }
  }
  for (const { file, data } of packages) {
    const termsAt = data.policies ? `${file} › policies` : TERMS;
    const { confirmation } = data.policies ?? terms;
    const deposit = data.deposit;
    if (!deposit) continue;
    if (confirmation.per !== "person") {
      errors.push(
        `${where(file, data, ["deposit"])}: ${termsAt} › confirmation asks the deposit per ${confirmation.per}, whose amount depends on the party; an online deposit is per person (remove "deposit", or make the terms' share per person)`,
      );
    }
    if (deposit.holdPercent !== undefined && deposit.holdPercent >= confirmation.depositPercent) {
      errors.push(
        `${where(file, data, ["deposit", "holdPercent"])}: ${deposit.holdPercent}% is not less than the ${confirmation.depositPercent}% that confirms a booking (${termsAt} › confirmation); leave holdPercent out for a deposit that confirms`,
      );
    }
  }
  return { errors };
}
