import { DataTable } from "../../components/data-table";
import { type CancellationSchedule, type CancellationWords, cancellationRows } from "../../utils/cancellation";

export type { CancellationWords } from "../../utils/cancellation";

/** A cancellation schedule (a package's own, or the site's booking terms): when you cancel, what you pay. */
export function CancellationTable({ schedule, words, labelledBy }: { schedule: CancellationSchedule; words: CancellationWords; labelledBy?: string }) {
  const rows = cancellationRows(schedule, words).map((r) => ({ key: r.key, cells: [r.when, r.charged] }));
  return <DataTable labelledBy={labelledBy} head={[words.cancelWhen, words.cancelCharge]} rows={rows} />;
}
