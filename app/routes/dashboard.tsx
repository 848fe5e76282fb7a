import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CollaborationPanel } from "~/components/collaboration/collaboration-panel";
import { RecentActivity, UpcomingDeadlines } from "~/components/dashboard/activity-lists";
import { NeedsYouSection } from "~/components/dashboard/needs-you";
import { StatCards } from "~/components/dashboard/stat-cards";
import { GeneralErrorBoundary } from "~/components/error-page";
import { pageTitle, ScreenHeading } from "~/components/screen-heading";
import type { action, loader } from "~/screens/dashboard.server";

// The loader and action are the screen's server half: the page with the least room in its
// JavaScript budget loads none of what they import (app/screens/dashboard.server.ts).
export { action, loader } from "~/screens/dashboard.server";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Staff Dashboard");

export default function StaffDashboard() {
  const { needsYou, stats, activity, deadlines, timeZone, dialog, panel, upload } =
    useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="space-y-8">
      <ScreenHeading title="Staff Dashboard">
        Your cases, deadlines and team at a glance.
      </ScreenHeading>
      <NeedsYouSection data={needsYou} />
      <StatCards stats={stats} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentActivity items={activity} timeZone={timeZone} />
        <UpcomingDeadlines tasks={deadlines} />
      </div>
      <CollaborationPanel
        panel={panel}
        dialog={dialog}
        timeZone={timeZone}
        upload={upload}
        reply={reply && "intent" in reply ? reply : undefined}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
