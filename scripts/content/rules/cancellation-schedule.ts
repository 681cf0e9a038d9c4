import { where } from "../entries";
import type { Content, Findings } from "../rule";

// A cancellation schedule charges more, never less, as departure nears: its steps are listed from
// the earliest (most days before departure) to departure day, and each charges at least the one
// before. The site-wide terms and each package's own are checked alike.

type Step = { daysBefore: number; charge: number };

function scheduleErrors(file: string, data: unknown, steps: Step[], at: PropertyKey[]): string[] {
  return steps.flatMap((step, i) => {
    if (i === 0) return [];
    const before = steps[i - 1];
    const here = where(file, data, [...at, i]);
    if (step.daysBefore >= before.daysBefore) {
      return [`${here} › daysBefore: ${step.daysBefore} after ${before.daysBefore}; list the steps from the most days before departure to the fewest`];
    }
    if (step.charge < before.charge) {
      return [
        `${here} › charge: ${step.charge}% at ${step.daysBefore} days is less than ${before.charge}% at ${before.daysBefore} days; the charge must not go down as departure nears`,
      ];
    }
    return [];
  });
}

export function cancellationSchedules(content: Content): Findings {
  const terms = content.files["booking-terms.json"];
  return {
    errors: [
      ...(terms ? scheduleErrors("content/booking-terms.json", terms, terms.cancellation, ["cancellation"]) : []),
      ...(content.folders.packages ?? []).flatMap(({ file, data }) =>
        data.policies ? scheduleErrors(file, data, data.policies.cancellation, ["policies", "cancellation"]) : [],
      ),
    ],
  };
}
