import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AuditActivity, QuickActions } from "~/components/admin/admin-overview";
import { AuditLog } from "~/components/admin/audit-log";
import {
  DemoDataNotice,
  REMOVE_DEMO_DIALOG,
  REMOVE_DEMO_INTENT,
} from "~/components/admin/demo-data-notice";
import { SettingsForm } from "~/components/admin/settings-form";
import { HealthStatus, SystemHealthPanel } from "~/components/admin/system-health";
import { CreateUserDialog, UserManagement } from "~/components/admin/user-management";
import { GeneralErrorBoundary } from "~/components/error-page";
import { ScreenHeading } from "~/components/screen-heading";
import { StatCard, StatGrid } from "~/components/ui/stat-card";
import { TabNav, TabPanel } from "~/components/ui/tab-nav";
import { pageHref } from "~/components/ui/table-state";
import { screenAction, screenLoader } from "~/route-kit/screen.server";
import {
  changeRole,
  createUser,
  listUsers,
  roleFilter,
  setUserDisabled,
} from "~/services/accounts.server";
import { getAdminStats } from "~/services/admin-stats.server";
import { demoAccountCount, removeDemoData } from "~/services/demo-data.server";
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
    const [settings, stats, health, demoAccounts] = await Promise.all([
      getSettings(),
      getAdminStats(user),
      getSystemHealth(user),
      demoAccountCount(user),
    ]);
    const demo =
      demoAccounts > 0
        ? { accounts: demoAccounts, confirming: params.get("dialog") === REMOVE_DEMO_DIALOG }
        : null;
    const base = { tab, me: user.id, timeZone: settings.timeZone, stats, health, demo };
    if (tab === "users") {
      const filters = {
        q: text(params.get("q"), 100),
        role: roleFilter(params.get("role")),
        page: pageNumber(params.get("page")),
      };
      const list = await listUsers(user, filters);
      if (filters.page > list.pageCount) throw redirect(pageHref(url, list.pageCount));
      return {
        ...base,
        users: { ...list, filters },
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
      async ({ user, value, context, redirect }) => {
        await createUser(user, value, { ip: context.clientIp });
        return redirect(adminUrl("users"), {
          title: "Success",
          description: "User created successfully",
        });
      },
      { hide: ["password"] },
    ),
    "change-role": intent(UserRoleRowSchema, async ({ user, value, context, url, redirect }) => {
      await changeRole(user, value.userId, { role: value.role }, { ip: context.clientIp });
      return redirect(backTo(url), { title: "User role updated successfully" });
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
    [REMOVE_DEMO_INTENT]: intent(null, async ({ user, context, redirect }) => {
      const removed = await removeDemoData(user, { ip: context.clientIp });
      return redirect(adminUrl("overview"), {
        title: "Demo data removed",
        description: `${removed.accounts} demo accounts and their sample content are gone.`,
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

/** Why "Remove demo data" was refused (a demo administrator asked). */
function demoRefusal(reply: ReturnType<typeof useActionData<typeof action>>): string | null {
  if (!reply || !("intent" in reply) || reply.intent !== REMOVE_DEMO_INTENT) return null;
  return reply.result.error?.[""]?.[0] ?? null;
}

/** A refused row action's message (the last administrator, your own account). */
function rowRefusal(reply: ReturnType<typeof useActionData<typeof action>>): string | null {
  if (
    !reply ||
    !("intent" in reply) ||
    !["change-role", "disable-user", "enable-user", "reset-two-factor"].includes(reply.intent)
  ) {
    return null;
  }
  const errors = reply.result.error ?? {};
  return errors[""]?.[0] ?? Object.values(errors).flat()[0] ?? null;
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
          refusal={demoRefusal(reply)}
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
            <>
              <UserManagement
                {...data.users}
                me={data.me}
                timeZone={timeZone}
                refusal={rowRefusal(reply)}
              />
              {data.dialog ? (
                <CreateUserDialog
                  closeTo={adminUrl("users", {
                    q: data.users.filters.q,
                    role: data.users.filters.role,
                  })}
                  action={adminUrl("users", { dialog: "new-user" })}
                  reply={reply}
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
