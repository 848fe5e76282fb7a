import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { CaseOpened, type OpenedCase } from "~/components/cases/case-opened";
import { ScreenHeading } from "~/components/screen-heading";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import { ConflictPanel } from "~/components/conflicts/conflict-panel";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { convertSubmission } from "~/services/submission-conversion.server";
import { getSubmission, markSubmissionReviewed } from "~/services/submissions.server";
import { decideConflict } from "~/services/conflict-checks.server";
import { ConflictDecisionFormSchema } from "~/utils/form-schemas.server";
import { CONFLICT_LABELS, WITHHELD_TEXT } from "~/utils/parties";
import { caseUrl } from "~/utils/case-urls";
import { formatDate, formatDateTime, formatFileSize } from "~/utils/format";
import { NO_FIELDS } from "~/utils/form-specs";
import { can } from "~/utils/policy";
import { requireRecordId } from "~/utils/record-id";
import { pageTitle } from "~/components/screen-heading";

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageTitle(matches, data ? `Submission from ${data.submission.submitterName}` : "Submission");

export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "submissions", async ({ user, params }) => {
    const submission = await getSubmission(
      user,
      requireRecordId(params.id, "Submission not found"),
    );
    // An administrator reads requests (and decides their conflicts); opening a case is the staff's.
    const mayUpdate = can(user, "update", "formSubmission");
    return { submission, isConsultation: submission.isConsultation, mayUpdate };
  });

export const action = (args: ActionFunctionArgs) =>
  screenAction(
    args,

    "submissions",
    (intent) => ({
      "open-case": intent(null, async ({ user, params, url }) => {
        const converted = await convertSubmission(user, params.id, { origin: url.origin });
        // Shown once, right here: the database keeps only the link's hash (no redirect, so it
        // is never in a URL or a cookie). Reloading the page asks to convert again, refused.
        return Response.json({
          intent: "open-case",
          opened: {
            caseId: converted.case.id,
            title: converted.case.title,
            invitation: converted.invitation,
          },
        });
      }),
      "decide-conflict": intent(
        ConflictDecisionFormSchema,
        async ({ user, params, value, redirect }) => {
          const id = requireRecordId(params.id, "Submission not found");
          const conflict = await decideConflict(user, { submissionId: id }, value);
          return redirect(`/submissions/${id}`, {
            title: "Decision recorded",
            description: CONFLICT_LABELS[conflict.status],
          });
        },
      ),
      review: intent(null, async ({ user, params, redirect }) => {
        const id = requireRecordId(params.id, "Submission not found");
        await markSubmissionReviewed(user, id);
        return redirect(`/submissions/${id}`, { title: "Marked as reviewed" });
      }),
    }),
    { notFound: "page" },
  );

function displayValue(value: unknown, type: string): string {
  if (value === undefined || value === null || value === "") return "Not given";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  // A group of checkboxes: the options chosen.
  if (Array.isArray(value)) return value.length ? value.map(String).join(", ") : "Not given";
  if (type === "date" && typeof value === "string") return formatDate(`${value}T12:00:00Z`);
  if (typeof value === "string")
    return type === "radio" ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  return JSON.stringify(value);
}

/** A file sent with the form: a download link with its size, or "Not given". */
function FileAnswer({
  file,
}: {
  file: { fileName: string; fileSize: number; url: string } | undefined;
}) {
  if (!file) return <>Not given</>;
  return (
    <>
      <a href={file.url} download className="font-medium text-brand underline hover:no-underline">
        {file.fileName}
      </a>{" "}
      <span className="text-ink-muted">({formatFileSize(file.fileSize)})</span>
    </>
  );
}

export default function SubmissionDetail() {
  const { submission } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as
    { intent: string; opened?: OpenedCase; result?: never } | undefined;
  const review = useIntentForm("review", NO_FIELDS, actionData);
  const openCase = useIntentForm("open-case", NO_FIELDS, actionData);
  const opened = actionData?.opened;
  const { isConsultation, mayUpdate } = useLoaderData<typeof loader>();
  const known = new Set(submission.fields.map((field) => field.id));
  const fileOf = (fieldId: string) => submission.files.find((file) => file.fieldId === fieldId);
  const extra = Object.keys(submission.data).filter((key) => !known.has(key));
  return (
    <article className="mx-auto max-w-3xl">
      <p className="mb-4">
        <Link
          to="/submissions"
          className="text-sm font-medium text-brand underline hover:no-underline"
        >
          Back to all submissions
        </Link>
      </p>
      <ScreenHeading title={`${submission.formTitle}: ${submission.submitterName}`}>
        Received <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>
        . {submission.formVersion ? <>Version {submission.formVersion}. </> : null}
        {submission.reviewedAt ? (
          <>
            Reviewed{" "}
            <time dateTime={submission.reviewedAt}>{formatDateTime(submission.reviewedAt)}</time>.
          </>
        ) : (
          "Pending review."
        )}
      </ScreenHeading>
      <Card as="dl" pad="none" className="divide-y divide-line">
        {submission.fields.map((field) => (
          <div key={field.id} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="font-medium text-ink-muted">{field.label}</dt>
            <dd className="whitespace-pre-wrap text-ink sm:col-span-2">
              {submission.withheld.includes(field.id) ? (
                <em className="text-ink-muted">{WITHHELD_TEXT}</em>
              ) : field.type === "file" ? (
                <FileAnswer file={fileOf(field.id)} />
              ) : (
                displayValue(submission.data[field.id], field.type)
              )}
            </dd>
          </div>
        ))}
        {extra.map((key) => (
          <div key={key} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="font-medium text-ink-muted">{key}</dt>
            <dd className="whitespace-pre-wrap text-ink sm:col-span-2">
              {displayValue(submission.data[key], "text")}
            </dd>
          </div>
        ))}
      </Card>
      <ConflictPanel
        conflict={submission.conflict}
        mayDecide={submission.mayDecide}
        reply={actionData as IntentReply | undefined}
      />
      {opened ? (
        <CaseOpened opened={opened} className="mt-6" />
      ) : submission.caseId ? (
        <p className="mt-6 text-ink">
          {isConsultation ? "Opened as" : "Filed on"}{" "}
          <Link to={caseUrl(submission.caseId)} className="font-medium text-brand underline">
            Case #{submission.caseId}
          </Link>
          .
        </p>
      ) : isConsultation && mayUpdate ? (
        <IntentForm state={openCase} className="mt-6 space-y-2">
          <Button pending={openCase.pending} pendingText="Opening...">
            Open a case
          </Button>
          <p className="text-sm text-ink-muted">
            Creates the client&apos;s account (or uses theirs) and a case assigned to you.
          </p>
        </IntentForm>
      ) : null}
      {submission.reviewedAt || !mayUpdate ? null : (
        <IntentForm state={review} className="mt-6 space-y-4">
          <Button pending={review.pending} pendingText="Marking...">
            Mark as reviewed
          </Button>
        </IntentForm>
      )}
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
