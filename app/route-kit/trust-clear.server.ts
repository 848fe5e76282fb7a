import * as z from "zod/mini";
import type { PublicUser } from "~/services/auth.server";
import type { PublicTrustEntry } from "~/services/money/trust.server";
import { recordIdField } from "~/utils/field-schemas";
import { apiRoute, endpoint } from "./api.server";

/**
 * POST { clearedOn? } (today when left out) on a trust entry the bank has cleared: 200 { entry }.
 * One shape for a deposit's clearing and a payment's; `clear` says which kind it takes.
 */
export const trustClearRoute = (
  clear: (user: PublicUser, entryId: unknown, input: unknown) => Promise<PublicTrustEntry>,
) =>
  apiRoute({
    POST: endpoint({
      allow: ["money", "case"],
      params: z.object({ entryId: recordIdField("Trust entry not found") }),
      body: "json",
      run: async ({ user, params, body }) => ({
        entry: await clear(user, params.entryId, body),
      }),
    }),
  });
