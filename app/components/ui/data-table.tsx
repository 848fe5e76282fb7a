import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ButtonLink } from "./button";
import { Card } from "./card";
import { pageHref, sortHref, type SortDir } from "./table-state";

export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Its header is a link that sorts by it (needs the table's `sort`). */
  sortable?: boolean;
  /** The cell names its row: <th scope="row">. */
  rowHeader?: boolean;
  align?: "left" | "right";
}

const cellPad = "px-4 py-2";

/**
 * A table of records: a caption (shown, or for screen readers only), `scope`d headers, a message
 * when there are no rows, and optionally sort and paging as URL state (real links, so every view
 * works without JavaScript). The loader reads the state with readTableState.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  empty,
  sort,
  paging,
}: {
  caption: string;
  captionHidden?: boolean;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** What an empty table says, in its one row. */
  empty: ReactNode;
  sort?: { by: string; dir: SortDir };
  paging?: { page: number; pageCount: number };
}) {
  const here = useLocation();
  return (
    <div className="space-y-3">
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
              {columns.map((column) => {
                const sorted = sort && sort.by === column.id ? sort.dir : null;
                return (
                  <th
                    key={column.id}
                    scope="col"
                    aria-sort={sorted ? (sorted === "asc" ? "ascending" : "descending") : undefined}
                    className={`${cellPad} font-semibold ${column.align === "right" ? "text-right" : ""}`}
                  >
                    {column.sortable && sort ? (
                      <Link
                        to={sortHref(here, column.id, { sort: sort.by, dir: sort.dir })}
                        preventScrollReset
                        className="inline-flex items-center gap-1 text-brand underline hover:no-underline"
                      >
                        {column.header}
                        <span aria-hidden="true">
                          {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                        </span>
                      </Link>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
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
      {paging && paging.pageCount > 1 ? (
        <nav
          aria-label={`${caption}: pages`}
          className="flex items-center justify-between gap-4 text-sm"
        >
          <PageLink to={pageHref(here, paging.page - 1)} rel="prev" show={paging.page > 1}>
            Previous
          </PageLink>
          <p className="text-ink-muted">
            Page {paging.page} of {paging.pageCount}
          </p>
          <PageLink
            to={pageHref(here, paging.page + 1)}
            rel="next"
            show={paging.page < paging.pageCount}
          >
            Next
          </PageLink>
        </nav>
      ) : null}
    </div>
  );
}

/** Previous or Next: a link while there is a page that way, else the word, greyed. */
function PageLink({
  to,
  rel,
  show,
  children,
}: {
  to: string;
  rel: "prev" | "next";
  show: boolean;
  children: string;
}) {
  if (!show) return <span className="px-3 py-1 text-ink-subtle">{children}</span>;
  return (
    <ButtonLink to={to} rel={rel} variant="secondary" size="sm">
      {children}
    </ButtonLink>
  );
}
