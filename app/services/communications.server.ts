import { Op, QueryTypes, type Transaction } from "sequelize";
import { Communication, sequelize } from "~/models/index.server";
import { CaseMessageSchema } from "~/utils/case-schemas";
import { caseUrl, portalCaseUrl } from "~/utils/case-urls";
import { fullName, type Person } from "~/utils/person";
import { iso, pick } from "~/utils/pick";
import { can } from "~/utils/policy";
import { ClientMessageSchema } from "~/utils/portal-schemas";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "./auth.server";
import { audit } from "./audit.server";
import { caseOwners, findVisibleCase, NEWEST_FIRST, touchCase } from "./cases.server";
import { notifyStaff, notifyUsers } from "./notifications.server";
import { personAs } from "./people.server";

/**
 * A message on a case (spec section 3); type is from the client's side: received (from the firm),
 * sent (by the client), system. `unread`: a client's message its attorney has not opened yet
 * (only the firm is shown it; to the client it is always false).
 */
export type PublicCommunication = ReturnType<typeof toPublicCommunication>;

const toPublicCommunication = (
  row: Communication & { sender?: Person | null },
  firmView: boolean,
) => ({
  ...pick(row, "id", "caseId", "type", "subject", "content"),
  senderName: fullName(row.sender),
  unread: firmView && row.readAt === null,
  createdAt: iso(row.createdAt),
});

export const COMMUNICATION_LIMIT = 100;

/**
 * The case's messages, newest first (its latest COMMUNICATION_LIMIT). With `markRead`, the
 * attorney on the case has now read the client's: they come back marked unread this once, and
 * are read from then on (an administrator looking in marks nothing). Someone else's case
 * answers 404.
 */
export async function listCaseCommunications(
  user: PublicUser,
  caseId: unknown,
  options: { markRead?: boolean } = {},
): Promise<PublicCommunication[]> {
  const legalCase = await findVisibleCase(user, caseId);
  const rows = await Communication.findAll({
    where: { caseId: legalCase.id },
    include: [personAs("sender")],
    order: NEWEST_FIRST,
    limit: COMMUNICATION_LIMIT,
  });
  const firmView = user.role !== "client";
  const messages = rows.map((row) => toPublicCommunication(row, firmView));
  if (options.markRead && answersFor(user, legalCase) && messages.some((m) => m.unread)) {
    await markClientMessagesRead(legalCase.id);
  }
  return messages;
}

/**
 * The same messages as a thread reads them, oldest first and the newest last (the case page's
 * Messages tab and the portal's Communications).
 */
export async function listCaseThread(
  user: PublicUser,
  caseId: unknown,
  options: { markRead?: boolean } = {},
): Promise<PublicCommunication[]> {
  return (await listCaseCommunications(user, caseId, options)).reverse();
}

/** True when the user is the case's attorney: the one whose reading counts. */
const answersFor = (user: PublicUser, legalCase: Parameters<typeof caseOwners>[0]) =>
  user.role === "staff" && can(user, "message", "case", caseOwners(legalCase));

async function markClientMessagesRead(caseId: number, transaction?: Transaction) {
  await Communication.update(
    { readAt: new Date() },
    { where: { caseId, readAt: { [Op.is]: null } }, transaction },
  );
}

/** How many unread client messages each of these cases has (none: absent). */
export async function unreadMessageCounts(caseIds: number[]): Promise<Map<number, number>> {
  if (caseIds.length === 0) return new Map();
  // Hand-written (it serves every cases list page): Sequelize's grouped count cost twice the statement.
  const rows = await sequelize.query<{ caseId: number | string; count: number | string }>(
    `SELECT case_id AS caseId, COUNT(*) AS count FROM communications
     WHERE case_id IN (${caseIds.map(() => "?").join(", ")}) AND read_at IS NULL GROUP BY case_id`,
    { replacements: caseIds, type: QueryTypes.SELECT },
  );
  return new Map(rows.map((row) => [Number(row.caseId), Number(row.count)]));
}

/**
 * A message on a case's thread, from its client (type sent: the attorney assigned to it is
 * notified, every staff member while it has none) or from its attorney (type received: the client
 * is notified, and what the client wrote before counts as read). One transaction with its audit
 * event; the case moves to the top of the cases list.
 */
export async function sendCaseMessage(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
): Promise<PublicCommunication> {
  const values = parseOrThrow(CaseMessageSchema, input);
  const legalCase = await findVisibleCase(user, caseId, { action: "message" });
  const fromClient = user.role === "client";
  const name = fullName(user);
  return sequelize.transaction(async (transaction) => {
    if (!fromClient) await markClientMessagesRead(legalCase.id, transaction);
    const row = await Communication.create(
      {
        caseId: legalCase.id,
        type: fromClient ? "sent" : "received",
        subject: values.subject || `Message from ${name}`,
        content: values.content,
        senderId: user.id,
        readAt: fromClient ? null : new Date(),
      },
      { transaction },
    );
    await touchCase(legalCase.id, transaction);
    const sent = { communicationId: row.id };
    await audit(transaction, "case_message_sent", user, ["case", legalCase.id], sent);
    const notification = {
      type: "message" as const,
      title: `New message from ${name}`,
      message: `${row.subject}: ${values.content.slice(0, 200)}`,
      actionUrl: fromClient
        ? caseUrl(legalCase.id, "messages")
        : portalCaseUrl(legalCase.id, "communications"),
      relatedCaseId: legalCase.id,
    };
    if (!fromClient) {
      await notifyUsers([legalCase.clientId], notification, transaction, "client_message");
    } else if (legalCase.staffId) {
      await notifyUsers([legalCase.staffId], notification, transaction, "staff_client_message");
    } else await notifyStaff(notification, transaction);
    return toPublicCommunication(Object.assign(row, { sender: user }), !fromClient);
  });
}

/** The portal's form: a client's message, naming its case in a field. */
export async function sendClientMessage(
  user: PublicUser,
  input: unknown,
): Promise<PublicCommunication> {
  const values = parseOrThrow(ClientMessageSchema, input);
  return sendCaseMessage(user, values.caseId, values);
}
