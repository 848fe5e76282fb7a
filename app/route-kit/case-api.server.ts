import * as z from "zod/mini";
import type { PublicUser } from "~/services/auth.server";
import { recordIdField } from "~/utils/field-schemas";
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
    POST: endpoint({
      allow: ["read", "case"],
      params: caseParams,
      body: "json",
      status: 201,
      creates: true,
      run: async ({ user, params, body }) => ({
        [names.one]: await add(user, params.caseId, body),
      }),
    }),
  });
}
