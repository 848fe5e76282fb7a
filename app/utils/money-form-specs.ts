import type { FormSpec } from "./form-specs";
import type * as forms from "./fee-forms";
import type * as costForms from "./cost-forms";
import type * as settlementForms from "./settlement-forms";

/**
 * The Fees and costs page's forms as the page knows them before their schemas arrive
 * (form-specs.ts): the schemas load with the first form used, never with the page.
 */
const load = () => import("./fee-forms");
const settlement = () => import("./settlement-forms");
const costs = () => import("./cost-forms");

export const MONEY_FORM_SPECS = {
  feeAgreement: {
    required: ["costsBeforeFee"],
    load: () => load().then((m) => m.FeeAgreementFormSchema),
  } satisfies FormSpec<typeof forms.FeeAgreementFormSchema>,
  stage: {
    required: ["stage"],
    load: () => load().then((m) => m.StageFormSchema),
  } satisfies FormSpec<typeof forms.StageFormSchema>,
  settlement: {
    required: [],
    load: () => settlement().then((m) => m.SettlementFormSchema),
  } satisfies FormSpec<typeof settlementForms.SettlementFormSchema>,
  approval: {
    required: ["name", "consent"],
    load: () => settlement().then((m) => m.SettlementApprovalFormSchema),
  } satisfies FormSpec<typeof settlementForms.SettlementApprovalFormSchema>,
  cost: {
    required: ["description"],
    load: () => costs().then((m) => m.CostFormSchema),
  } satisfies FormSpec<typeof costForms.CostFormSchema>,
  reimbursed: { required: [] } satisfies FormSpec<typeof costForms.ReimbursedFormSchema>,
  time: {
    required: ["activity"],
    load: () => costs().then((m) => m.TimeFormSchema),
  } satisfies FormSpec<typeof costForms.TimeFormSchema>,
};
