import { Suspense, lazy } from "react";
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuditActivity, QuickActions } from "~/components/admin/admin-overview";
import {
  DemoDataNotice,
  REMOVE_DEMO_DIALOG,
  REMOVE_DEMO_INTENT,
} from "~/components/admin/demo-data-notice";
import { HealthStatus } from "~/components/admin/health-status";
import type { InvitedUser } from "~/components/admin/user-management";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading } from "~/components/screen-heading";
import { StatCard, StatGrid } from "~/components/ui/stat-card";
import { TabNav, TabPanel } from "~/components/ui/tab-nav";
import type { action, loader } from "~/screens/admin.server";
import { ADMIN_TABS, adminUrl } from "~/utils/admin-url";
import { pageTitle } from "~/components/screen-heading";

// The loader and action live in a server module, so the page's JavaScript budget loads none of
// what they import (app/screens/admin.server.ts).
export { action, loader } from "~/screens/admin.server";

// The Settings and Audit Log tabs bring their code when they are opened, not with the page: the
// page sits at the edge of its JavaScript budget (decision 005). The server renders them whole,
// and hydration waits for their code, so they work before it arrives as every form here does.
const SettingsForm = lazy(() =>
  import("~/components/admin/settings-form").then((module) => ({ default: module.SettingsForm })),
);
const AuditLog = lazy(() =>
  import("~/components/admin/audit-log").then((module) => ({ default: module.AuditLog })),
);
// So do User Management and its Create New User dialog, and the System Health tab (its verdict
// on the Overview is a module of its own).
const UserManagement = lazy(() =>
  import("~/components/admin/user-management").then((module) => ({
    default: module.UserManagement,
  })),
);
const CreateUserDialog = lazy(() =>
  import("~/components/admin/user-management").then((module) => ({
    default: module.CreateUserDialog,
  })),
);
const SystemHealthPanel = lazy(() =>
  import("~/components/admin/system-health").then((module) => ({
    default: module.SystemHealthPanel,
  })),
);

const Outbox = lazy(() =>
  import("~/components/admin/outbox").then((module) => ({ default: module.Outbox })),
);

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Administration");

/** Forms that show their own refusals: every other intent is a row of User Management. */
const NOT_A_ROW = ["create-user", "save-settings", REMOVE_DEMO_INTENT];

/**
 * The message of a refused post whose intent `shows` takes: a row action's (the last
 * administrator, your own account) or Remove demo data's (a demo administrator asked).
 */
function refusal(
  reply: ReturnType<typeof useActionData<typeof action>>,
  shows: (intent: string) => boolean,
): string | null {
  if (!reply || !("intent" in reply) || !shows(reply.intent)) return null;
  const errors = reply.result?.error ?? {};
  return errors[""]?.[0] ?? Object.values(errors).flat()[0] ?? null;
}

/** A new invitation link in the action's answer (shown once), for this intent's form. */
function sentBack(reply: unknown, intent: string): InvitedUser | null {
  const answer = reply as { intent?: string; invited?: InvitedUser } | undefined;
  return answer?.intent === intent ? (answer.invited ?? null) : null;
}

export default function Administration() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { tab, stats, health, timeZone } = data;
  return (
    <>
      <ScreenHeading title="Administration">
        Users, settings, system health and the audit log of the firm.
      </ScreenHeading>
      {data.demo ? (
        <DemoDataNotice
          accounts={data.demo.accounts}
          openTo={adminUrl(tab, { dialog: REMOVE_DEMO_DIALOG })}
          closeTo={adminUrl(tab)}
          confirming={data.demo.confirming}
          refusal={refusal(reply, (intent) => intent === REMOVE_DEMO_INTENT)}
        />
      ) : null}
      <StatGrid>
        <StatCard
          label="Total Users"
          value={stats.totalUsers}
          hint={`${stats.newUsersThisMonth} new this month`}
        />
        <StatCard
          label="Total Cases"
          value={stats.totalCases}
          hint={`${stats.activeCases} currently active`}
        />
        <StatCard
          label="System"
          value={<HealthStatus health={health} />}
          hint={health.problems.length > 0 ? health.problems.join(". ") : "Every check passed"}
          link={{ to: adminUrl("health"), text: "System Health" }}
        />
        <StatCard
          label="Submissions"
          value={stats.totalSubmissions}
          hint={`${stats.newSubmissionsToday} new today`}
        />
      </StatGrid>
      <div className="mt-8">
        <TabNav
          label="Administration sections"
          current={tab}
          items={ADMIN_TABS.map((item) => ({ ...item, to: adminUrl(item.id) }))}
          panelId="admin-panel"
        />
        <TabPanel id="admin-panel" current={tab}>
          {"recent" in data ? (
            <div className="grid gap-6 lg:grid-cols-3">
              <div className="lg:col-span-2">
                <AuditActivity events={data.recent} timeZone={timeZone} />
              </div>
              <QuickActions lastBackupAt={health.lastBackupAt} timeZone={timeZone} />
            </div>
          ) : "users" in data ? (
            <Suspense fallback={null}>
              <UserManagement
                {...data.users}
                me={data.me}
                timeZone={timeZone}
                refusal={refusal(reply, (intent) => !NOT_A_ROW.includes(intent))}
                pendingRequests={data.users.pendingRequests}
                reinvited={sentBack(reply, "reinvite-user")}
              />
              {data.dialog ? (
                <CreateUserDialog
                  closeTo={adminUrl("users", {
                    q: data.users.filters.q,
                    role: data.users.filters.role,
                    request: data.users.filters.request,
                  })}
                  action={adminUrl("users", { dialog: "new-user" })}
                  reply={reply && "result" in reply ? reply : undefined}
                  invited={sentBack(reply, "create-user")}
                />
              ) : null}
            </Suspense>
          ) : "settings" in data ? (
            <Suspense fallback={null}>
              {/* Drawn again from what was saved: a refused choice must not stay on screen. */}
              <SettingsForm
                key={JSON.stringify(data.settings)}
                settings={data.settings}
                timeZones={data.timeZones}
                reply={reply}
              />
            </Suspense>
          ) : "outbox" in data ? (
            <Suspense fallback={null}>
              <Outbox {...data.outbox} timeZone={timeZone} />
            </Suspense>
          ) : "audit" in data ? (
            <Suspense fallback={null}>
              <AuditLog {...data.audit} actions={data.actions} timeZone={timeZone} />
            </Suspense>
          ) : (
            <Suspense fallback={null}>
              <SystemHealthPanel health={health} timeZone={timeZone} />
            </Suspense>
          )}
        </TabPanel>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
