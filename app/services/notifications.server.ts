import { Op, type Transaction } from "sequelize";
import * as z from "zod/mini";
import { Notification, User, sequelize } from "~/models/index.server";
import type { OneOf } from "~/utils/domain";
import { recordIdField } from "~/utils/field-schemas";
import { COMPACT_LIMIT, LIST_LIMIT } from "~/utils/notification-limits";
import { iso, pick } from "~/utils/pick";
import { sameSitePath } from "~/utils/safe-redirect";
import { scopeFor, type Actor } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { forgetOnWrite, keptReads } from "./kept-reads.server";
import { caseRef, queueAlerts, type Alert } from "./mail/alerts.server";
import type { AlertKind } from "~/utils/alert-kinds";

/**
 * A notification's columns, from a model instance or a raw row (lists read raw rows: building a
 * model instance per row was most of a 100-row poll's work). Raw rows carry SQLite's dates as
 * text and booleans as 0/1.
 */
type NotificationFields = Pick<Notification, "id" | "type" | "title" | "message"> & {
  isRead: boolean | number;
  createdAt: Date | string;
  actionUrl?: string | null;
  relatedCaseId?: number | null;
};

/** A notification as screens and /api show it (spec section 3). */
export type PublicNotification = ReturnType<typeof toPublicNotification>;

export const toPublicNotification = (row: NotificationFields) => ({
  ...pick(row, "id", "type", "title", "message"),
  isRead: Boolean(row.isRead),
  createdAt: iso(row.createdAt),
  // A link the page follows and the Mark read form redirects to: a path on this site, or none.
  actionUrl: sameSitePath(row.actionUrl),
  relatedCaseId: row.relatedCaseId ?? null,
});

export interface NotificationInput {
  type: OneOf<"notificationType">;
  title: string;
  message: string;
  actionUrl?: string | null;
  relatedCaseId?: number | null;
}

/**
 * Which notification (the Mark read form's hidden field, the /api path). Kept on the server: the
 * form needs no check in the browser, so its page loads no zod.
 */
export const NotificationIdSchema = z.object({ id: recordIdField("Notification not found") });

/**
 * One unread notification per user, in the caller's transaction; with `alert`, the e-mail alert
 * of that kind too (as each person chose: at once, in the morning's summary, or not), about the
 * notification's case and linking where it does — never its text.
 */
export async function notifyUsers(
  userIds: number[],
  input: NotificationInput,
  transaction?: Transaction,
  alert?: AlertKind | Omit<Alert, "about" | "path">,
): Promise<Notification[]> {
  if (userIds.length === 0) return [];
  if (alert && !transaction) {
    return sequelize.transaction((t) => notifyUsers(userIds, input, t, alert));
  }
  if (alert && transaction) {
    const { kind, line } = typeof alert === "string" ? { kind: alert, line: undefined } : alert;
    await queueAlerts(transaction, userIds, {
      kind,
      line,
      about: input.relatedCaseId ? caseRef(input.relatedCaseId) : null,
      path: sameSitePath(input.actionUrl) ?? "/",
    });
  }
  return Notification.bulkCreate(
    userIds.map((userId) => ({
      userId,
      type: input.type,
      title: input.title.slice(0, 255),
      message: input.message,
      actionUrl: input.actionUrl ?? null,
      relatedCaseId: input.relatedCaseId ?? null,
      isRead: false,
    })),
    { transaction },
  );
}

/** Tells every staff member, in the caller's transaction (in the app only: nobody's e-mail). */
export async function notifyStaff(input: NotificationInput, transaction?: Transaction) {
  const staff = await User.findAll({ where: { role: "staff" }, attributes: ["id"], transaction });
  return notifyUsers(
    staff.map((user) => user.id),
    input,
    transaction,
  );
}

/**
 * Each user's lists and count, kept a few seconds: every page's bell and every open tab's poll
 * (every 30 s) ask for them, and they change seldom. A new or read notification drops them at
 * once (kept-reads.server.ts).
 */
export const NOTIFICATIONS_KEPT_MS = 3_000;
const kept = keptReads({ keepMs: NOTIFICATIONS_KEPT_MS, maxOwners: 10_000 });
forgetOnWrite(Notification, kept, (row) => row.userId);

/** The user's own notifications, newest first. */
export async function listNotifications(
  user: Actor,
  options: { unreadOnly?: boolean; limit?: number } = {},
): Promise<PublicNotification[]> {
  const scope = scopeFor(user, "read", "notification");
  const limit = Math.min(options.limit ?? LIST_LIMIT, LIST_LIMIT);
  const unreadOnly = Boolean(options.unreadOnly);
  return kept.read(user!.id, `list ${JSON.stringify(scope)} ${unreadOnly} ${limit}`, () =>
    readNotifications(scope, unreadOnly, limit),
  );
}

async function readNotifications(
  scope: Record<string, number>,
  unreadOnly: boolean,
  limit: number,
): Promise<PublicNotification[]> {
  const rows = await Notification.findAll({
    where: {
      ...scope,
      ...(unreadOnly ? { isRead: false } : {}),
    },
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
    limit,
    raw: true,
  });
  return (rows as unknown as NotificationFields[]).map(toPublicNotification);
}

/** What the header bell needs: the unread count and the compact list. */
export async function notificationSummary(user: Actor) {
  const scope = scopeFor(user, "read", "notification");
  const [unreadCount, latest] = await Promise.all([
    kept.read(user!.id, `unread count ${JSON.stringify(scope)}`, () =>
      Notification.count({ where: { ...scope, isRead: false } }),
    ),
    listNotifications(user, { unreadOnly: true, limit: COMPACT_LIMIT }),
  ]);
  return { unreadCount, latest };
}

/** Marks one of the user's notifications read; anyone else's answers 404. */
export async function markNotificationRead(user: Actor, id: number): Promise<PublicNotification> {
  const row = await Notification.findOne({
    where: { id, ...scopeFor(user, "update", "notification") },
  });
  if (!row) throw new ServiceError(404, "Notification not found");
  if (!row.isRead) await row.update({ isRead: true });
  return toPublicNotification(row);
}

/** Marks every unread notification of the user read. */
export async function markAllNotificationsRead(user: Actor): Promise<number> {
  const [count] = await Notification.update(
    { isRead: true },
    { where: { ...scopeFor(user, "update", "notification"), isRead: { [Op.eq]: false } } },
  );
  return count;
}
