import { Form } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { controlClass } from "~/components/ui/control-class";
import { ErrorSummary, fieldErrorsOf } from "~/components/ui/error-summary";
import { FieldErrors } from "~/components/ui/field-errors";
import { FormToken, type IntentReply } from "~/components/ui/form";
import { useShownAbove } from "~/components/ui/page-error-summary";
import {
  ALERT_KINDS,
  ALERT_MODES,
  ALERT_MODE_LABELS,
  type AlertKind,
  type AlertPreferences,
} from "~/utils/alert-kinds";
import { useIntentPending } from "~/utils/use-intent-pending";

export const SAVE_ALERT_PREFERENCES = "save-alert-preferences";

/**
 * The e-mail alerts of the person's role, each at once, in the morning's summary or off: one
 * native drop-down per kind, named by the kind, and one Save. The choices are fixed, so there is
 * no schema to load in the browser; the server checks them (saveAlertPreferences) and a refusal
 * comes back by kind. Linked from every alert e-mail as /account#email-alerts.
 */
export function EmailAlertsCard({
  choices,
  reply,
}: {
  choices: AlertPreferences;
  reply: IntentReply | null | undefined;
}) {
  const result = reply?.intent === SAVE_ALERT_PREFERENCES ? reply.result : undefined;
  const errors = (result?.error ?? {}) as Record<string, string[] | undefined>;
  // A refused post's page shows its summary first in `main` (PageErrors), not here too.
  const shownAbove = useShownAbove(result);
  const pending = useIntentPending(SAVE_ALERT_PREFERENCES);
  return (
    <Card as="section" id="email-alerts" aria-labelledby="email-alerts-title" className="space-y-4">
      <div>
        <h2 id="email-alerts-title" className="mb-1 text-lg font-semibold text-ink">
          E-mail alerts
        </h2>
        <p className="text-sm text-ink-muted">
          E-mails say that something is waiting and link to it; they never include what was written.
        </p>
      </div>
      <Form method="post" preventScrollReset className="space-y-4">
        <FormToken />
        {shownAbove ? null : (
          <ErrorSummary
            id={`${SAVE_ALERT_PREFERENCES}-errors`}
            formErrors={errors[""]}
            fieldErrors={fieldErrorsOf(errors, SAVE_ALERT_PREFERENCES)}
            attempt={result}
          />
        )}
        {(Object.entries(choices) as Array<[AlertKind, string]>).map(([kind, mode]) => {
          const id = `${SAVE_ALERT_PREFERENCES}-${kind}`;
          const problems = errors[kind];
          return (
            <div key={kind} className="space-y-1">
              <label htmlFor={id} className="block text-sm font-medium text-ink">
                {ALERT_KINDS[kind].label}
              </label>
              {/* Keyed by the saved choice, so a page that reloads with another shows it. */}
              <select
                key={mode}
                id={id}
                name={kind}
                defaultValue={mode}
                aria-invalid={problems ? true : undefined}
                aria-describedby={problems ? `${id}-error` : undefined}
                className={controlClass(Boolean(problems))}
              >
                {ALERT_MODES.map((option) => (
                  <option key={option} value={option}>
                    {ALERT_MODE_LABELS[option]}
                  </option>
                ))}
              </select>
              <FieldErrors id={`${id}-error`} errors={problems} />
            </div>
          );
        })}
        <Button
          name="intent"
          value={SAVE_ALERT_PREFERENCES}
          pending={pending}
          pendingText="Saving..."
        >
          Save
        </Button>
      </Form>
    </Card>
  );
}
