/**
 * The client's settlement statement page's loader and action (issue 41): the statement the firm
 * sent them, and their approval. The same service functions as GET /api/cases/{id}/settlement
 * and POST …/approve.
 */
import { portalSettlementUrl } from "~/utils/money-urls";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { findVisibleCase } from "~/services/cases.server";
import { approveSettlement, settlementOf } from "~/services/money/settlement.server";
import { getSettings } from "~/services/settings.server";

import { SettlementApprovalFormSchema } from "~/utils/settlement-forms";

export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "clientPortal", async ({ user, params }) => {
    const legalCase = await findVisibleCase(user, params.caseId);
    const [settlement, settings] = await Promise.all([
      settlementOf(user, legalCase.id),
      getSettings(),
    ]);
    return {
      legalCase: { id: legalCase.id, title: legalCase.title },
      settlement,
      timeZone: settings.timeZone,
    };
  });

export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "clientPortal", (intent) => ({
    approve: intent(
      SettlementApprovalFormSchema,
      async ({ user, params, value, context, redirect }) => {
        const settlement = await approveSettlement(
          user,
          params.caseId,
          { name: value.name },
          context.clientIp,
        );
        return redirect(portalSettlementUrl(Number(params.caseId)), {
          title: "Statement approved",
          description: `Signed ${settlement.approvedName}. Your attorney has been told.`,
        });
      },
    ),
  }));
