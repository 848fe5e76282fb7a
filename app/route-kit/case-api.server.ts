import * as z from "zod/mini";
import type { PublicUser } from "~/services/auth.server";
import { pageParam, recordIdField } from "~/utils/field-schemas";
import { apiRoute, endpoint } from "./api.server";

/** The path of a case's /api calls (/api/cases/{caseId}/…): a bad id names no case, so 404. */
export const caseParams = z.object({ caseId: recordIdField("Case not found") });

/**
 * One kind of a case's records under /api/cases/{caseId}/…: GET answers `{ [many]: list }`, POST
 * a JSON body answers 201 `{ [one]: record }`. Who may do which is the services' (the policy's
 * case rules): anyone signed in gets as far as the case, which answers 404 if it is not theirs.
 */
export function caseCollection<L, R>(
  names: { many: string; one: string },
  list: (user: PublicUser, caseId: number) => Promise<L>,
  add: (user: PublicUser, caseId: number, body: unknown) => Promise<R>,
) {
  return apiRoute({
    GET: endpoint({
      allow: ["read", "case"],
      params: caseParams,
      run: async ({ user, params }) => ({ [names.many]: await list(user, params.caseId) }),
    }),
    POST: caseCreation(names.one, add),
  });
}

/** POST a JSON body to a case's collection: 201 `{ [one]: record }`. */
function caseCreation<R>(
  one: string,
  add: (user: PublicUser, caseId: number, body: unknown) => Promise<R>,
) {
  return endpoint({
    allow: ["read", "case"],
    params: caseParams,
    body: "json",
    status: 201,
    creates: true,
    run: async ({ user, params, body }) => ({ [one]: await add(user, params.caseId, body) }),
  });
}

/** A page of one of a case's lists, as its service reads it. */
type ListPage<T> = { items: T[]; page: number; pageCount: number; total: number };

/** `?page=` of a paged list: 1, 2, … (a page past the end is the last). */
export const pageQuery = z.object({ page: pageParam });

/** A page of a list as the calls answer it: `{ [many]: items, page, pageCount, total }`. */
export const pageAnswer = <T>(many: string, { items, ...paging }: ListPage<T>) => ({
  [many]: items,
  ...paging,
});

/**
 * A case's collection read a page at a time (`GET …?page=2` answers `{ [many], page, pageCount,
 * total }`), with POST as caseCollection's.
 */
export function pagedCaseCollection<T, R>(
  names: { many: string; one: string },
  list: (user: PublicUser, caseId: number, page: number) => Promise<ListPage<T>>,
  add: (user: PublicUser, caseId: number, body: unknown) => Promise<R>,
) {
  return apiRoute({
    GET: endpoint({
      allow: ["read", "case"],
      params: caseParams,
      query: pageQuery,
      run: async ({ user, params, query }) =>
        pageAnswer(names.many, await list(user, params.caseId, query.page ?? 1)),
    }),
    POST: caseCreation(names.one, add),
  });
}

/**
 * One record of a case's collection (/api/cases/{caseId}/{kind}/{idParam}): PATCH a JSON body
 * answers `{ [one]: record }`, DELETE `{ deleted: { id } }`. A bad id names no record: 404.
 */
export function caseRecord<R>(
  names: { one: string; idParam: string; notFound: string },
  update: (user: PublicUser, caseId: number, id: number, body: unknown) => Promise<R>,
  remove?: (user: PublicUser, caseId: number, id: number) => Promise<{ id: number }>,
) {
  const params = z.object({
    caseId: recordIdField("Case not found"),
    [names.idParam]: recordIdField(names.notFound),
  });
  const idOf = (values: Record<string, unknown>) => values[names.idParam] as number;
  return apiRoute({
    PATCH: endpoint({
      allow: ["read", "case"],
      params,
      body: "json",
      run: async ({ user, params, body }) => ({
        [names.one]: await update(user, params.caseId as number, idOf(params), body),
      }),
    }),
    ...(remove
      ? {
          DELETE: endpoint({
            allow: ["read", "case"],
            params,
            run: async ({ user, params }) => ({
              deleted: await remove(user, params.caseId as number, idOf(params)),
            }),
          }),
        }
      : {}),
  });
}
