import { DataTable } from "../../components/data-table";
import { fill } from "../../utils/fill";

/** The cancellation words of ui.json › trip, as a package page and the booking terms page query them. */
export interface CancellationWords {
  cancelWhen: string;
  cancelCharge: string;
  cancelFrom: string;
  cancelBetween: string;
  cancelUnder: string;
  cancelCharged: string;
}

type Schedule = readonly { daysBefore: number; charge: number }[];

/**
 * The cancellation table's rows, earliest first: each step applies from its day until the next
 * step's, so a row reads as a span ("15 to 29 days before departure"), the last as "less than".
 */
function cancellationRows(schedule: Schedule, words: CancellationWords) {
  const steps = [...schedule].sort((a, b) => b.daysBefore - a.daysBefore);
  return steps.map((step, i) => {
    const previous = steps[i - 1]?.daysBefore;
    const when =
      previous === undefined
        ? fill(words.cancelFrom, { days: step.daysBefore })
        : step.daysBefore === 0
          ? fill(words.cancelUnder, { days: previous })
          : fill(words.cancelBetween, { from: step.daysBefore, to: previous - 1 });
    return { key: String(step.daysBefore), cells: [when, fill(words.cancelCharged, { charge: step.charge })] };
  });
}

/** A cancellation schedule (a package's own, or the site's booking terms): when you cancel, what you pay. */
export function CancellationTable({ schedule, words, labelledBy }: { schedule: Schedule; words: CancellationWords; labelledBy?: string }) {
  return <DataTable labelledBy={labelledBy} head={[words.cancelWhen, words.cancelCharge]} rows={cancellationRows(schedule, words)} />;
}
