import { describe, expect, it } from "vitest";
import { pageCount, pageHref, pageWindow, readTableState, sortHref } from "./table-state";

const here = (search: string) => ({ pathname: "/submissions", search });
const options = {
  sorts: ["received", "name"] as const,
  sort: "received" as const,
  dir: "desc" as const,
};

describe("table URL state", () => {
  it("reads sort, direction and page, falling back to the defaults", () => {
    expect(readTableState(new URLSearchParams(""), options)).toEqual({
      sort: "received",
      dir: "desc",
      page: 1,
    });
    expect(readTableState(new URLSearchParams("sort=name&dir=asc&page=3"), options)).toEqual({
      sort: "name",
      dir: "asc",
      page: 3,
    });
    for (const bad of ["sort=password&dir=up&page=0", "page=-2", "page=2.5", "page=abc"]) {
      expect(readTableState(new URLSearchParams(bad), options)).toEqual({
        sort: "received",
        dir: "desc",
        page: 1,
      });
    }
  });

  it("sorts a new column ascending, turns the sorted one round, and starts again at page 1", () => {
    const current = { sort: "received", dir: "desc" } as const;
    expect(sortHref(here("?status=pending&page=4"), "name", current)).toBe(
      "/submissions?status=pending&sort=name&dir=asc",
    );
    expect(sortHref(here(""), "received", current)).toBe("/submissions?sort=received&dir=asc");
    expect(
      sortHref(here("?sort=received&dir=asc"), "received", { sort: "received", dir: "asc" }),
    ).toBe("/submissions?sort=received&dir=desc");
  });

  it("links pages keeping the filter and sort; page 1 is the plain URL", () => {
    expect(pageHref(here("?status=pending&sort=received&dir=asc"), 2)).toBe(
      "/submissions?status=pending&sort=received&dir=asc&page=2",
    );
    expect(pageHref(here("?page=2"), 1)).toBe("/submissions");
    expect(pageHref(here("?status=pending&page=2"), 1)).toBe("/submissions?status=pending");
  });

  it("counts pages and keeps the page asked for within them", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageWindow(9, 30, 25)).toEqual({ page: 2, pageCount: 2, offset: 25, limit: 25 });
    expect(pageWindow(1, 0, 25)).toEqual({ page: 1, pageCount: 1, offset: 0, limit: 25 });
  });
});
