import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { RecoveryCodes } from "~/components/account/recovery-codes";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { createUserSession } from "~/services/session.server";
import { showOnceHeader, takeShownOnce } from "~/services/shown-once.server";
import { beginEnrolment, confirmEnrolment, twoFactorState } from "~/services/two-factor.server";
import { EnableTwoFactorSchema } from "~/utils/form-schemas.server";
import { FORM_SPECS } from "~/utils/form-specs";
import { homePathFor } from "~/utils/policy";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Set up two-factor sign-in");

/**
 * Setting up two-factor sign-in: a QR code for the authenticator app (and the key as text), a
 * current code to confirm it, then the recovery codes, shown once. Where the firm requires it of
 * staff, this is the one page they reach until it is done.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "twoFactorSetup", async ({ user, request, context }) => {
    const state = await twoFactorState(user);
    const enrolment =
      state.enabled || state.mode === "disabled" ? null : await beginEnrolment(user);
    // Right after the set-up: the recovery codes, this once.
    const shown = await takeShownOnce(request, user.id, context);
    return data(
      { state, enrolment, codes: shown.values, email: user.email, home: homePathFor(user.role) },
      { headers: shown.headers },
    );
  });

export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "twoFactorSetup", (intent) => ({
    enable: intent(
      EnableTwoFactorSchema,
      async ({ user, value, request, context, redirect }) => {
        const recoveryCodes = await confirmEnrolment(user, value, { ip: context.clientIp });
        // A step up in what this session proves: it gets a new id.
        const session = await createUserSession(user.id, request, context);
        return redirect("/account/two-factor", undefined, [
          ["Set-Cookie", session],
          ["Set-Cookie", await showOnceHeader(user.id, recoveryCodes, context)],
        ]);
      },
      { hide: ["code"] },
    ),
  }));

export default function TwoFactorSetup() {
  const { state, enrolment, codes, email, home } = useLoaderData<typeof loader>();
  const form = useIntentForm("enable", FORM_SPECS.enableTwoFactor, useActionData<typeof action>());
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <ScreenHeading title="Set up two-factor sign-in">
        After your password, you will enter a code from an authenticator app on your phone.
      </ScreenHeading>
      {codes ? (
        <Card as="section" aria-labelledby="done-title" className="space-y-4">
          <h2 id="done-title" className="text-lg font-semibold text-ink">
            Two-factor sign-in is on
          </h2>
          <RecoveryCodes codes={codes} />
          <ButtonLink to={home}>I have saved my codes: continue</ButtonLink>
        </Card>
      ) : state.enabled ? (
        <Card as="section" aria-label="Two-factor sign-in">
          <p>Two-factor sign-in is already on for your account.</p>
          <p className="mt-3">
            <Link to="/account" className="font-medium text-brand underline">
              Back to your account
            </Link>
          </p>
        </Card>
      ) : !enrolment ? (
        <Card as="section" aria-label="Two-factor sign-in">
          <p>Your firm has turned two-factor sign-in off.</p>
        </Card>
      ) : (
        <>
          {state.requiredForMe ? (
            <p role="status" className="rounded-control border border-brand bg-brand-soft p-4">
              Your firm requires two-factor sign-in for its staff. Set it up to continue.
            </p>
          ) : null}
          <Card as="section" aria-labelledby="scan-title" className="space-y-4">
            <h2 id="scan-title" className="text-lg font-semibold text-ink">
              1. Add your account to the app
            </h2>
            <p>
              Open your authenticator app (such as Microsoft Authenticator, Google Authenticator or
              1Password) and scan this code.
            </p>
            <div
              role="img"
              aria-label="QR code that adds your account to an authenticator app"
              className="h-48 w-48 bg-white [&>svg]:h-full [&>svg]:w-full"
              // The SVG is made on the server from the otpauth address (qrcode), never from input.
              dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
            />
            <div>
              <p>Cannot scan it? Add the account by hand with this key (time-based):</p>
              <p className="mt-2">
                <code
                  data-testid="two-factor-key"
                  className="rounded-control bg-brand-soft px-2 py-1 font-mono text-lg tracking-wider text-ink"
                >
                  {enrolment.key}
                </code>
              </p>
              <p className="mt-1 text-sm text-ink-muted">Account: {email}</p>
            </div>
          </Card>
          <Card as="section" aria-labelledby="confirm-title">
            <h2 id="confirm-title" className="mb-4 text-lg font-semibold text-ink">
              2. Enter the code the app shows
            </h2>
            <IntentForm state={form} submit="Turn On Two-Factor" pendingText="Checking...">
              <TextField
                meta={form.fields.code}
                label="6-digit code"
                autoComplete="one-time-code"
                inputMode="numeric"
              />
            </IntentForm>
          </Card>
          {state.requiredForMe ? null : (
            <p>
              <Link to="/account" className="font-medium text-brand underline">
                Not now: back to your account
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
