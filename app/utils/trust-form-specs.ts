import type { FormSpec } from "./form-specs";
import type * as forms from "./trust-forms";

/**
 * The trust pages' forms as the pages know them before their schemas arrive (form-specs.ts):
 * the schemas load with the first form used, never with the page.
 */
const load = () => import("./trust-forms");

export const TRUST_FORM_SPECS = {
  account: {
    required: ["name", "bank", "last4"],
    load: () => load().then((m) => m.TrustAccountFormSchema),
  } satisfies FormSpec<typeof forms.TrustAccountFormSchema>,
  deposit: {
    required: ["payer", "reference"],
    load: () => load().then((m) => m.TrustDepositFormSchema),
  } satisfies FormSpec<typeof forms.TrustDepositFormSchema>,
  payment: {
    required: ["payee", "reference"],
    load: () => load().then((m) => m.TrustPaymentFormSchema),
  } satisfies FormSpec<typeof forms.TrustPaymentFormSchema>,
  clear: {
    required: [],
    load: () => load().then((m) => m.TrustClearFormSchema),
  } satisfies FormSpec<typeof forms.TrustClearFormSchema>,
  reverse: {
    required: ["reason"],
    load: () => load().then((m) => m.TrustReverseFormSchema),
  } satisfies FormSpec<typeof forms.TrustReverseFormSchema>,
};
