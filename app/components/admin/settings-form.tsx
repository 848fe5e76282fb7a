import { Card } from "~/components/ui/card";
import { SelectField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import { FORM_SPECS } from "~/utils/form-specs";
import { PASSWORD_POLICY_TEXT } from "~/utils/password-policy";
import { PASSWORD_POLICIES, SESSION_TIMEOUT_RANGE, type Settings } from "~/utils/settings";

const POLICY_CHOICES = PASSWORD_POLICIES.map((policy) => ({
  value: policy,
  label: `${policy.charAt(0).toUpperCase()}${policy.slice(1)}: ${PASSWORD_POLICY_TEXT[policy].toLowerCase()}`,
}));
const TWO_FACTOR_CHOICES = [
  { value: "disabled", label: "Disabled" },
  { value: "optional", label: "Optional" },
  { value: "required", label: "Required" },
];

/**
 * The firm's settings as one POST form, each saved on its own terms (a refused one is named in
 * the message, the others saved). Each takes effect on the next request: the title in the
 * header and page titles, the support email where people look for help, every date in the time
 * zone, idle sessions ending after the timeout, the password policy wherever a password is chosen.
 */
export function SettingsForm({
  settings,
  timeZones,
  reply,
}: {
  settings: Settings;
  /** Every IANA zone the server knows, the US zones first (issue 36). */
  timeZones: string[];
  reply?: IntentReply;
}) {
  const state = useIntentForm("save-settings", FORM_SPECS.settings, reply, {
    defaultValue: { ...settings, sessionTimeoutMinutes: String(settings.sessionTimeoutMinutes) },
  });
  const { fields } = state;
  const { min, max } = SESSION_TIMEOUT_RANGE;
  return (
    <Card as="section" aria-labelledby="settings-title" pad="md" className="max-w-2xl">
      <h2 id="settings-title" className="mb-4 text-lg font-semibold text-ink">
        Settings
      </h2>
      <IntentForm state={state} submit="Save Settings" pendingText="Saving...">
        <TextField
          meta={fields.siteTitle}
          label="Site Title"
          hint="Shown in the header and in page titles."
        />
        <TextField
          meta={fields.supportEmail}
          label="Support Email"
          type="email"
          hint="Shown to people looking for help."
        />
        <SelectField
          meta={fields.timeZone}
          label="Default Time Zone"
          options={timeZones.map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") }))}
          hint="Every date and time in the app is shown in it. The US zones come first."
        />
        <TextField
          meta={fields.sessionTimeoutMinutes}
          label="Session Timeout (minutes)"
          inputMode="numeric"
          hint={`A session idle this long ends (${min} to ${max}); it applies to open sessions too.`}
        />
        <SelectField
          meta={fields.passwordPolicy}
          label="Password Policy"
          options={POLICY_CHOICES}
          hint="Applies to registration, accounts you create and new passwords."
        />
        <SelectField
          meta={fields.twoFactor}
          label="Two-Factor Authentication"
          options={TWO_FACTOR_CHOICES}
          hint="Disabled: nobody can set it up. Optional: anyone may. Required: staff and administrators must set it up at their next sign-in."
        />
      </IntentForm>
    </Card>
  );
}
