import * as z from "zod/mini";
import { apiRoute, endpoint } from "~/route-kit/api.server";
import { reverseTrustEntry } from "~/services/money/trust.server";
import { recordIdField } from "~/utils/field-schemas";

/**
 * POST { reason?, reversedOn? }: 201 { entry }, the reversing entry (issue 41): entries are never
 * edited or deleted. 409 when already reversed, when it is itself a reversal, or when a deposit's
 * funds have been paid out.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["money", "case"],
    params: z.object({ entryId: recordIdField("Trust entry not found") }),
    body: "json",
    status: 201,
    run: async ({ user, params, body }) => ({
      entry: await reverseTrustEntry(user, params.entryId, body),
    }),
  }),
});
