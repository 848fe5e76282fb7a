import { UniqueConstraintError } from "sequelize";
import { sequelize } from "~/models/index.server";
import { NewCaseSchema } from "~/utils/new-case-schema";
import type { NewInvitation } from "~/utils/invitation-words";
import { fullName } from "~/utils/person";
import { authorize } from "~/utils/policy";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import { toPublicUser, type PublicUser } from "./auth.server";
import { STAFF_EMAIL, clientForCase, welcomeClient } from "./case-clients.server";
import { openCase, type PublicCase } from "./cases.server";

/**
 * An attorney opens a case for a client who phoned or walked in (`/cases/new`, `POST /api/cases`),
 * in one transaction: the client (the one with this email, or a new client's account, invited as
 * a converted consultation's is), the case assigned to the attorney with its first timeline entry
 * and its conflict check (openCase audits it). Answers the case and a new client's invitation
 * (e-mailed, its link shown once); an email of a staff member is refused on its field, and the
 * transaction leaves nothing behind.
 */
export async function openCaseForClient(
  user: PublicUser,
  input: unknown,
  meta: { origin?: string | null } = {},
): Promise<{ case: PublicCase; invitation: NewInvitation | null }> {
  authorize(user, "open", "case");
  const values = parseOrThrow(NewCaseSchema, input);
  const person = {
    email: values.clientEmail,
    firstName: values.clientFirstName,
    lastName: values.clientLastName,
    phone: values.clientPhone ?? null,
  };
  const onEmail = (error: unknown) => {
    if (error instanceof ServiceError && error.message === STAFF_EMAIL) {
      throw new ServiceError(400, "Please correct the highlighted fields.", {
        clientEmail: [STAFF_EMAIL],
      });
    }
    throw error;
  };
  try {
    return await sequelize.transaction(async (transaction) => {
      const opened = await clientForCase(person, transaction).catch(onEmail);
      const legalCase = await openCase(
        toPublicUser(opened.client),
        {
          title: values.title,
          caseType: values.practiceArea,
          priority: "medium",
          description: values.description,
          origin: `by ${fullName(user)} for ${fullName(opened.client)}`,
        },
        transaction,
        { assignee: user, openedBy: user },
      );
      const invitation = await welcomeClient(
        opened,
        legalCase,
        user,
        { from: "", origin: meta.origin },
        transaction,
      );
      return { case: legalCase, invitation };
    });
  } catch (error) {
    if (error instanceof UniqueConstraintError) {
      throw new ServiceError(409, "An account with this email was just created. Please try again.");
    }
    throw error;
  }
}
