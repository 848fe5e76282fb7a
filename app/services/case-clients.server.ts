import type { Transaction } from "sequelize";
import { User } from "~/models/index.server";
import { portalCaseUrl } from "~/utils/case-urls";
import { fullName } from "~/utils/person";
import { ServiceError } from "~/utils/service-error";
import type { PublicCase } from "./cases.server";
import type { NewInvitation } from "~/utils/invitation-words";
import { createInvitation } from "./invitations.server";
import { notifyUsers } from "./notifications.server";
import { caseRef } from "./mail/alerts.server";
import { NO_PASSWORD } from "./password.server";

/**
 * Who a case the firm opens is for (a converted consultation, a client who phoned): the client
 * with that email, or a new client's account, invited. One rule for both doors.
 */

export const STAFF_EMAIL = "This email belongs to a staff account, not a client's.";

export interface CaseClient {
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
}

/** The firm's account with this email; a staff member's is refused (409), never given a case. */
export async function findCaseClient(email: string, transaction?: Transaction) {
  const existing = await User.findOne({ where: { email: email.toLowerCase() }, transaction });
  if (existing && existing.role !== "client") throw new ServiceError(409, STAFF_EMAIL);
  return existing;
}

/**
 * The client with this email, or a new client's account with no password (invited once the case
 * is open, with `welcomeClient`). In the caller's transaction.
 */
export async function clientForCase(
  person: CaseClient,
  transaction: Transaction,
): Promise<{ client: User; existing: boolean }> {
  const existing = await findCaseClient(person.email, transaction);
  if (existing) return { client: existing, existing: true };
  const client = await User.create(
    {
      email: person.email.toLowerCase(),
      passwordHash: NO_PASSWORD,
      firstName: person.firstName.slice(0, 100),
      lastName: person.lastName.slice(0, 100),
      role: "client",
      phone: person.phone?.trim().slice(0, 40) || null,
    },
    { transaction },
  );
  return { client, existing: false };
}

/**
 * Once the case is open: a client the firm knew is told of it in their portal; a new one gets an
 * invitation, e-mailed, whose link is answered once as well and kept nowhere. `from` says where
 * the case came from ("from your consultation request"); `origin` is the request's, for the link.
 */
export async function welcomeClient(
  opened: { client: User; existing: boolean },
  legalCase: PublicCase,
  by: { id: number; firstName: string; lastName: string },
  context: { from: string; origin?: string | null },
  transaction: Transaction,
): Promise<NewInvitation | null> {
  if (opened.existing) {
    await notifyUsers(
      [opened.client.id],
      {
        type: "case_update",
        title: "A new case was opened for you",
        message: `${fullName(by)} opened ${legalCase.title}${context.from ? ` ${context.from}` : ""}.`,
        actionUrl: portalCaseUrl(legalCase.id),
        relatedCaseId: legalCase.id,
      },
      transaction,
      { kind: "client_status", line: `Your legal team opened ${caseRef(legalCase.id)} for you` },
    );
    return null;
  }
  return createInvitation(
    opened.client,
    { caseId: legalCase.id, by, origin: context.origin },
    transaction,
  );
}
