import type { ReactNode } from "react";
import { Card } from "./card";

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell names its row: <th scope="row">. */
  rowHeader?: boolean;
  align?: "left" | "right";
  /** The header's aria-sort, when the rows are sorted by this column. */
  sorted?: "ascending" | "descending";
}

const cellPad = "px-4 py-2";

/**
 * A table of records as it is drawn: a caption (shown, or for screen readers only), `scope`d
 * headers and a message when there are no rows. A fixed list uses it as it is; DataTable
 * (data-table.tsx) adds sort and paging, so a page without them loads none of that.
 */
export function Table<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: ReadonlyArray<TableColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** What an empty table says, in its one row. */
  empty: ReactNode;
}) {
  return (
    <Card pad="none" className="overflow-x-auto">
      <table className="min-w-full divide-y divide-line text-left text-sm">
        <caption
          className={
            captionHidden ? "sr-only" : "px-4 pt-3 text-left font-semibold text-ink caption-top"
          }
        >
          {caption}
        </caption>
        <thead className="bg-slate-50 text-ink-muted">
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                aria-sort={column.sorted}
                className={`${cellPad} font-semibold ${column.align === "right" ? "text-right" : ""}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={`${cellPad} py-4 text-ink-muted`}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => {
                  const align = column.align === "right" ? "text-right tabular-nums" : "";
                  return column.rowHeader ? (
                    <th
                      key={column.id}
                      scope="row"
                      className={`${cellPad} font-medium text-ink ${align}`}
                    >
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={`${cellPad} ${align}`}>
                      {column.cell(row)}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </Card>
  );
}
