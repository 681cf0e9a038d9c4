// A category page's answers about price, payment and cancellation, written once in
// content/booking-terms.json › categoryTerms and filled from the terms and the category's packages,
// so no answer states a figure a package contradicts: where the packages' own terms differ, the
// answer says so and links each package's terms. No zod here: the site's bundle imports this file.
import { type CancellationSchedule, type CancellationWords, cancellationRows, sameSchedule } from "./cancellation";
import { fill } from "./fill";

export interface CategoryTermsWords {
  priceQuestion: string;
  price: string;
  priceAbroad: string;
  priceCharges: string;
  paymentQuestion: string;
  payment: string;
  paymentDiffers: string;
  cancellationQuestion: string;
  cancellation: string;
  cancellationDiffers: string;
  termsOf: string;
}

interface Policies {
  confirmation: { depositPercent: number; balanceDaysBefore: number };
  cancellation: CancellationSchedule;
}

export interface CategoryPackage {
  title: string;
  path: string;
  overseas?: boolean | null;
  /** Its own terms, or null for the site's. */
  policies?: Policies | null;
  /** Whether it has compulsory charges beside its price. */
  hasCharges: boolean;
}

export interface CategoryAnswer {
  question: string;
  answer: string;
  /** Where the packages differ: each package's own terms. */
  links?: { to: string; label: string }[];
}

/** "30 or more days before departure: 10% of the price; 15 to 29 days before departure: 50% of the price; …". */
export const scheduleText = (schedule: CancellationSchedule, words: CancellationWords): string =>
  cancellationRows(schedule, words)
    .map((r) => `${r.when}: ${r.charged}`)
    .join("; ");

export function categoryTerms(
  words: CategoryTermsWords,
  terms: Policies & { refundDays: number },
  rates: { gst: number; tcs: number },
  cancelWords: CancellationWords,
  packages: readonly CategoryPackage[],
): CategoryAnswer[] {
  const own = packages.map((p) => ({ ...p, terms: p.policies ?? terms }));
  const links = own.map((p) => ({ to: `${p.path}#trip-policies`, label: fill(words.termsOf, { title: p.title }) }));
  const [first] = own;
  const sameDeposit =
    first &&
    own.every(
      (p) =>
        p.terms.confirmation.depositPercent === first.terms.confirmation.depositPercent &&
        p.terms.confirmation.balanceDaysBefore === first.terms.confirmation.balanceDaysBefore,
    );
  const sameCancellation = first && own.every((p) => sameSchedule(p.terms.cancellation, first.terms.cancellation));
  const price = [
    fill(words.price, { gst: rates.gst }),
    ...(packages.some((p) => p.overseas) ? [fill(words.priceAbroad, { tcs: rates.tcs })] : []),
    ...(packages.some((p) => p.hasCharges) ? [words.priceCharges] : []),
  ].join(" ");
  const basis = first?.terms ?? terms;
  return [
    { question: words.priceQuestion, answer: price },
    sameDeposit || !first
      ? {
          question: words.paymentQuestion,
          answer: fill(words.payment, { percent: basis.confirmation.depositPercent, days: basis.confirmation.balanceDaysBefore }),
        }
      : { question: words.paymentQuestion, answer: words.paymentDiffers, links },
    sameCancellation || !first
      ? {
          question: words.cancellationQuestion,
          answer: fill(words.cancellation, { schedule: scheduleText(basis.cancellation, cancelWords), refundDays: terms.refundDays }),
        }
      : { question: words.cancellationQuestion, answer: words.cancellationDiffers, links },
  ];
}
