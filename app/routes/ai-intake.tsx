import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  Link,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import { ChatPanel } from "~/components/intake/chat-panel";
import { CompletionCard } from "~/components/intake/completion-card";
import { ExtractedInfo } from "~/components/intake/extracted-info";
import { IntakeIntro } from "~/components/intake/intake-intro";
import { ScreenHeading } from "~/components/screen-heading";
import { NotFound } from "~/root";
import type { PublicUser } from "~/services/auth.server";
import { requireUser } from "~/services/guard.server";
import {
  completeIntake,
  correctIntakeDetails,
  getIntake,
  latestOpenIntake,
  sendIntakeMessage,
  startIntake,
} from "~/services/intake/intake.server";
import { redirectWithToast } from "~/services/toast.server";
import { IntakeDetailsSchema, IntakeMessageSchema } from "~/utils/intake-schemas";
import { logger } from "~/utils/logger.server";
import { ServiceError } from "~/utils/service-error";

export const meta: MetaFunction = () => [{ title: "AI-Powered Legal Intake" }];

const notFound = () => new Response("Not Found", { status: 404 });

/** Someone else's session (or none) is a 404 page, whichever way it is reached. */
async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw error instanceof ServiceError && error.status === 404 ? notFound() : error;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request, { roles: ["client"] });
  const sessionId = new URL(request.url).searchParams.get("session");
  if (!sessionId) {
    const open = await latestOpenIntake(user);
    return { intake: null, resumeSessionId: open?.sessionId ?? null };
  }
  return { intake: await orNotFound(getIntake(user, sessionId)), resumeSessionId: null };
}

type Intent = "send" | "correct" | "create";

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, { roles: ["client"] });
  const formData = await request.formData();
  const intent = formData.get("intent");
  const sessionId = String(formData.get("sessionId") ?? "");
  const here = `/ai-intake?session=${encodeURIComponent(sessionId)}`;
  const toast = { secure: context.secure };
  switch (intent) {
    case "start":
      return start(user, toast);
    case "send": {
      const submission = parseWithZod(formData, { schema: IntakeMessageSchema });
      if (submission.status !== "success") return reply("send", submission.reply(), 400);
      return attempt("send", submission, "Failed to send message. Please try again.", async () => {
        await sendIntakeMessage(user, sessionId, submission.value);
        return redirect(`${here}#latest`);
      });
    }
    case "correct": {
      const submission = parseWithZod(formData, { schema: IntakeDetailsSchema });
      if (submission.status !== "success") return reply("correct", submission.reply(), 400);
      return attempt(
        "correct",
        submission,
        "Failed to save your corrections. Please try again.",
        async () => {
          await correctIntakeDetails(user, sessionId, submission.value);
          return redirectWithToast(
            here,
            {
              title: "Details updated",
              description: "Check them once more, then create your case.",
            },
            toast,
          );
        },
      );
    }
    case "create":
      return attempt("create", null, "Failed to create case. Please try again.", async () => {
        await completeIntake(user, sessionId);
        return redirectWithToast(
          "/client-portal",
          { title: "Success", description: "Your case has been created and assigned to our team." },
          toast,
        );
      });
    default:
      throw new Response("Unknown action", { status: 400 });
  }
}

type Reply = { intent: Intent; result: SubmissionResult<string[]> };
type Submission = { reply: (options?: ReplyOptions) => SubmissionResult<string[]> };
type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]> };

function reply(intent: Intent, result: SubmissionResult<string[]>, status: number) {
  return data<Reply>({ intent, result }, { status });
}

/**
 * Runs a write and answers what went wrong next to the form: a rule's own message (404 is the
 * 404 page), or, for anything unexpected, the spec's failure text after logging it.
 */
async function attempt(
  intent: Intent,
  submission: Submission | null,
  failure: string,
  write: () => Promise<Response>,
) {
  const answer = (formErrors: string[], fieldErrors?: Record<string, string[]>) =>
    submission?.reply({ formErrors, fieldErrors }) ?? {
      status: "error" as const,
      error: { "": formErrors },
    };
  try {
    return await write();
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw notFound();
    if (error instanceof ServiceError) {
      return reply(intent, answer([error.message], error.fieldErrors), error.status);
    }
    logger.error("intake action failed", { intent, error });
    return reply(intent, answer([failure]), 500);
  }
}

async function start(user: PublicUser, toast: { secure: boolean }) {
  try {
    const { sessionId } = await startIntake(user);
    return redirect(`/ai-intake?session=${sessionId}`);
  } catch (error) {
    logger.error("starting an intake failed", { error });
    const message = error instanceof ServiceError ? error.message : "Please try again.";
    return redirectWithToast(
      "/ai-intake",
      {
        title: "Error",
        description: `Failed to start chat session: ${message}`,
        variant: "destructive",
      },
      toast,
    );
  }
}

export default function AiIntake() {
  const { intake, resumeSessionId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const resultFor = (intent: Intent) =>
    actionData?.intent === intent ? actionData.result : undefined;
  if (!intake) {
    return (
      <>
        <ScreenHeading title="AI-Powered Legal Intake" />
        <IntakeIntro resumeSessionId={resumeSessionId} />
      </>
    );
  }
  const { session, messages } = intake;
  const createErrors = resultFor("create")?.error?.[""] ?? undefined;
  return (
    <>
      <ScreenHeading title="AI-Powered Legal Intake">
        Answer the assistant&apos;s questions; when it is complete, check the details and create
        your case.
      </ScreenHeading>
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="lg:col-span-3">
          <ChatPanel
            sessionId={session.sessionId}
            messages={messages}
            isComplete={session.isComplete}
            lastResult={resultFor("send")}
          />
        </div>
        {session.isComplete ? (
          <div className="space-y-6 lg:col-span-2">
            <ExtractedInfo data={session.extractedData} />
            {session.caseId ? (
              <section className="rounded-lg border border-slate-200 bg-white p-5">
                <h2 className="text-lg font-semibold text-slate-900">Your case has been created</h2>
                <p className="mt-1 text-slate-700">
                  Follow it in your{" "}
                  <Link to="/client-portal" className="font-medium text-blue-800 underline">
                    client portal
                  </Link>
                  .
                </p>
              </section>
            ) : (
              <CompletionCard
                sessionId={session.sessionId}
                data={session.extractedData}
                correctResult={resultFor("correct")}
                createErrors={createErrors}
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
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <>
      <ScreenHeading title="AI-Powered Legal Intake" />
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
        Failed to load chat messages. Please refresh the page.
      </p>
    </>
  );
}
