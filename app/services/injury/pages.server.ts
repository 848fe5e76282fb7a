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
 * One page of a list read on its index (`where` its case or provider, `order` the index's
 * columns): the count first, so a page past the end is the last one.
 */
export async function pageOf<M extends Model, T>(
  model: ModelStatic<M>,
  where: WhereOptions,
  options: Pick<FindOptions, "order" | "include">,
  page: number,
  present: (rows: M[]) => Promise<T[]> | T[],
): Promise<Page<T>> {
  const total = await model.count({ where });
  const window = pageWindow(page, total, INJURY_PAGE_SIZE);
  const rows =
    total === 0
      ? []
      : await model.findAll({ where, ...options, offset: window.offset, limit: window.limit });
  return { items: await present(rows), page: window.page, pageCount: window.pageCount, total };
}
