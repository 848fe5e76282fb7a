import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { clearDeposit } from "~/services/money/trust.server";
import { recordIdField } from "~/utils/field-schemas";

/**
 * POST { clearedOn? } (today when left out): 200 { entry }, the bank has cleared the deposit and
 * its funds may be paid out (issue 41). 409 when it has cleared already or was reversed.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["money", "case"],
    params: z.object({ entryId: recordIdField("Trust entry not found") }),
    body: "json",
    run: async ({ user, params, body }) => ({
      entry: await clearDeposit(user, params.entryId, body),
    }),
  }),
});
