import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ScreenHeading } from "~/components/screen-heading";
import { getSubmission, markSubmissionReviewed } from "~/services/form-submissions.server";
import { requireUser } from "~/services/guard.server";
import { redirectWithToast } from "~/services/toast.server";
import { formatDate, formatDateTime } from "~/utils/format";
import { ServiceError } from "~/utils/service-error";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Submission from ${data.submission.submitterName}` : "Submission" },
];

async function loadSubmission(id: string | undefined) {
  try {
    return await getSubmission(Number(id));
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404)
      throw new Response("Not found", { status: 404 });
    throw error;
  }
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUser(request, { roles: ["staff"] });
  return { submission: await loadSubmission(params.id) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const staff = await requireUser(request, { roles: ["staff"] });
  const form = await request.formData();
  if (form.get("intent") !== "review") throw new Response("Unknown action", { status: 400 });
  await loadSubmission(params.id);
  await markSubmissionReviewed(staff, Number(params.id));
  return redirectWithToast(
    `/submissions/${params.id}`,
    { title: "Marked as reviewed" },
    { secure: context.secure },
  );
}

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
