import { randomUUID } from "node:crypto";
import { Op, type Transaction } from "sequelize";
import { DigestItem, User, sequelize } from "~/models/index.server";
import { ALERT_KINDS, type AlertKind } from "~/utils/alert-kinds";
import { lastAtHour } from "~/utils/zone-calendar";
import { getSettings } from "../settings.server";
import { modesOf } from "./alert-preferences.server";
import { mailLink, queueMail } from "./outbox.server";
import { unsubscribePath } from "./unsubscribe.server";

/**
 * E-mail alerts (issue 37 item 4): a person is told that something waits for them, on which case,
 * with a link — never what was written, a document's name or a note. Each is queued in the
 * transaction of what it tells about, as the person chose for its kind: at once, gathered into
 * the morning's summary (DIGEST_HOUR in the firm's time zone), or not at all.
 */

export const DIGEST_HOUR = 8;
export const ACCOUNT_CHOICES_PATH = "/account#email-alerts";

/** What an alert is about: "Case #12", "consultation request #4". */
export const caseRef = (caseId: number) => `Case #${caseId}`;

/** What each kind of alert says is waiting (`about` names the case, or is null). */
const LINES: Record<AlertKind, (about: string | null) => string> = {
  client_message: (about) => `Your legal team sent you a message${on(about, "about")}`,
  client_document: (about) => `Your legal team shared a document with you${on(about)}`,
  client_event: (about) => `There is something new on the timeline${on(about, "of")}`,
  client_status: (about) => `Your legal team has news${on(about, "about")}`,
  client_form: (about) => `Your legal team asked you to fill in a form${on(about, "for")}`,
  staff_assignment: (about) => `${about ?? "A case"} was assigned to you`,
  staff_client_message: (about) => `A client wrote to you${on(about)}`,
  staff_conflict: (about) => `A potential conflict${on(about)} waits for your decision`,
  staff_task: (about) => `A task was assigned to you${on(about)}`,
  reminders: (about) => `A reminder${on(about, "for")}`,
};
function on(about: string | null, word = "on"): string {
  return about ? ` ${word} ${about}` : "";
}

export interface Alert {
  kind: AlertKind;
  /** The case (or request) it is about, as people read it: caseRef(12). */
  about: string | null;
  /** Where it waits: a path of this site. */
  path: string;
  /** In place of the kind's own words, where they would mislead ("A client added a document"). */
  line?: string;
}

/** The words of an alert, as its e-mail's subject and its summary's line say them. */
export const alertLine = (alert: Alert) => alert.line ?? LINES[alert.kind](alert.about);

function footer(siteTitle: string, kind: AlertKind): string[] {
  return [
    "--",
    siteTitle,
    `You get this e-mail for: ${ALERT_KINDS[kind].label}. To get these at once, in a daily summary or not at all: ${mailLink(ACCOUNT_CHOICES_PATH)}`,
  ];
}

/**
 * Tells these people (those of them whose role gets this kind, and whose account is not
 * disabled), in the caller's transaction, each as they chose: an e-mail now, a line in the
 * morning's summary, or nothing.
 */
