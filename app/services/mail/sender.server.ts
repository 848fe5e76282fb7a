import { randomUUID } from "node:crypto";
import { Op, type Transaction } from "sequelize";
import { OutboxMessage } from "~/models/outbox-message.server";
import { sequelize } from "~/models/index.server";
import { logger } from "~/utils/logger.server";
import { sendDigests } from "./alerts.server";
import { htmlPart } from "./html-part";
import { onMailQueued, withoutSecretLinks } from "./outbox.server";
import { mailConfigured, transmit } from "./transport.server";
import { UNSUBSCRIBE_PAGE } from "./unsubscribe.server";

/**
 * The sender: delivers the outbox's due messages, in the server process and never inside a
 * request. A message is claimed with a lease before it is sent, so of several servers sharing the
 * database one sends it (MariaDB/MySQL: SELECT … FOR UPDATE SKIP LOCKED; SQLite: a conditional
 * update, SQLite writing one statement at a time). A server that dies holding a lease leaves the
 * message to be claimed again when the lease ends.
 *
 * Retries: an SMTP server that is away, times out or answers 4xx ("try again later") is tried again
 * RETRY_DELAYS_MS after each failure — the first retries within a minute, then at most 15 minutes
 * apart — until the message is a day old; it is then failed with the last answer. A 5xx answer
 * (a permanent refusal, as "no such mailbox") fails it at once.
 */

export const RETRY_DELAYS_MS = [10_000, 20_000, 30_000, 60_000, 120_000, 300_000, 600_000, 900_000];
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** Longer than a send can take (the transport's timeouts add up to 20 s). */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
const POLL_MS = 5_000;
const DIGEST_POLL_MS = 60_000;

export const retryDelay = (failures: number) =>
  RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];

/**
 * Claims up to `limit` due messages under a new lease (its token answered with them): its holder
 * alone may deliver them until the lease ends.
 */
export async function claimDue(
  now = new Date(),
  limit = BATCH,
): Promise<{ lease: string; ids: number[] }> {
  const owner = randomUUID();
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  const due = {
    status: "queued",
    nextAttemptAt: { [Op.lte]: now },
    [Op.or]: [{ leaseUntil: null }, { leaseUntil: { [Op.lte]: now } }],
  };
  /** The due messages, oldest due first; in a transaction, locked and skipping rows another holds. */
  const dueIds = async (transaction?: Transaction) => {
    const rows = await OutboxMessage.findAll({
      attributes: ["id"],
      where: due,
      order: [
        ["nextAttemptAt", "ASC"],
        ["id", "ASC"],
      ],
      limit,
      ...(transaction ? { lock: transaction.LOCK.UPDATE, skipLocked: true, transaction } : {}),
    });
    return rows.map((row) => row.id);
  };
  if (sequelize.getDialect() === "sqlite") {
    const candidates = await dueIds();
    if (candidates.length === 0) return { lease: owner, ids: [] };
    // The condition is checked again as the row is written: a row another sender took meanwhile
    // no longer matches it.
    await OutboxMessage.update(
      { leaseOwner: owner, leaseUntil },
      { where: { ...due, id: candidates } },
    );
  } else {
    await sequelize.transaction(async (transaction) => {
      const ids = await dueIds(transaction);
      if (ids.length === 0) return;
      await OutboxMessage.update(
        { leaseOwner: owner, leaseUntil },
        { where: { id: ids }, transaction },
      );
    });
  }
  const mine = await OutboxMessage.findAll({
    attributes: ["id"],
    where: { leaseOwner: owner, status: "queued" },
    order: [["id", "ASC"]],
  });
  return { lease: owner, ids: mine.map((row) => row.id) };
}

/** The SMTP answer a failure carries, without the URL's password (nodemailer never puts it there). */
function answerOf(error: unknown): { text: string; permanent: boolean } {
  const failure = error as { responseCode?: number; response?: string; message?: string };
  const code = typeof failure?.responseCode === "number" ? failure.responseCode : null;
  const text = (failure?.response ?? failure?.message ?? String(error)).slice(0, 1000);
  return { text, permanent: code !== null && code >= 500 && code < 600 };
}

/**
 * List-Unsubscribe where a message has somewhere to send it; a signed one-click link (an alert's)
 * also says it takes the provider's POST (RFC 8058), the summary's account page does not.
 */
