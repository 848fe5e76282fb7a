import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ScreenHeading } from "~/components/screen-heading";
import { countPendingReviews } from "~/services/form-submissions.server";
import { requireUser } from "~/services/guard.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request, { roles: ["staff"] });
  return { pendingReviews: await countPendingReviews() };
}

export default function StaffDashboard() {
  const { pendingReviews } = useLoaderData<typeof loader>();
  return (
    <>
      <ScreenHeading title="Staff Dashboard" />
      <p>
        <Link to="/submissions?status=pending" className="font-medium text-blue-800 underline">
          Form submissions: {pendingReviews} pending review
        </Link>
      </p>
    </>
  );
}
