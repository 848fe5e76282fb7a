import type { FindOptions, Model, ModelStatic, WhereOptions } from "sequelize";
import { pageWindow } from "~/components/ui/table-state";

/** A page of one of a case's lists: the rows, which page it is, how many there are. */
export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/** Rows on one page of a case's list (claims, providers, requests, bills, liens). */
export const INJURY_PAGE_SIZE = 100;

/**
 * A list's rows as the database gives them (an include nested under its name), not model
 * instances: each list only presents its rows, and building instances was a third of a section's
 * reading time. Read-only: nothing is saved through them.
 */
const AS_ROWS = { raw: true, nest: true } as const;

/**
 * One page of a list read on its index (`where` its case or provider, `order` the index's
 * columns). The first page is read first and counted only when full (a case's lists mostly fit
 * on it: one statement); a later page is counted first, so a page past the end is the last one.
 */
export async function pageOf<M extends Model, T>(
  model: ModelStatic<M>,
  where: WhereOptions,
  options: Pick<FindOptions, "order" | "include" | "attributes">,
  page: number,
  present: (rows: M[]) => Promise<T[]> | T[],
): Promise<Page<T>> {
  if (page <= 1) {
    const rows = await model.findAll({ where, ...options, ...AS_ROWS, limit: INJURY_PAGE_SIZE });
    if (rows.length < INJURY_PAGE_SIZE) {
      return { items: await present(rows), page: 1, pageCount: 1, total: rows.length };
    }
    const total = await model.count({ where });
    const { pageCount } = pageWindow(1, total, INJURY_PAGE_SIZE);
    return { items: await present(rows), page: 1, pageCount, total };
  }
  const total = await model.count({ where });
  const window = pageWindow(page, total, INJURY_PAGE_SIZE);
  const rows =
    total === 0
      ? []
      : await model.findAll({
          where,
          ...options,
          ...AS_ROWS,
          offset: window.offset,
          limit: window.limit,
        });
  return { items: await present(rows), page: window.page, pageCount: window.pageCount, total };
}
