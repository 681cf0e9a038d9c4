import { cancellationSteps } from "./departures";
import { fill } from "./fill";

/** The cancellation words of ui.json › trip, as a package page, the booking terms page and a category's answers read them. */
export interface CancellationWords {
  cancelWhen: string;
  cancelCharge: string;
  cancelFrom: string;
  cancelBetween: string;
  cancelUnder: string;
  cancelCharged: string;
}

export type CancellationSchedule = readonly { daysBefore: number; charge: number }[];

/**
 * A schedule's steps in words, earliest first: each step applies from its day until the next step's,
 * so a step reads as a span ("15 to 29 days before departure"), the last as "less than".
 */
export function cancellationRows(schedule: CancellationSchedule, words: CancellationWords): { key: string; when: string; charged: string }[] {
  const steps = cancellationSteps(schedule);
  return steps.map((step, i) => {
    const previous = steps[i - 1]?.daysBefore;
    const when =
      previous === undefined
        ? fill(words.cancelFrom, { days: step.daysBefore })
        : step.daysBefore === 0
          ? fill(words.cancelUnder, { days: previous })
          : fill(words.cancelBetween, { from: step.daysBefore, to: previous - 1 });
    return { key: String(step.daysBefore), when, charged: fill(words.cancelCharged, { charge: step.charge }) };
  });
}

/** Two schedules with the same steps (in any order). */
export const sameSchedule = (a: CancellationSchedule, b: CancellationSchedule): boolean =>
  JSON.stringify(cancellationSteps(a).map((s) => [s.daysBefore, s.charge])) === JSON.stringify(cancellationSteps(b).map((s) => [s.daysBefore, s.charge]));
