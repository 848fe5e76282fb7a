import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { deviceCookieHeader } from "~/services/device-cookie.server";
import { createUserSession } from "~/services/session.server";
import {
  CHALLENGE_EXPIRED,
  challengeFrom,
  clearChallengeCookieHeader,
  readChallenge,
} from "~/services/sign-in-challenge.server";
import { redirectWithToast } from "~/services/toast.server";
import { completeSecondStep } from "~/services/two-factor.server";
import { TwoFactorCodeSchema } from "~/utils/form-schemas.server";
import { FORM_SPECS } from "~/utils/form-specs";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Two-factor sign-in");

/**
 * The second step of a sign-in with two-factor on: the password was right, and a code from the
 * authenticator app (or a recovery code) makes the session. Without the password step's token,
 * or once it has expired, it is back to the sign-in form.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "twoFactorSignIn", async ({ request, context }) => {
    try {
      await readChallenge(await challengeFrom(request));
    } catch {
      throw await redirectWithToast(
        "/",
        { title: "Please sign in again", description: CHALLENGE_EXPIRED, variant: "destructive" },
        { secure: context.secure },
      );
    }
    return null;
  });

export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "twoFactorSignIn", (intent) => ({
    verify: intent(
      TwoFactorCodeSchema,
      async ({ value, request, context, redirect }) => {
        const token = await challengeFrom(request);
        const user = await completeSecondStep(token, value, { ip: context.clientIp });
        const session = await createUserSession(user.id, request, context);
        return redirect("/dashboard", undefined, [
          ["Set-Cookie", session],
          ["Set-Cookie", await clearChallengeCookieHeader(context)],
          ["Set-Cookie", await deviceCookieHeader(user.id, request, context)],
        ]);
      },
      { hide: ["code"] },
    ),
  }));

export default function TwoFactorSignIn() {
  const state = useIntentForm("verify", FORM_SPECS.twoFactorCode, useActionData<typeof action>());
  return (
    <div className="mx-auto max-w-md">
      <ScreenHeading title="Two-factor sign-in">
        Your password was right. One more step keeps your account safe.
      </ScreenHeading>
      <Card as="section" aria-labelledby="code-title">
        <h2 id="code-title" className="mb-4 text-lg font-semibold text-ink">
          Enter your code
        </h2>
        <IntentForm state={state} submit="Verify" pendingText="Checking...">
          <TextField
            meta={state.fields.code}
            label="Authentication code"
            autoComplete="one-time-code"
            hint="The 6-digit code your authenticator app shows now. Lost your phone? Enter one of your recovery codes instead."
          />
        </IntentForm>
        <p className="mt-4 text-sm">
          <Link to="/" className="font-medium text-brand underline">
            Cancel and sign in again
          </Link>
        </p>
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
