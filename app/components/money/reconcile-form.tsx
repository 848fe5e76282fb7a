import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { controlClass } from "~/components/ui/control-class";
import { FieldErrors } from "~/components/ui/field-errors";
import { trustReconciliationPath } from "~/utils/trust-report-paths";

/** Field ids of the reconciliation form (`{form}-{name}`): the error summary links to them. */
const RECONCILE_FIELD_IDS = {
  month: "reconcile-month",
  bankBalance: "reconcile-bankBalance",
} as const;

/**
 * "Reconcile this month": the month and the bank statement's balance in dollars, sent as a GET
 * form to the account's reconciliation, so the report is a link (bookmarked, printed, sent) and
 * works without JavaScript. A month box falls back to text where the browser has no month
 * picker: "2026-11" reads either way.
 */
export function ReconcileForm({
  accountId,
  values,
  errors = {},
}: {
  accountId: number;
  values: { month: string; bankBalance: string };
  errors?: { month?: string[]; bankBalance?: string[] };
}) {
  const field = (name: keyof typeof RECONCILE_FIELD_IDS, label: string, hint: string) => {
    const id = RECONCILE_FIELD_IDS[name];
    const problems = errors[name];
    return (
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
        <FieldErrors id={`${id}-error`} errors={problems} />
        <input
          id={id}
          name={name}
          type={name === "month" ? "month" : "text"}
          inputMode={name === "month" ? undefined : "decimal"}
          autoComplete="off"
          defaultValue={values[name]}
          aria-describedby={problems?.length ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={problems?.length ? true : undefined}
          className={controlClass(Boolean(problems?.length), "max-w-xs")}
        />
      </div>
    );
  };
  return (
    <Form
      method="get"
      action={trustReconciliationPath(accountId)}
      id="reconcile"
      className="flex flex-wrap items-end gap-4"
    >
      {field("month", "Month to reconcile", "As YYYY-MM, for example 2026-11")}
      {field("bankBalance", "Bank statement balance", "In dollars, for example 12,345.67")}
      <Button>Reconcile</Button>
    </Form>
  );
}