function unsubscribeHeaders(url: string | null): Record<string, string> | undefined {
  if (!url) return undefined;
  return new URL(url).pathname === UNSUBSCRIBE_PAGE
    ? { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
    : { "List-Unsubscribe": `<${url}>` };
}

/** Delivers one claimed message and records how it went (only while the lease is still ours). */
async function deliver(id: number, lease: string): Promise<"sent" | "retry" | "failed"> {
  const row = await OutboxMessage.findByPk(id);
  if (!row || row.leaseOwner !== lease || row.status !== "queued") return "retry";
  const ours = { id, leaseOwner: lease };
  try {
    const answer = await transmit({
      to: row.toAddress,
      subject: row.subject,
      text: row.bodyText,
      html: htmlPart(row.bodyText),
      messageId: `<outbox-${row.id}.${row.createdAt.getTime()}@justice-streamlined>`,
      headers: unsubscribeHeaders(row.unsubscribeUrl),
    });
    await OutboxMessage.update(
      {
        status: "sent",
        sentAt: new Date(),
        attempts: row.attempts + 1,
        smtpAnswer: answer.slice(0, 1000),
        bodyText: withoutSecretLinks(row.bodyText),
        leaseOwner: null,
        leaseUntil: null,
      },
      { where: ours },
    );
    return "sent";
  } catch (error) {
    const { text, permanent } = answerOf(error);
    const attempts = row.attempts + 1;
    const now = Date.now();
    const next = new Date(now + retryDelay(attempts));
    const givingUp = permanent || next.getTime() - row.createdAt.getTime() > GIVE_UP_AFTER_MS;
    await OutboxMessage.update(
      givingUp
        ? {
            status: "failed",
            attempts,
            smtpAnswer: permanent ? text : `Gave up after a day of tries. Last answer: ${text}`,
            bodyText: withoutSecretLinks(row.bodyText),
            leaseOwner: null,
            leaseUntil: null,
          }
        : { attempts, smtpAnswer: text, nextAttemptAt: next, leaseOwner: null, leaseUntil: null },
      { where: ours },
    );
    logger.error(givingUp ? "mail failed" : "mail not sent yet", {
      outboxId: id,
      kind: row.kind,
      attempts,
      error: text,
    });
    return givingUp ? "failed" : "retry";
  }
}

/** Claims and delivers what is due, batch after batch. Answers how each message went. */
export async function deliverDue(): Promise<{ sent: number; retry: number; failed: number }> {
  const tally = { sent: 0, retry: 0, failed: 0 };
  for (;;) {
    const { lease, ids } = await claimDue();
    if (ids.length === 0) return tally;
    for (const id of ids) tally[await deliver(id, lease)] += 1;
  }
}

let timer: NodeJS.Timeout | null = null;
let running: Promise<void> | null = null;
let again = false;

/** One pass, never two at once in this process (a wake during a pass runs another after it). */
function pass(): void {
  if (running) {
    again = true;
    return;
  }
  running = deliverDue()
    .then(() => undefined)
    .catch((error: unknown) =>
      logger.error("mail sender failed", {
        error: error instanceof Error ? error.message : String(error),
      }),
    )
    .finally(() => {
      running = null;
      if (again) {
        again = false;
        pass();
      }
    });
}

let digestTimer: NodeJS.Timeout | null = null;
let digesting: Promise<unknown> | null = null;

/** Writes the morning's summaries that are due (a minute's lateness at most), never two at once. */
function digestPass(): void {
  if (digesting) return;
  digesting = sendDigests()
    .catch((error: unknown) =>
      logger.error("daily summaries failed", {
        error: error instanceof Error ? error.message : String(error),
      }),
    )
    .finally(() => {
      digesting = null;
    });
}

/**
 * Starts delivering (boot): every few seconds, and at once when a commit queued mail. The daily
 * summaries are written every minute once due, with or without SMTP_URL (kept, they show in the
 * Outbox).
 */
export function startSender(pollMs = POLL_MS): void {
  if (!digestTimer) {
    digestTimer = setInterval(digestPass, DIGEST_POLL_MS);
    digestTimer.unref();
  }
  if (timer || !mailConfigured()) return;
  onMailQueued(pass);
  timer = setInterval(pass, pollMs);
  timer.unref();
  pass();
}

/** Stops delivering and waits for the pass under way (shutdown, before the database closes). */
export async function stopSender(): Promise<void> {
  if (timer) clearInterval(timer);
  if (digestTimer) clearInterval(digestTimer);
  timer = null;
  digestTimer = null;
  onMailQueued(null);
  again = false;
  await Promise.all([running, digesting]);
}
