import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuditActivity, QuickActions } from "~/components/admin/admin-overview";
import { AuditLog } from "~/components/admin/audit-log";
import { SettingsForm } from "~/components/admin/settings-form";
import { HealthStatus, SystemHealthPanel } from "~/components/admin/system-health";
import {
  CreateUserDialog,
  UserManagement,
  type InvitedUser,
} from "~/components/admin/user-management";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading } from "~/components/screen-heading";
import { StatCard, StatGrid } from "~/components/ui/stat-card";
import { TabNav, TabPanel } from "~/components/ui/tab-nav";
import { pageHref } from "~/components/ui/table-state";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import {
  approveStaffRequest,
  changeRole,
  countPendingRequests,
  createUser,
  declineStaffRequest,
  listUsers,
  reinviteUser,
  requestFilter,
  roleFilter,
  setUserDisabled,
} from "~/services/accounts.server";
import { getAdminStats } from "~/services/admin-stats.server";
import { AUDIT_ACTIONS } from "~/services/audit.server";
import { latestAuditEvents, listAuditEvents, readAuditFilters } from "~/services/audit-log.server";
import { getSettings, saveSettings } from "~/services/settings.server";
import { getSystemHealth } from "~/services/system-health.server";
import { resetTwoFactor } from "~/services/two-factor.server";
import { ADMIN_TABS, adminUrl, parseAdminTab } from "~/utils/admin-url";
import {
  CreateUserSchema,
  SettingsSchema,
  UserRoleRowSchema,
  UserRowSchema,
} from "~/utils/form-schemas.server";
import { PASSWORD_POLICY_TEXT } from "~/utils/password-policy";
import { pageTitle } from "~/components/screen-heading";

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, "Administration");

const pageNumber = (value: string | null) =>
  value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
const text = (value: string | null, max: number) => (value ?? "").trim().slice(0, max) || undefined;

/**
 * The administrator's screen: the stat cards over five tabs that are URL state, each loading only
 * its own records. Every figure is read from the database or the running process when the page
 * is asked for.
 */
export const loader = (args: LoaderFunctionArgs) =>
  screenLoader(args, "admin", async ({ user, url }) => {
    const params = url.searchParams;
    const tab = parseAdminTab(params.get("tab"));
    const [settings, stats, health] = await Promise.all([
      getSettings(),
      getAdminStats(user),
      getSystemHealth(user),
    ]);
    const base = { tab, me: user.id, timeZone: settings.timeZone, stats, health };
    if (tab === "users") {
      const filters = {
        q: text(params.get("q"), 100),
        role: roleFilter(params.get("role")),
        request: requestFilter(params.get("request")),
        page: pageNumber(params.get("page")),
      };
      const [list, pendingRequests] = await Promise.all([
        listUsers(user, filters),
        countPendingRequests(user),
      ]);
      if (filters.page > list.pageCount) throw redirect(pageHref(url, list.pageCount));
      return {
        ...base,
        users: { ...list, filters, pendingRequests },
        dialog: params.get("dialog") === "new-user" ? ("new-user" as const) : null,
        passwordRule: PASSWORD_POLICY_TEXT[settings.passwordPolicy],
      };
    }
    if (tab === "settings") return { ...base, settings };
    if (tab === "audit") {
      const filters = readAuditFilters(params);
      const log = await listAuditEvents(user, { ...filters, page: pageNumber(params.get("page")) });
      return {
        ...base,
        audit: { ...log, filters },
        actions: Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
      };
    }
    if (tab === "overview") return { ...base, recent: await latestAuditEvents(user) };
    return base;
  });

/** The list the row action came from (its filters and page), without a dialog. */
const backTo = (url: URL) => {
  const params = new URLSearchParams(url.search);
  params.delete("dialog");
  params.delete("index");
  return `/admin?${params.toString()}`;
};

