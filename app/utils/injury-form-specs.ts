import type { FormSpec } from "./form-specs";
import type * as forms from "./injury-forms";

/**
 * The injury file's forms as its page knows them before their schemas arrive (form-specs.ts):
 * the schemas load with the first form used, never with the page.
 */
const load = () => import("./injury-forms");

export const INJURY_FORM_SPECS = {
  claim: {
    required: ["insurerName"],
    load: () => load().then((m) => m.ClaimFormSchema),
  } satisfies FormSpec<typeof forms.ClaimFormSchema>,
  claimStatus: {
    required: [],
    load: () => load().then((m) => m.ClaimStatusFormSchema),
  } satisfies FormSpec<typeof forms.ClaimStatusFormSchema>,
  provider: {
    required: ["name"],
    load: () => load().then((m) => m.ProviderFormSchema),
  } satisfies FormSpec<typeof forms.ProviderFormSchema>,
  clientProvider: {
    required: ["name"],
    load: () => load().then((m) => m.ClientProviderFormSchema),
  } satisfies FormSpec<typeof forms.ClientProviderFormSchema>,
  recordRequest: {
    required: [],
    load: () => load().then((m) => m.RecordRequestFormSchema),
  } satisfies FormSpec<typeof forms.RecordRequestFormSchema>,
  received: {
    required: [],
    load: () => load().then((m) => m.ReceivedFormSchema),
  } satisfies FormSpec<typeof forms.ReceivedFormSchema>,
  bill: {
    required: [],
    load: () => load().then((m) => m.BillFormSchema),
  } satisfies FormSpec<typeof forms.BillFormSchema>,
  lien: {
    required: ["holder"],
    load: () => load().then((m) => m.LienFormSchema),
  } satisfies FormSpec<typeof forms.LienFormSchema>,
  damages: {
    required: [],
    load: () => load().then((m) => m.DamagesFormSchema),
  } satisfies FormSpec<typeof forms.DamagesFormSchema>,
  claimNote: {
    required: ["body"],
    load: () => load().then((m) => m.ClaimNoteFormSchema),
  } satisfies FormSpec<typeof forms.ClaimNoteFormSchema>,
  /** Mark reviewed, and Remove (its box is `required`): the server alone checks them. */
  row: { required: [] } satisfies FormSpec<typeof forms.RowFormSchema>,
  remove: { required: ["confirm"] } satisfies FormSpec<typeof forms.RemoveFormSchema>,
  followUp: {
    required: [],
    load: () => load().then((m) => m.FollowUpFormSchema),
  } satisfies FormSpec<typeof forms.FollowUpFormSchema>,
  lienProgress: {
    required: [],
    load: () => load().then((m) => m.LienProgressFormSchema),
  } satisfies FormSpec<typeof forms.LienProgressFormSchema>,
};
