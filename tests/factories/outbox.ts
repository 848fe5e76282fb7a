import { vi } from "vitest";
import { OutboxMessage } from "~/models/index.server";
import * as outbox from "~/services/mail/outbox.server";

/** The invitation e-mails written to this address, oldest first. */
export function invitationMails(email: string) {
  return OutboxMessage.findAll({
    where: { kind: "invitation", toAddress: email.toLowerCase() },
    order: [["id", "ASC"]],
  });
}

/** The invitation link an e-mail's text gives, or null. */
export const invitationLinkIn = (text: string) =>
  /https?:\/\/\S+\/invitations\/[\w-]+/.exec(text)?.[0] ?? null;

/**
 * Makes the next message queued fail just after its rows are written, as anything later in the
 * same transaction could: the change around it rolls back, and so must the message.
 */
export function failAfterNextMail() {
  const queueMail = outbox.queueMail;
  return vi.spyOn(outbox, "queueMail").mockImplementationOnce(async (transaction, messages) => {
    await queueMail(transaction, messages);
    throw new Error("failed after the e-mail was queued");
  });
}
