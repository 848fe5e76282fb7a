import { Communication, sequelize } from "~/models/index.server";
import { fullName, type Person } from "~/utils/person";
import { iso, pick } from "~/utils/pick";
import { ClientMessageSchema } from "~/utils/portal-schemas";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "./auth.server";
import { audit } from "./audit.server";
import { caseRecords, findVisibleCase } from "./cases.server";
import { notifyStaff, notifyUsers } from "./notifications.server";

/** A message on a case (spec section 3); type is from the client's side: received, sent, system. */
export type PublicCommunication = ReturnType<typeof toPublicCommunication>;

const toPublicCommunication = (row: Communication & { sender?: Person | null }) => ({
  ...pick(row, "id", "caseId", "type", "subject", "content"),
  senderName: fullName(row.sender),
  createdAt: iso(row.createdAt),
});

export const COMMUNICATION_LIMIT = 100;

/** The case's messages, newest first. Someone else's case answers 404. */
export async function listCaseCommunications(
  user: PublicUser,
  caseId: number,
): Promise<PublicCommunication[]> {
  const rows = await caseRecords(user, caseId, {
    model: Communication,
    author: "sender",
    limit: COMMUNICATION_LIMIT,
  });
  return rows.map(toPublicCommunication);
}

/**
 * A client writes to the legal team about one of their cases; the attorney assigned to it is
 * notified (every staff member while the case has none).
 */
export async function sendClientMessage(
  user: PublicUser,
  input: unknown,
): Promise<PublicCommunication> {
  const values = parseOrThrow(ClientMessageSchema, input);
  const legalCase = await findVisibleCase(user, values.caseId, { action: "message" });
  const name = `${user.firstName} ${user.lastName}`;
  return sequelize.transaction(async (transaction) => {
    const row = await Communication.create(
      {
        caseId: legalCase.id,
        type: "sent",
        subject: values.subject || `Message from ${name}`,
        content: values.content,
        senderId: user.id,
      },
      { transaction },
    );
    const sent = { communicationId: row.id };
    await audit(transaction, "case_message_sent", user, ["case", legalCase.id], sent);
    const notification = {
      type: "message" as const,
      title: `New message from ${name}`,
      message: `${row.subject}: ${values.content.slice(0, 200)}`,
      actionUrl: "/dashboard",
      relatedCaseId: legalCase.id,
    };
    if (legalCase.staffId) await notifyUsers([legalCase.staffId], notification, transaction);
    else await notifyStaff(notification, transaction);
    return toPublicCommunication(Object.assign(row, { sender: null }));
  });
}
