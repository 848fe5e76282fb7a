/**
 * The administration screen's loader and action; its route module (routes/admin.tsx) re-exports
 * them, for the reason of dashboard.server.ts: the browser bundle keeps every module a route
 * module imports, and the admin page was at its JavaScript budget.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
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
  type ManagedUser,
} from "~/services/accounts.server";
import { getAdminStats } from "~/services/admin-stats.server";
import { demoAccountCount, removeDemoData } from "~/services/demo-data.server";
import { REMOVE_DEMO_DIALOG, REMOVE_DEMO_INTENT } from "~/components/admin/demo-data-notice";
import type { InvitedUser } from "~/components/admin/user-management";
import { AUDIT_ACTIONS } from "~/services/audit.server";
import { latestAuditEvents, listAuditEvents, readAuditFilters } from "~/services/audit-log.server";
import { SETTING_NAMES, getSettings, saveSettings } from "~/services/settings.server";
import { listOutbox, readOutboxQuery } from "~/services/mail/outbox.server";
import { mailConfigured } from "~/services/mail/transport.server";
import { getSystemHealth } from "~/services/system-health.server";
import { resetTwoFactor } from "~/services/two-factor.server";
import { adminUrl, parseAdminTab } from "~/utils/admin-url";
import { CreateUserSchema, UserRoleRowSchema, UserRowSchema } from "~/utils/form-schemas.server";
import type { NewInvitation } from "~/utils/invitation-words";
import { timeZoneList } from "~/utils/time-zones";

const SETTING_KEYS = Object.keys(SETTING_NAMES);

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
      };
    }
    if (tab === "settings") return { ...base, settings, timeZones: timeZoneList() };
    if (tab === "audit") {
      const filters = readAuditFilters(params);
      const log = await listAuditEvents(user, { ...filters, page: pageNumber(params.get("page")) });
      return {
        ...base,
        audit: { ...log, filters },
        actions: Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
      };
    }
    if (tab === "outbox") {
      const query = readOutboxQuery(params);
      return {
        ...base,
        outbox: {
          ...(await listOutbox(user, query)),
          status: query.status,
          to: query.to,
          paged: Boolean(query.before),
          sending: mailConfigured(),
        },
      };
    }
    if (tab === "overview") return { ...base, recent: await latestAuditEvents(user) };
    return base;
  });

/** An account just invited, as User Management shows it once. */
const invitedUser = ({ user, invitation }: { user: ManagedUser; invitation: NewInvitation }) =>
  ({
    name: `${user.firstName} ${user.lastName}`,
    role: user.role,
    invitation,
  }) satisfies InvitedUser;

/** The list the row action came from (its filters and page), without a dialog. */
const backTo = (url: URL) => {
  const params = new URLSearchParams(url.search);
  params.delete("dialog");
  params.delete("index");
  return `/admin?${params.toString()}`;
};

export const action = (args: ActionFunctionArgs) =>
  screenAction(args, "admin", (intent) => ({
    "create-user": intent(CreateUserSchema, async ({ user, value, context, url }) => {
      const created = await createUser(user, value, { ip: context.clientIp, origin: url.origin });
      // E-mailed, and shown once right here: the database keeps only the link's hash (no
      // redirect, so it is never in a URL, a cookie or a toast).
      return Response.json({ intent: "create-user", invited: invitedUser(created) });
    }),
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
      const made = await reinviteUser(user, value.userId, {
        ip: context.clientIp,
        origin: url.origin,
      });
      // E-mailed, and shown once, as Create New User shows the first link.
      return Response.json({ intent: "reinvite-user", invited: invitedUser(made) });
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
    // Each field on its own terms (issue 36): the service checks them, saves those that pass and
    // names the refused; the toast says which ("Saved, except two-factor: ...").
    "save-settings": intent(null, async ({ user, formData, context, redirect }) => {
      const sent = Object.fromEntries(
        SETTING_KEYS.map((key) => [key, String(formData.get(key) ?? "")]),
      );
      const { message } = await saveSettings(user, sent, { ip: context.clientIp });
      return redirect(adminUrl("settings"), {
        title: message,
        description: "They apply from the next page on.",
      });
    }),
  }));
