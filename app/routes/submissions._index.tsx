import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading } from "~/components/screen-heading";
import { TabNav } from "~/components/ui/tab-nav";
import { screenLoader } from "~/route-kit/screen.server";
import { listSubmissions } from "~/services/submissions.server";
import { formatDateTime } from "~/utils/format";

export const meta: MetaFunction = () => [{ title: "Form submissions" }];

export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "submissions", async ({ user, url }) => {
    const pendingOnly = url.searchParams.get("status") === "pending";
    return { pendingOnly, submissions: await listSubmissions(user, { pendingOnly }) };
  });

export default function Submissions() {
  const { pendingOnly, submissions } = useLoaderData<typeof loader>();
  const filters = [
    { id: "all", label: "All", to: "/submissions" },
    { id: "pending", label: "Pending review", to: "/submissions?status=pending" },
  ];
  return (
    <>
      <ScreenHeading title="Form submissions">
        Consultation requests and other forms sent to the firm.
      </ScreenHeading>
      <div className="mb-4">
        <TabNav
          label="Filter submissions"
          items={filters}
          current={pendingOnly ? "pending" : "all"}
          variant="pills"
        />
      </div>
      {submissions.length === 0 ? (
        <p className="text-slate-700">
          {pendingOnly ? "Nothing is waiting for review." : "No submissions yet."}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200 text-sm">
            <caption className="sr-only">Form submissions, newest first</caption>
            <thead className="bg-slate-50 text-left">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Submitted by
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Form
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Received
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {submissions.map((submission) => (
                <tr key={submission.id}>
                  <td className="px-4 py-2">
                    <Link
                      to={`/submissions/${submission.id}`}
                      className="font-medium text-blue-800 underline"
                    >
                      {submission.submitterName}
                    </Link>
                    <div className="text-slate-600">{submission.submitterEmail}</div>
                  </td>
                  <td className="px-4 py-2">{submission.formTitle}</td>
                  <td className="px-4 py-2">
                    <time dateTime={submission.createdAt}>
                      {formatDateTime(submission.createdAt)}
                    </time>
                  </td>
                  <td className="px-4 py-2">
                    {submission.reviewedAt ? "Reviewed" : "Pending review"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