export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "admin", (intent) => ({
    "create-user": intent(
      CreateUserSchema,
      async ({ user, value, context, url, redirect }) => {
        const created = await createUser(user, value, { ip: context.clientIp });
        if (!created.invitationPath) {
          return redirect(adminUrl("users"), {
            title: "Success",
            description: "User created successfully",
          });
        }
        // Shown once, right here: the database keeps only the link's hash (no redirect, so it is
        // never in a URL, a cookie or a toast).
        return Response.json({
          intent: "create-user",
          invited: {
            name: `${created.user.firstName} ${created.user.lastName}`,
            role: created.user.role,
            invitationUrl: new URL(created.invitationPath, url.origin).href,
          },
        });
      },
      { hide: ["password"] },
    ),
    "change-role": intent(UserRoleRowSchema, async ({ user, value, context, url, redirect }) => {
      await changeRole(user, value.userId, { role: value.role }, { ip: context.clientIp });
      return redirect(backTo(url), { title: "User role updated successfully" });
    }),
    "approve-request": intent(UserRowSchema, async ({ user, value, context, url, redirect }) => {
      const approved = await approveStaffRequest(user, value.userId, { ip: context.clientIp });
      return redirect(backTo(url), {
        title: "Staff request approved",
        description: `${approved.firstName} ${approved.lastName} is now a staff attorney and signs in again to open the dashboard.`,
      });
    }),
    "decline-request": intent(UserRowSchema, async ({ user, value, context, url, redirect }) => {
      const declined = await declineStaffRequest(user, value.userId, { ip: context.clientIp });
      return redirect(backTo(url), {
        title: "Staff request declined",
        description: `${declined.firstName} ${declined.lastName}'s account is closed and signed out; its records are kept.`,
      });
    }),
    "reinvite-user": intent(UserRowSchema, async ({ user, value, context, url }) => {
      const made = await reinviteUser(user, value.userId, { ip: context.clientIp });
      // Shown once, as Create New User shows the first link.
      return Response.json({
        intent: "reinvite-user",
        invited: {
          name: `${made.user.firstName} ${made.user.lastName}`,
          role: made.user.role,
          invitationUrl: new URL(made.invitationPath, url.origin).href,
        },
      });
    }),
    "disable-user": intent(UserRowSchema, async ({ user, value, context, url, redirect }) => {
      const changed = await setUserDisabled(user, value.userId, true, { ip: context.clientIp });
      return redirect(backTo(url), {
        title: "Account disabled",
        description: `${changed.firstName} ${changed.lastName} is signed out and cannot sign in.`,
      });
    }),
    "enable-user": intent(UserRowSchema, async ({ user, value, context, url, redirect }) => {
      const changed = await setUserDisabled(user, value.userId, false, { ip: context.clientIp });
      return redirect(backTo(url), {
        title: "Account enabled",
        description: `${changed.firstName} ${changed.lastName} can sign in again.`,
      });
    }),
    "reset-two-factor": intent(UserRowSchema, async ({ user, value, context, url, redirect }) => {
      await resetTwoFactor(user, value.userId, { ip: context.clientIp });
      return redirect(backTo(url), {
        title: "Two-factor sign-in reset",
        description:
          "They are signed out, and sign in with their password (setting it up again if the firm requires it).",
      });
    }),
    "save-settings": intent(SettingsSchema, async ({ user, value, context, redirect }) => {
      await saveSettings(user, value, { ip: context.clientIp });
      return redirect(adminUrl("settings"), {
        title: "Settings saved",
        description: "They apply from the next page on.",
      });
    }),
  }));

/** A refused row action's message (the last administrator, your own account). */
function rowRefusal(reply: ReturnType<typeof useActionData<typeof action>>): string | null {
  if (
    !reply ||
    !("intent" in reply) ||
    ![
      "change-role",
      "disable-user",
      "enable-user",
      "reset-two-factor",
      "approve-request",
      "decline-request",
      "reinvite-user",
    ].includes(reply.intent)
  ) {
    return null;
  }
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
            <>
              <UserManagement
                {...data.users}
                me={data.me}
                timeZone={timeZone}
                refusal={rowRefusal(reply)}
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
                  passwordRule={data.passwordRule}
                />
              ) : null}
            </>
          ) : "settings" in data ? (
            <SettingsForm settings={data.settings} reply={reply} />
          ) : "audit" in data ? (
            <AuditLog {...data.audit} actions={data.actions} timeZone={timeZone} />
          ) : (
            <SystemHealthPanel health={health} timeZone={timeZone} />
          )}
        </TabPanel>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
