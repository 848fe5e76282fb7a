import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { Card } from "~/components/ui/card";
import { TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { RESET_REQUESTED, requestPasswordReset } from "~/services/password-reset.server";
import { ForgotPasswordSchema } from "~/utils/form-schemas.server";
import { FORM_SPECS } from "~/utils/form-specs";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Forgot your password?");

/** "Forgot your password?": an address in, the same answer out whether or not it has an account. */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "forgotPassword", ({ url }) => ({
    sent: url.searchParams.get("sent") === "1" ? RESET_REQUESTED : null,
  }));

export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "forgotPassword", (intent) => ({
    "forgot-password": intent(
      ForgotPasswordSchema,
      async ({ value, request, context, redirect }) => {
        await requestPasswordReset(value, {
          ip: context.clientIp,
          origin: new URL(request.url).origin,
        });
        return redirect("/forgot-password?sent=1");
      },
    ),
  }));

export default function ForgotPassword() {
  const { sent } = useLoaderData<typeof loader>();
  const state = useIntentForm(
    "forgot-password",
    FORM_SPECS.forgotPassword,
    useActionData<typeof action>(),
  );
  return (
    <div className="mx-auto max-w-md">
      <ScreenHeading title="Forgot your password?">
        Type the email you sign in with. We will send you a link to choose a new password.
      </ScreenHeading>
      <Card as="section" aria-label="Ask for a reset link">
        {sent ? (
          <p role="status" className="mb-4 rounded-control bg-brand-soft p-3 text-sm text-ink">
            {sent}
          </p>
        ) : null}
        <IntentForm state={state} submit="Send me a link" pendingText="Sending...">
          <TextField meta={state.fields.email} label="Email" type="email" autoComplete="email" />
        </IntentForm>
        <p className="mt-4 text-sm">
          <Link to="/" className="font-medium text-brand underline">
            Back to sign in
          </Link>
        </p>
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
