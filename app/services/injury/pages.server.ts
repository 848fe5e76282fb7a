import {
  QueryTypes,
  type Attributes,
  type Model,
  type ModelStatic,
  type WhereOptions,
} from "sequelize";
import { pageWindow } from "~/components/ui/table-state";
import { attributeColumns, columnOf, tableOf } from "~/models/named-columns.server";

/** A page of one of a case's lists: the rows, which page it is, how many there are. */
export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  total: number;
}

/**
 * A row as a section's page shows it: its case and when it was added are for the API to tell (its
 * last change stays: a form sends it back, so a change made meanwhile is not overwritten).
 */
export type Shown<T> = Omit<T, "caseId" | "createdAt">;

/** A page of the injury file sends its rows as shown: a fifth less of a section's data. */
export const shown = <T extends { caseId: number; createdAt: string }>({
  caseId: _case,
  createdAt: _created,
  ...row
}: T): Shown<T> => row;

/** Rows on one page of a case's list (claims, providers, requests, bills, liens). */
export const INJURY_PAGE_SIZE = 100;

/**
 * How a list reads its rows, in one hand-written statement: `where` its case or provider (each
 * attribute equal to its value), `order` the index's columns. The table goes by its model's name
 * (`MedicalProvider`), so `extra` columns and `join`s can name it.
 */
export interface ListRead {
  where: Readonly<Record<string, number>>;
  order: ReadonlyArray<readonly [attribute: string, direction: "ASC" | "DESC"]>;
  /** Only these attributes (every one unless said). */
  attributes?: ReadonlyArray<string>;
  /** More columns, as `expression AS name` (a row's records received). */
  extra?: string;
  /** A joined row, its columns named `as.column` (nested under `as`: a claim's insurer). */
  join?: { sql: string; select: string };
}

/** A DATEONLY column read raw: a string on both engines, a Date if a driver makes one. */
export const dayText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

const columnLists = new WeakMap<ModelStatic<Model>, Map<string, string>>();

/** The list's columns, written once per model and choice of attributes. */
function columnsOf(model: ModelStatic<Model>, only?: ReadonlyArray<string>): string {
  let lists = columnLists.get(model);
  if (!lists) columnLists.set(model, (lists = new Map()));
  const key = only ? only.join(",") : "*";
  let list = lists.get(key);
  if (list === undefined) {
    list = attributeColumns(model, tableAlias(model), only);
    lists.set(key, list);
  }
  return list;
}

/** The table's alias in a list's statement: its model's name, quoted (`MedicalProvider`). */
const tableAlias = (model: ModelStatic<Model>) =>
  model.sequelize!.getQueryInterface().quoteIdentifier(model.name);

/**
 * A list's rows as the database gives them (a join's columns nested under its name), not model
 * instances: each list only presents its rows. Hand-written: Sequelize's query building cost
 * more CPU than the statement (0.3–0.7 ms a list on the bench case). Read-only.
 */
export async function listRows<M extends Model>(
  model: ModelStatic<M>,
  read: ListRead,
  window: { limit: number; offset?: number },
): Promise<Array<Attributes<M>>> {
  const alias = tableAlias(model);
  const where = Object.keys(read.where);
  const select = [columnsOf(model, read.attributes), read.extra, read.join?.select]
    .filter(Boolean)
    .join(", ");
  return model.sequelize!.query<Attributes<M>>(
    `SELECT ${select} FROM ${tableOf(model)} AS ${alias} ${read.join?.sql ?? ""}
     WHERE ${where.map((name) => `${alias}.${columnOf(model, name)} = ?`).join(" AND ")}
     ORDER BY ${read.order.map(([name, direction]) => `${alias}.${columnOf(model, name)} ${direction}`).join(", ")}
     LIMIT ?${window.offset ? " OFFSET ?" : ""}`,
    {
      replacements: [
        ...where.map((name) => read.where[name]),
        window.limit,
        ...(window.offset ? [window.offset] : []),
      ],
      type: QueryTypes.SELECT,
      nest: Boolean(read.join),
    },
  );
}

/**
 * One page of a list read on its index. The first page is read first and counted only when full
 * (a case's lists mostly fit on it: one statement); a later page is counted first, so a page past
 * the end is the last one.
 */
export async function pageOf<M extends Model, T>(
  model: ModelStatic<M>,
  read: ListRead,
  page: number,
  present: (rows: Array<Attributes<M>>) => Promise<T[]> | T[],
): Promise<Page<T>> {
  const where = read.where as WhereOptions;
  if (page <= 1) {
    const rows = await listRows(model, read, { limit: INJURY_PAGE_SIZE });
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
    total === 0 ? [] : await listRows(model, read, { offset: window.offset, limit: window.limit });
  return { items: await present(rows), page: window.page, pageCount: window.pageCount, total };
}
