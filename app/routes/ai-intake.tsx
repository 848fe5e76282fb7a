import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { IntakeChat } from "~/components/intake/intake-chat";
import { CompletionCard } from "~/components/intake/completion-card";
import { ExtractedInfo } from "~/components/intake/extracted-info";
import { IntakeIntro } from "~/components/intake/intake-intro";
import { GeneralErrorBoundary } from "~/components/error-page";
import { Card } from "~/components/ui/card";
import { ScreenHeading } from "~/components/screen-heading";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import * as intakes from "~/services/intake/intake.server";
import { IntakeDetailsSchema, IntakeMessageSchema } from "~/utils/form-schemas.server";
import { logger } from "~/utils/logger.server";
import { ServiceError } from "~/utils/service-error";
import { pageTitle } from "~/components/screen-heading";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "AI-Powered Legal Intake");

export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "aiIntake", async ({ user, url }) => {
    const sessionId = url.searchParams.get("session");
    if (!sessionId) {
      const open = await intakes.latestOpenIntake(user);
      return { intake: null, resumeSessionId: open?.sessionId ?? null };
    }
    return { intake: await intakes.getIntake(user, sessionId), resumeSessionId: null };
  });

/** The session the form is about (a hidden field), and its page. */
function sessionOf(formData: FormData) {
  const sessionId = String(formData.get("sessionId") ?? "");
  return { sessionId, here: `/ai-intake?session=${encodeURIComponent(sessionId)}` };
}

/** Someone else's session (or none) is the 404 page, whichever way it is reached. */
export const action = (args: ActionFunctionArgs) =>
  screenAction(
    args,
    "aiIntake",
    (intent) => ({
      start: intent(null, async ({ user, redirect }) => {
        try {
          const { sessionId } = await intakes.startIntake(user);
          return await redirect(`/ai-intake?session=${sessionId}`);
        } catch (error) {
          logger.error("starting an intake failed", { error });
          const message = error instanceof ServiceError ? error.message : "Please try again.";
          return redirect("/ai-intake", {
            title: "Error",
            description: `Failed to start chat session: ${message}`,
            variant: "destructive",
          });
        }
      }),
      send: intent(
        IntakeMessageSchema,
        async ({ user, value, formData, redirect }) => {
          const { sessionId, here } = sessionOf(formData);
          await intakes.sendIntakeMessage(user, sessionId, value);
          return redirect(`${here}#latest`);
        },
        { failure: "Failed to send message. Please try again." },
      ),
      correct: intent(
        IntakeDetailsSchema,
        async ({ user, value, formData, redirect }) => {
          const { sessionId, here } = sessionOf(formData);
          await intakes.correctIntakeDetails(user, sessionId, value);
          return redirect(here, {
            title: "Details updated",
            description: "Check them once more, then create your case.",
          });
        },
        { failure: "Failed to save your corrections. Please try again." },
      ),
      create: intent(
        null,
        async ({ user, formData, redirect }) => {
          await intakes.completeIntake(user, sessionOf(formData).sessionId);
          return redirect("/client-portal", {
            title: "Sent to the firm",
            description:
              "Your case is waiting for the firm's acceptance: an attorney will review it and tell you here.",
          });
        },
        { failure: "Failed to create case. Please try again." },
      ),
    }),
    { notFound: "page" },
  );

export default function AiIntake() {
  const { intake, resumeSessionId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (!intake) {
    return (
      <>
        <ScreenHeading title="AI-Powered Legal Intake" />
        <IntakeIntro resumeSessionId={resumeSessionId} reply={actionData} />
      </>
    );
  }
  const { session, messages } = intake;
  return (
    <>
      <ScreenHeading title="AI-Powered Legal Intake">
        Answer the assistant&apos;s questions; when it is complete, check the details and create
        your case.
      </ScreenHeading>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <IntakeChat
            sessionId={session.sessionId}
            messages={messages}
            isComplete={session.isComplete}
            reply={actionData}
          />
        </div>
        {session.isComplete ? (
          <div className="space-y-6 lg:col-span-2">
            <ExtractedInfo data={session.extractedData} />
            {session.caseId ? (
              <Card as="section">
                <h2 className="text-lg font-semibold text-ink">Sent to the firm</h2>
                <p className="mt-1 text-ink-muted">
                  It is waiting for the firm&apos;s acceptance. Follow it in your{" "}
                  <Link to="/client-portal" className="font-medium text-brand underline">
                    client portal
                  </Link>
                  .
                </p>
              </Card>
            ) : (
              <CompletionCard
                sessionId={session.sessionId}
                data={session.extractedData}
                reply={actionData}
              />
            )}
          </div>
        ) : null}
      </div>
    </>
  );
}

/** Someone else's session is the 404 page; any other failure to load says so (spec section 8). */
export function ErrorBoundary() {
  return (
    <GeneralErrorBoundary
      unexpected={() => (
        <>
          <ScreenHeading title="AI-Powered Legal Intake" />
          <p
            role="alert"
            className="rounded-control border border-danger bg-danger-soft p-4 text-danger"
          >
            Failed to load chat messages. Please refresh the page.
          </p>
        </>
      )}
    />
  );
}
