import type { ReactNode } from "react";
import { theme } from "../styles/theme";
import { keepClear } from "../hooks/use-step-aside";

interface DataTableProps {
  /** The id of the heading that names the table. */
  labelledBy?: string;
  /** The column headings. */
  head: readonly ReactNode[];
  /** One row per item, each with one cell per column. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  className?: string;
}

const cell = {
  textAlign: "start",
  verticalAlign: "top",
  padding: `${theme.space.sm} ${theme.space.md} ${theme.space.sm} 0`,
  borderTop: `1px solid ${theme.colors.border}`,
} as const;

/**
 * A small table of facts (departures, a cancellation schedule): headed columns, rows kept whole on
 * paper, and never under the floating contact buttons (keepClear).
 */
export function DataTable({ labelledBy, head, rows, className }: DataTableProps) {
  return (
    <table aria-labelledby={labelledBy} className={className} css={{ width: "100%", borderCollapse: "collapse" }} {...keepClear}>
      <thead>
        <tr>
          {head.map((heading, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position.
            <th key={i} scope="col" css={cell}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-print="keep-together">
            {row.cells.map((content, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a column is its position.
              <td key={i} css={cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