export async function queueAlerts(
  transaction: Transaction,
  userIds: number[],
  alert: Alert,
): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const roles = ALERT_KINDS[alert.kind].roles as readonly string[];
  const people = (
    await User.findAll({
      where: { id: ids, disabledAt: null },
      attributes: ["id", "email", "firstName", "role"],
      transaction,
    })
  ).filter((person) => roles.includes(person.role));
  if (people.length === 0) return;
  const modes = await modesOf(
    people.map((person) => person.id),
    alert.kind,
    transaction,
  );
  const line = alertLine(alert);
  const link = mailLink(alert.path);
  const { siteTitle } = await getSettings(transaction);
  const now = people.filter((person) => (modes.get(person.id) ?? "instant") === "instant");
  const later = people.filter((person) => modes.get(person.id) === "digest");
  await queueMail(
    transaction,
    now.map((person) => ({
      kind: alert.kind,
      to: { id: person.id, email: person.email },
      subject: `${siteTitle}: ${line}`,
      text: [
        `Hello ${person.firstName},`,
        "",
        `${line}.`,
        "",
        `Open it: ${link}`,
        "",
        "For your privacy, this e-mail does not say what was written. Sign in to read it.",
        "",
        ...footer(siteTitle, alert.kind),
        `Stop these e-mails: ${mailLink(unsubscribePath(person.id, alert.kind))}`,
      ].join("\n"),
      // One-click (RFC 8058): a mail provider's Unsubscribe button turns this kind off.
      unsubscribeUrl: mailLink(unsubscribePath(person.id, alert.kind)),
    })),
  );
  if (later.length > 0) {
    await DigestItem.bulkCreate(
      later.map((person) => ({ userId: person.id, kind: alert.kind, line, link })),
      { transaction },
    );
  }
}

/**
 * The morning's summaries: each person with alerts waiting from before the last DIGEST_HOUR (the
 * firm's time zone) gets one e-mail listing them (the same line on the same link counted once,
 * "3 times"), and the alerts are removed in the same transaction. An item is claimed before it is
 * read (digest_lease), so of two servers one sends each summary. Answers how many were sent.
 */
export async function sendDigests(now = new Date()): Promise<number> {
  const { siteTitle, timeZone } = await getSettings();
  const cutoff = lastAtHour(DIGEST_HOUR, timeZone, now);
  const due = { createdAt: { [Op.lt]: cutoff }, digestLease: null };
  let sent = 0;
  for (;;) {
    const waiting = await DigestItem.findAll({
      attributes: ["userId"],
      where: due,
      group: ["userId"],
      limit: 50,
    });
    if (waiting.length === 0) return sent;
    for (const { userId } of waiting) {
      sent += await sequelize.transaction(async (transaction) => {
        const lease = randomUUID();
        const [claimed] = await DigestItem.update(
          { digestLease: lease },
          { where: { ...due, userId }, transaction },
        );
        if (claimed === 0) return 0;
        const items = await DigestItem.findAll({
          where: { digestLease: lease },
          order: [["id", "ASC"]],
          transaction,
        });
        await DigestItem.destroy({ where: { digestLease: lease }, transaction });
        const person = await User.findOne({
          where: { id: userId, disabledAt: null },
          attributes: ["id", "email", "firstName"],
          transaction,
        });
        if (!person) return 0;
        const counted = new Map<string, { line: string; link: string; times: number }>();
        for (const item of items) {
          const key = `${item.line}\n${item.link}`;
          const seen = counted.get(key);
          if (seen) seen.times += 1;
          else counted.set(key, { line: item.line, link: item.link, times: 1 });
        }
        const kinds = [...new Set(items.map((item) => item.kind as AlertKind))];
        await queueMail(transaction, {
          kind: "digest",
          to: { id: person.id, email: person.email },
          subject: `${siteTitle}: your daily summary (${items.length} ${items.length === 1 ? "thing waits" : "things wait"} for you)`,
          text: [
            `Hello ${person.firstName},`,
            "",
            "Since your last summary:",
            "",
            ...[...counted.values()].flatMap(({ line, link, times }) => [
              `- ${line}${times > 1 ? ` (${times} times)` : ""}.`,
              `  ${link}`,
            ]),
            "",
            "For your privacy, this e-mail does not say what was written. Sign in to read it.",
            "",
            "--",
            siteTitle,
            `You get this summary for: ${kinds.map((kind) => ALERT_KINDS[kind].label).join("; ")}. To change what you get and when: ${mailLink(ACCOUNT_CHOICES_PATH)}`,
          ].join("\n"),
          unsubscribeUrl: mailLink(ACCOUNT_CHOICES_PATH),
        });
        return 1;
      });
    }
  }
}
