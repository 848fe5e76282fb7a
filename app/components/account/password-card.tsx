import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import { FORM_SPECS } from "~/utils/form-specs";

/** Change password: the current one, then the new one twice, under the firm's policy. */
export function PasswordCard({
  reply,
  policyText,
}: {
  reply: IntentReply | null | undefined;
  policyText: string;
}) {
  const state = useIntentForm("change-password", FORM_SPECS.changePassword, reply);
  const { fields } = state;
  return (
    <Card as="section" aria-labelledby="password-title">
      <h2 id="password-title" className="mb-1 text-lg font-semibold text-ink">
        Password
      </h2>
      <p className="mb-4 text-sm text-ink-muted">Changing it signs you out everywhere else.</p>
      <IntentForm state={state} submit="Change Password" pendingText="Changing...">
        <TextField
          meta={fields.currentPassword}
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <TextField
          meta={fields.newPassword}
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`${policyText}.`}
        />
        <TextField
          meta={fields.confirmPassword}
          label="Type the new password again"
          type="password"
          autoComplete="new-password"
        />
      </IntentForm>
    </Card>
  );
}
