import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { LinkRefusal, NewPasswordFields } from "~/components/auth/link-pages";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading, pageTitle } from "~/components/screen-heading";
import { Card } from "~/components/ui/card";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import { openLink } from "~/route-kit/link-token.server";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { RESET_DONE, openPasswordReset, resetPassword } from "~/services/password-reset.server";
import { SetPasswordSchema } from "~/utils/form-schemas.server";
import { FORM_SPECS } from "~/utils/form-specs";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Choose a new password");

/**
 * A password reset link: who it is for and a new password, or plainly why it cannot be used
 * (used, expired, not one of ours) with the way to ask for another.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "passwordReset", ({ params }) =>
    openLink(() => openPasswordReset(params.token)),
  );

export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "passwordReset", (intent) => ({
    "reset-password": intent(
      SetPasswordSchema,
      async ({ params, value, context, redirect }) => {
        await resetPassword(params.token, value, { ip: context.clientIp });
        // Every session of the account has ended, this browser's too: sign in again (with the
        // two-factor code, where it is on).
        return redirect("/", { title: "Password changed", description: RESET_DONE });
      },
      { hide: ["password", "confirmPassword"] },
    ),
  }));

export default function ResetPasswordPage() {
  const { opened: reset, refusal } = useLoaderData<typeof loader>();
  const state = useIntentForm(
    "reset-password",
    FORM_SPECS.setPassword,
    useActionData<typeof action>(),
  );
  return (
    <div className="mx-auto max-w-md">
      <ScreenHeading title="Choose a new password">
        {reset
          ? "Your new password replaces the old one and signs you out everywhere."
          : "Your password reset link."}
      </ScreenHeading>
      {reset ? (
        <Card as="section" aria-labelledby="new-password-title">
          <h2 id="new-password-title" className="mb-4 text-lg font-semibold text-ink">
            Your new password
          </h2>
          <IntentForm state={state} submit="Set New Password" pendingText="Saving...">
            <p className="text-sm text-ink-muted">
              For <strong className="text-ink">{reset.email}</strong>.
            </p>
            <NewPasswordFields
              password={state.fields.password}
              confirmPassword={state.fields.confirmPassword}
            />
          </IntentForm>
        </Card>
      ) : (
        <LinkRefusal label="Password reset link" refusal={refusal}>
          <Link to="/forgot-password" className="font-medium text-brand underline">
            Ask for a new link
          </Link>
        </LinkRefusal>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
