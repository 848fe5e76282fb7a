/**
 * The Fees and costs page's loader and action (issue 41); its route module re-exports them, so
 * the page's JavaScript carries none of what they import. Each calls the service function its
 * /api call calls: one rule, two doors.
 */
import { caseMoneyUrl, caseCostsUrl } from "~/utils/money-urls";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { updateCase } from "~/services/case-changes.server";
import { moneyCase } from "~/services/money/case-access.server";
import { feeAgreementOf, setFeeAgreement } from "~/services/money/fee-agreement.server";
import {
  markSettlementReady,
  setSettlement,
  settlementOf,
} from "~/services/money/settlement.server";
import { addCost, listCosts, updateCost } from "~/services/money/costs.server";
import { addTimeEntry, listTimeEntries } from "~/services/money/time-entries.server";
import { getSettings } from "~/services/settings.server";
import { CostFormSchema, ReimbursedFormSchema, TimeFormSchema } from "~/utils/cost-forms";
import { formatDay } from "~/utils/format";
import { centsBody, inDollars } from "~/utils/injury-forms";

import { CASE_STAGE_NAMES } from "~/utils/case-stages";
import { FeeAgreementFormSchema, feeAgreementBody, StageFormSchema } from "~/utils/fee-forms";
import { formatDollars } from "~/utils/money";
import { ServiceError } from "~/utils/service-error";
import { settlementBody, SettlementFormSchema } from "~/utils/settlement-forms";

/** The case as the page heads it, and its fee: the case's attorney or an administrator. */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "cases", async ({ user, params }) => {
    const legalCase = await moneyCase(user, params.caseId);
    const [fee, settlement, settings] = await Promise.all([
      feeAgreementOf(user, legalCase.id),
      settlementOf(user, legalCase.id),
      getSettings(),
    ]);
    return {
      legalCase: { id: legalCase.id, title: legalCase.title, caseType: legalCase.caseType },
      fee,
      settlement,
      timeZone: settings.timeZone,
    };
  });

/** The Costs and time page: the case's costs advanced and the time spent, each a first page. */
export const costsLoader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "cases", async ({ user, params }) => {
    const legalCase = await moneyCase(user, params.caseId);
    const [costs, time] = await Promise.all([
      listCosts(user, legalCase.id),
      listTimeEntries(user, legalCase.id),
    ]);
    return {
      legalCase: { id: legalCase.id, title: legalCase.title, caseType: legalCase.caseType },
      costs,
      time,
    };
  });

export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "cases", (intent) => ({
    "fee-agreement": intent(FeeAgreementFormSchema, async ({ user, params, value, redirect }) => {
      try {
        const fee = await setFeeAgreement(user, params.caseId, feeAgreementBody(value));
        const inForce = fee.tierInForce ? "" : " No tier applies at the case's stage yet.";
        return redirect(caseMoneyUrl(Number(params.caseId)), {
          title: "Fee agreement saved",
          description: `${fee.feeAgreement?.tiers.length ?? 0} tier(s).${inForce}`,
        });
      } catch (error) {
        // The tiers' rule (at least one) is the first rate box's to say on the form.
        if (error instanceof ServiceError && error.fieldErrors?.tiers) {
          throw new ServiceError(error.status, error.message, {
            ratePreSuit: ["Give at least one rate, like 33 1/3% or 1/3"],
          });
        }
        throw error;
      }
    }),
    settlement: intent(SettlementFormSchema, async ({ user, params, value, redirect }) => {
      const settlement = await setSettlement(user, params.caseId, settlementBody(value));
      return redirect(caseMoneyUrl(Number(params.caseId)), {
        title: "Settlement entered",
        description:
          settlement.netToClientCents === undefined
            ? settlement.problems.join(" ")
            : `The client's net: ${formatDollars(settlement.netToClientCents)}.`,
      });
    }),
    "settlement-ready": intent(null, async ({ user, params, redirect }) => {
      await markSettlementReady(user, params.caseId);
      return redirect(caseMoneyUrl(Number(params.caseId)), {
        title: "Statement sent to the client",
        description: "They are told it waits for their approval in their portal.",
      });
    }),
    "add-cost": intent(
      CostFormSchema,
      async ({ user, params, value, redirect }) => {
        const cost = await inDollars(addCost(user, params.caseId, centsBody(value)));
        return redirect(caseCostsUrl(Number(params.caseId)), {
          title: "Cost added",
          description: `${cost.description}: ${formatDollars(cost.amountCents)}.`,
        });
      },
      { creates: true },
    ),
    "cost-reimbursed": intent(ReimbursedFormSchema, async ({ user, params, value, redirect }) => {
      const cost = await updateCost(user, params.caseId, value.costId, { reimbursed: true });
      return redirect(caseCostsUrl(Number(params.caseId)), {
        title: "Cost marked reimbursed",
        description: cost.description,
      });
    }),
    "add-time": intent(
      TimeFormSchema,
      async ({ user, params, value, redirect }) => {
        // An administrator logs it for the case's attorney; an attorney, their own.
        const legalCase = await moneyCase(user, params.caseId);
        const entry = await addTimeEntry(user, legalCase.id, {
          ...value,
          staffId: user.role === "admin" ? legalCase.staffId : user.id,
        });
        return redirect(caseCostsUrl(legalCase.id), {
          title: "Time logged",
          description: `${entry.minutes} minutes on ${formatDay(entry.workedOn)}.`,
        });
      },
      { creates: true },
    ),
    stage: intent(StageFormSchema, async ({ user, params, value, redirect }) => {
      await updateCase(user, params.caseId, { stage: value.stage });
      return redirect(caseMoneyUrl(Number(params.caseId)), {
        title: "Stage changed",
        description: `The case is at: ${CASE_STAGE_NAMES[value.stage]}.`,
      });
    }),
  }));
