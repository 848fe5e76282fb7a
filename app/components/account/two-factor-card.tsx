import { Button, ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import type { TwoFactorState } from "~/services/two-factor.server";
import { formatDate } from "~/utils/format";
import { FORM_SPECS } from "~/utils/form-specs";
import { RecoveryCodes } from "./recovery-codes";

type Reply = IntentReply | null | undefined;

/**
 * Two-factor sign-in on the account page: whether it is on, the way to set it up, new recovery
 * codes (which need a current code), and turning it off (the password and a code), unless the
 * firm requires it.
 */
export function TwoFactorCard({
  state,
  reply,
  newCodes,
  timeZone,
}: {
  state: TwoFactorState;
  reply: Reply;
  newCodes: string[] | null;
  timeZone: string;
}) {
  return (
    <Card as="section" aria-labelledby="two-factor-title" className="space-y-4">
      <h2 id="two-factor-title" className="text-lg font-semibold text-ink">
        Two-factor sign-in
      </h2>
      {state.enabled ? (
        <>
          <p>
            <strong>On</strong>
            {state.enabledAt ? ` since ${formatDate(state.enabledAt, timeZone)}` : ""}. You sign in
            with your password and a code from your authenticator app. {state.recoveryCodesLeft} of
            10 recovery codes left.
          </p>
          {newCodes ? <RecoveryCodes codes={newCodes} /> : null}
          <NewCodesForm reply={reply} />
          {state.requiredForMe ? (
            <p className="text-sm text-ink-muted">
              Your firm requires two-factor sign-in for its staff, so it cannot be turned off.
            </p>
          ) : (
            <TurnOffForm reply={reply} />
          )}
        </>
      ) : state.mode === "disabled" ? (
        <p>Off. Your firm has turned two-factor sign-in off.</p>
      ) : (
        <>
          <p>
            <strong>Off.</strong> With two-factor sign-in, someone who learns your password still
            cannot sign in without your phone.
          </p>
          <ButtonLink to="/account/two-factor">Set up two-factor sign-in</ButtonLink>
        </>
      )}
    </Card>
  );
}

function NewCodesForm({ reply }: { reply: Reply }) {
  const state = useIntentForm("regenerate-codes", FORM_SPECS.twoFactorCode, reply, {
    id: "new-codes",
  });
  return (
    <details className="rounded-control border border-line p-3" open={Boolean(state.lastResult)}>
      <summary className="cursor-pointer font-medium text-brand">Make new recovery codes</summary>
      <IntentForm state={state} className="mt-3 space-y-4">
        <p className="text-sm text-ink-muted">The codes you have now will stop working.</p>
        <TextField
          meta={state.fields.code}
          label="Code from your authenticator app"
          autoComplete="one-time-code"
        />
        <Button variant="secondary" pending={state.pending} pendingText="Making codes...">
          Make New Codes
        </Button>
      </IntentForm>
    </details>
  );
}

function TurnOffForm({ reply }: { reply: Reply }) {
  const state = useIntentForm("disable-two-factor", FORM_SPECS.disableTwoFactor, reply, {
    id: "turn-off",
  });
  return (
    <details className="rounded-control border border-line p-3" open={Boolean(state.lastResult)}>
      <summary className="cursor-pointer font-medium text-danger">
        Turn off two-factor sign-in
      </summary>
      <IntentForm state={state} className="mt-3 space-y-4">
        <TextField
          meta={state.fields.password}
          label="Your password"
          type="password"
          autoComplete="current-password"
        />
        <TextField
          meta={state.fields.code}
          label="Code from your authenticator app"
          autoComplete="one-time-code"
        />
        <Button variant="danger" pending={state.pending} pendingText="Turning off...">
          Turn Off Two-Factor
        </Button>
      </IntentForm>
    </details>
  );
}
