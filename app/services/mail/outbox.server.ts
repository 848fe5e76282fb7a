import { Op, type Transaction, type WhereOptions } from "sequelize";
import { OutboxMessage, type OutboxStatus } from "~/models/outbox-message.server";
import { getEnv } from "~/utils/env.server";
import { iso } from "~/utils/pick";
import { authorize } from "~/utils/policy";
import type { PublicUser } from "../auth.server";
import { mailConfigured } from "./transport.server";

/**
 * The outbox (issue 37): an e-mail is a row written in the transaction of what it tells about, so
 * a change rolled back sends nothing and a committed one is always delivered (by the sender,
 * sender.server.ts, never inside a request). Without SMTP_URL a message is kept: nothing leaves
 * the machine, and the administrator reads it under Administration → Outbox.
 */

/** Any one of the messages the product sends. */
export interface OutgoingMail {
  /** What it is about (password_reset, invitation, form_submission, or an alert's kind). */
  kind: string;
  to: { id?: number | null; email: string };
  subject: string;
  /** Plain text; the HTML part is made from it when it is sent. */
  text: string;
  /** Where List-Unsubscribe points: an alert's one-click link, a summary's account page. */
  unsubscribeUrl?: string | null;
}

/** Woken after a commit that queued mail, so it goes out at once instead of at the next poll. */
let wake: (() => void) | null = null;
export function onMailQueued(listener: (() => void) | null): void {
  wake = listener;
}

/**
 * Queues messages in the caller's transaction (required: a message is part of a change). Answers
 * how many were queued to be sent (0 when SMTP_URL is unset: they are kept, not sent).
 */
export async function queueMail(
  transaction: Transaction,
  messages: OutgoingMail | OutgoingMail[],
): Promise<number> {
  const list = (Array.isArray(messages) ? messages : [messages]).filter((m) => m.to.email);
  if (list.length === 0) return 0;
  const status: OutboxStatus = mailConfigured() ? "queued" : "kept";
  const now = new Date();
  await OutboxMessage.bulkCreate(
    list.map((message) => ({
      kind: message.kind,
      recipientId: message.to.id ?? null,
      toAddress: message.to.email,
      subject: message.subject.slice(0, 255),
      bodyText: message.text,
      unsubscribeUrl: message.unsubscribeUrl ?? null,
      status,
      nextAttemptAt: now,
    })),
    { transaction },
  );
  if (status === "queued") transaction.afterCommit(() => wake?.());
  return status === "queued" ? list.length : 0;
}

/**
 * Where a link in an e-mail leads: PUBLIC_URL when set (required with SMTP_URL, so a forged Host
 * header never makes a link point elsewhere), else the request's own origin (the message is kept
 * for the administrator, not sent), else this server on localhost.
 */
export function mailLink(path: string, requestOrigin?: string | null): string {
  const env = getEnv();
  const origin = env.PUBLIC_URL ?? requestOrigin ?? `http://localhost:${env.PORT}`;
  return new URL(path, origin).href;
}

/** Links that sign someone in, which a delivered message no longer shows (the token is not kept). */
const SECRET_LINK = /(\/(?:invitations|reset-password)\/)[A-Za-z0-9_-]{20,}/g;
export const withoutSecretLinks = (text: string) => text.replace(SECRET_LINK, "$1[not kept]");

export const OUTBOX_STATUSES = ["queued", "sent", "failed", "kept"] as const;
export const OUTBOX_PAGE_SIZE = 25;

export const isOutboxStatus = (value: unknown): value is OutboxStatus =>
  typeof value === "string" && (OUTBOX_STATUSES as readonly string[]).includes(value);

export interface OutboxEntry {
  id: number;
  kind: string;
  to: string;
  subject: string;
  body: string;
  status: OutboxStatus;
  attempts: number;
  /** The SMTP server's last answer. */
  answer: string | null;
  createdAt: string;
  sentAt: string | null;
  /** When the next try is due (queued only). */
  nextAttemptAt: string | null;
}

/** The tab's filters: one status, one recipient (their address), and where the page starts. */
export interface OutboxQuery {
  status?: OutboxStatus;
  to?: string;
  before?: number;
}

/**
 * The Outbox tab (administrators): messages newest first, a page at a time from `before` (an id;
 * the list is keyed, so its cost follows the page and not the firm's history), optionally of one
 * status or to one address. Answers the page and the id to continue from, if any.
 */
export async function listOutbox(
  user: PublicUser,
  options: OutboxQuery = {},
): Promise<{ messages: OutboxEntry[]; nextBefore: number | null }> {
  authorize(user, "read", "outbox");
  const where: WhereOptions<OutboxMessage> = {
    ...(options.status ? { status: options.status } : {}),
    ...(options.to ? { toAddress: options.to } : {}),
    ...(options.before ? { id: { [Op.lt]: options.before } } : {}),
  };
  const rows = await OutboxMessage.findAll({
    where,
    order: [["id", "DESC"]],
    limit: OUTBOX_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, OUTBOX_PAGE_SIZE);
  return {
    messages: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.toAddress,
      subject: row.subject,
      body: row.bodyText,
      status: row.status,
      attempts: row.attempts,
      answer: row.smtpAnswer,
      createdAt: iso(row.createdAt),
      sentAt: row.sentAt ? iso(row.sentAt) : null,
      nextAttemptAt: row.status === "queued" ? iso(row.nextAttemptAt) : null,
    })),
    nextBefore: rows.length > OUTBOX_PAGE_SIZE ? page[page.length - 1].id : null,
  };
}

/** The tab's filters from its URL (`?status=failed&to=a@b.test&before=120`); anything malformed is left out. */
export function readOutboxQuery(query: URLSearchParams): OutboxQuery {
  const status = query.get("status");
  const before = Number(query.get("before"));
  const to = query.get("to")?.trim().toLowerCase().slice(0, 320);
  return {
    status: isOutboxStatus(status) ? status : undefined,
    to: to || undefined,
    before: Number.isSafeInteger(before) && before > 0 ? before : undefined,
  };
}
