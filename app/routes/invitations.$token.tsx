import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { LinkRefusal, NewPasswordFields } from "~/components/auth/link-pages";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading } from "~/components/screen-heading";
import { Card } from "~/components/ui/card";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import { openLink } from "~/route-kit/link-token.server";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { acceptInvitation, openInvitation } from "~/services/invitations.server";
import { createUserSession } from "~/services/session.server";
import { portalCaseUrl } from "~/utils/case-urls";
import { SetPasswordSchema } from "~/utils/form-schemas.server";
import { FORM_SPECS } from "~/utils/form-specs";
import { homePathFor } from "~/utils/policy";
import { pageTitle } from "~/components/screen-heading";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Set your password");

/**
 * The link a new client gets when the firm opens a case for them, or a new staff member an
 * administrator invited: it says who it is for and asks for a password, or says plainly that it
 * has expired, been used, or is not a link of ours.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "invitation", ({ params }) => openLink(() => openInvitation(params.token)));

export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "invitation", (intent) => ({
    "set-password": intent(
      SetPasswordSchema,
      async ({ params, value, request, context, redirect }) => {
        const { user, caseId } = await acceptInvitation(params.token, value, {
          ip: context.clientIp,
        });
        const cookie = await createUserSession(user.id, request, context);
        // A client's link leads to their case; a staff member's (User Management) to their home.
        return redirect(
          caseId ? portalCaseUrl(caseId) : homePathFor(user.role),
          {
            title: `Welcome, ${user.firstName}`,
            description: caseId
              ? "Your password is set. This is your case."
              : "Your password is set.",
          },
          { "Set-Cookie": cookie },
        );
      },
      { hide: ["password", "confirmPassword"] },
    ),
  }));

export default function InvitationPage() {
  const { opened: invitation, refusal } = useLoaderData<typeof loader>();
  const state = useIntentForm(
    "set-password",
    FORM_SPECS.setPassword,
    useActionData<typeof action>(),
  );
  return (
    <div className="mx-auto max-w-md">
      <ScreenHeading title="Set your password">
        {invitation
          ? invitation.role === "client"
            ? `Welcome, ${invitation.firstName}. Choose a password to follow your case online.`
            : `Welcome, ${invitation.firstName}. Choose a password to sign in to the firm's workspace.`
          : "Your invitation to sign in."}
      </ScreenHeading>
      {invitation ? (
        <Card as="section" aria-labelledby="choose-password-title">
          <h2 id="choose-password-title" className="mb-4 text-lg font-semibold text-ink">
            Choose a password
          </h2>
          <IntentForm state={state} submit="Set Password" pendingText="Saving...">
            <p className="text-sm text-ink-muted">
              You will sign in with <strong className="text-ink">{invitation.email}</strong>.
            </p>
            <NewPasswordFields
              password={state.fields.password}
              confirmPassword={state.fields.confirmPassword}
            />
          </IntentForm>
        </Card>
      ) : (
        <LinkRefusal label="Invitation" refusal={refusal} />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
