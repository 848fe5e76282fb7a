import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading } from "~/components/screen-heading";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { getSubmission, markSubmissionReviewed } from "~/services/submissions.server";
import { formatDate, formatDateTime } from "~/utils/format";
import { NO_FIELDS } from "~/utils/form-specs";
import { requireRecordId } from "~/utils/record-id";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Submission from ${data.submission.submitterName}` : "Submission" },
];

export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "submissions", async ({ user, params }) => ({
    submission: await getSubmission(user, requireRecordId(params.id, "Submission not found")),
  }));

export const action = (args: ActionFunctionArgs) =>
  screenAction(
    args,

    "submissions",
    (intent) => ({
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
  if (type === "date" && typeof value === "string") return formatDate(`${value}T12:00:00Z`);
  if (typeof value === "string")
    return type === "radio" ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  return JSON.stringify(value);
}

export default function SubmissionDetail() {
  const { submission } = useLoaderData<typeof loader>();
  const review = useIntentForm("review", NO_FIELDS, useActionData<typeof action>());
  const known = new Set(submission.fields.map((field) => field.id));
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
        .{" "}
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
              {displayValue(submission.data[field.id], field.type)}
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
      {submission.reviewedAt ? null : (
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
