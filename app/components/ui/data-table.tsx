import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ButtonLink } from "./button";
import { Table, type TableColumn } from "./table";
import { pageHref, sortHref, type SortDir } from "./table-state";

export interface Column<Row> extends Omit<TableColumn<Row>, "header" | "sorted"> {
  header: string;
  /** Its header is a link that sorts by it (needs the table's `sort`). */
  sortable?: boolean;
}

/**
 * A Table (table.tsx) with, optionally, sort and paging as URL state (real links, so every view
 * works without JavaScript). The loader reads the state with readTableState.
 */
export function DataTable<Row>({
  id,
  columns,
  sort,
  paging,
  ...table
}: {
  /** The table's block's id (the tutorials point at it). */
  id?: string;
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
  const drawn = columns.map((column): TableColumn<Row> => {
    const sorted = sort && sort.by === column.id ? sort.dir : null;
    return {
      ...column,
      sorted: sorted ? (sorted === "asc" ? "ascending" : "descending") : undefined,
      header:
        column.sortable && sort ? (
          <Link
            to={sortHref(here, column.id, { sort: sort.by, dir: sort.dir })}
            preventScrollReset
            className="inline-flex items-center gap-1 text-brand underline hover:no-underline"
          >
            {column.header}
            <span aria-hidden="true">{sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}</span>
          </Link>
        ) : (
          column.header
        ),
    };
  });
  return (
    <div id={id} className="space-y-3">
      <Table columns={drawn} {...table} />
      {paging && paging.pageCount > 1 ? (
        <nav
          aria-label={`${table.caption}: pages`}
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
