import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading } from "~/components/screen-heading";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import { getSubmission, markSubmissionReviewed } from "~/services/submissions.server";
import { formatDate, formatDateTime } from "~/utils/format";
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
  const known = new Set(submission.fields.map((field) => field.id));
  const extra = Object.keys(submission.data).filter((key) => !known.has(key));
  return (
    <article className="mx-auto max-w-3xl">
      <p className="mb-4">
        <Link to="/submissions" className="text-sm font-medium text-blue-800 underline">
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
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {submission.fields.map((field) => (
          <div key={field.id} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="font-medium text-slate-700">{field.label}</dt>
            <dd className="whitespace-pre-wrap text-slate-900 sm:col-span-2">
              {displayValue(submission.data[field.id], field.type)}
            </dd>
          </div>
        ))}
        {extra.map((key) => (
          <div key={key} className="grid gap-1 px-4 py-3 sm:grid-cols-3">
            <dt className="font-medium text-slate-700">{key}</dt>
            <dd className="whitespace-pre-wrap text-slate-900 sm:col-span-2">
              {displayValue(submission.data[key], "text")}
            </dd>
          </div>
        ))}
      </dl>
      {submission.reviewedAt ? null : (
        <Form method="post" className="mt-6">
          <button
            type="submit"
            name="intent"
            value="review"
            className="rounded-md bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800"
          >
            Mark as reviewed
          </button>
        </Form>
      )}
    </article>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
