/**
 * A table's sort and page as URL state (`?sort=received&dir=desc&page=2`): the loader reads it,
 * DataTable's header and paging links write it, so every view is a real URL that works without
 * JavaScript and can be bookmarked. Other parameters (a filter, say) are kept.
 */

export type SortDir = "asc" | "desc";

export interface TableState<Sort extends string = string> {
  sort: Sort;
  dir: SortDir;
  /** 1-based. */
  page: number;
}

interface Here {
  pathname: string;
  search: string;
}

/** What the URL asks for; anything unknown or malformed falls back to the defaults. */
export function readTableState<Sort extends string>(
  search: URLSearchParams,
  options: { sorts: readonly Sort[]; sort: Sort; dir: SortDir },
): TableState<Sort> {
  const sortParam = search.get("sort");
  const sort = options.sorts.find((name) => name === sortParam) ?? options.sort;
  const dirParam = search.get("dir");
  const dir: SortDir = dirParam === "asc" || dirParam === "desc" ? dirParam : options.dir;
  return { sort, dir, page: readPage(search) };
}

/** The page the URL asks for (`?page=`, 1-based); anything malformed is the first. */
export function readPage(search: URLSearchParams): number {
  const pageParam = search.get("page") ?? "";
  return /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : 1;
}

/** How many pages `total` rows fill (at least one, so "Page 1 of 1" for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page asked for, brought within the pages there are, and the rows to skip for it. */
export function pageWindow(page: number, total: number, pageSize: number) {
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, page), pages);
  return { page: current, pageCount: pages, offset: (current - 1) * pageSize, limit: pageSize };
}

function withParams(here: Here, change: (params: URLSearchParams) => void): string {
  const params = new URLSearchParams(here.search);
  change(params);
  const search = params.toString();
  return search ? `${here.pathname}?${search}` : here.pathname;
}

/**
 * The link of a sortable header: the sorted column turns round, another column starts ascending;
 * either way back to the first page.
 */
export function sortHref(
  here: Here,
  column: string,
  current: { sort: string; dir: SortDir },
): string {
  const dir: SortDir = current.sort === column && current.dir === "asc" ? "desc" : "asc";
  return withParams(here, (params) => {
    params.set("sort", column);
    params.set("dir", dir);
    params.delete("page");
  });
}

/** The link to a page of the table (page 1 is the plain URL). */
export function pageHref(here: Here, page: number): string {
  return withParams(here, (params) => {
    if (page <= 1) params.delete("page");
    else params.set("page", String(page));
  });
}
