import { UniqueConstraintError, type Transaction } from "sequelize";
import { FormSubmission, Party, sequelize } from "~/models/index.server";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import { formatDate } from "~/utils/format";
import type { NewInvitation } from "~/utils/invitation-words";
import { fullName } from "~/utils/person";
import { authorize } from "~/utils/policy";
import { toRecordId } from "~/utils/record-id";
import { ServiceError } from "~/utils/service-error";
import { toPublicUser, type PublicUser } from "./auth.server";
import { audit } from "./audit.server";
import { assertConvertible, carryDecision, recordConflictCheck } from "./conflict-checks.server";
import { writeParty } from "./parties.server";
import { openCase, type PublicCase } from "./cases.server";
import { toDay } from "~/utils/dates";
import { clientForCase, findCaseClient, welcomeClient } from "./case-clients.server";
import { draftInjuryFile, type InjuryAnswers } from "./injury/drafts.server";
import { otherInsurerFromField, providersFromLines } from "./intake/injury-facts";
import { getSettings } from "./settings.server";
import { dayIn } from "~/utils/zone-calendar";

/** A consultation's values as stored (checked by the consultation form's rules when it came in). */
interface ConsultationData {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  phone?: unknown;
  incidentDate?: unknown;
  incidentDescription?: unknown;
  injured?: unknown;
  otherInsurer?: unknown;
  treatedBy?: unknown;
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** What the case says of the consultation: the visitor's own account, and its date and injuries. */
function describe(data: ConsultationData): string {
  const lines = [text(data.incidentDescription)];
  const day = text(data.incidentDate);
  if (day) lines.push(`Incident date: ${formatDate(`${day}T12:00:00Z`)}.`);
  const injured = text(data.injured);
  if (injured) lines.push(`Injured: ${injured === "unsure" ? "not sure" : injured}.`);
  // As typed, beside the drafts read from them (issue 40): nothing the drafts leave out is lost.
  const insurer = text(data.otherInsurer);
  if (insurer) lines.push(`The other side's insurance company: ${insurer}`);
  const treatedBy = text(data.treatedBy);
  if (treatedBy) lines.push(`Treated by:\n${treatedBy}`);
  return lines.filter(Boolean).join("\n\n");
}

export const ALREADY_CONVERTED = (caseId: number) =>
  `This consultation was already opened as Case #${caseId}.`;

/**
 * A staff member opens a case from a consultation request, in one transaction: the client's
 * account (invited, with no password, unless the email already belongs to a client, who gets the
 * case instead), the case from the request's details assigned to the staff member, its first
 * timeline event and system message, and the submission marked converted with its case. A new
 * client's invitation is e-mailed and its link answered once (the database keeps its hash); a
 * submission is converted once, whoever asks second is refused (409).
 */
export async function convertSubmission(
  user: PublicUser,
  submissionId: unknown,
  meta: { origin?: string | null } = {},
): Promise<{ case: PublicCase; invitation: NewInvitation | null; newClient: boolean }> {
  authorize(user, "update", "formSubmission");
  const id = toRecordId(submissionId);
  const submission = id ? await FormSubmission.findByPk(id) : null;
  if (!submission) throw new ServiceError(404, "Submission not found");
  // Asked first: another form's answers may be filed on a case without having opened it.
  if (submission.formId !== CONSULTATION_FORM_ID) {
    throw new ServiceError(409, "Only a consultation request can be opened as a case.");
  }
  if (submission.caseId) throw new ServiceError(409, ALREADY_CONVERTED(submission.caseId));
  const data = submission.data as ConsultationData;
  const email = (text(data.email) || submission.submitterEmail).toLowerCase();
  const firstName = text(data.firstName) || "Client";
  const lastName = text(data.lastName) || submission.submitterName;
  // Refused before anything is claimed; checked again in the transaction.
  await findCaseClient(email);
  const today = dayIn((await getSettings()).timeZone);
  try {
    return await sequelize.transaction(async (transaction) => {
      const now = new Date();
      await assertConvertible(submission.id, transaction);
      // Only one conversion claims the submission, however many are sent at once.
      const [claimed] = await FormSubmission.update(
        {
          convertedAt: now,
          reviewedAt: submission.reviewedAt ?? now,
          reviewedBy: submission.reviewedBy ?? user.id,
        },
        { where: { id: submission.id, convertedAt: null }, transaction },
      );
      if (claimed === 0) {
        const again = await FormSubmission.findByPk(submission.id, { transaction });
        throw new ServiceError(409, ALREADY_CONVERTED(again?.caseId ?? 0));
      }
      const opened = await clientForCase(
        { email, firstName, lastName, phone: text(data.phone) },
        transaction,
      );
      const client = opened.client;
      const legalCase = await openCase(
        toPublicUser(client),
        {
          title: `${fullName(client)}: personal injury claim`,
          caseType: "Personal Injury",
          priority: "medium",
          description: describe(data) || "Opened from a consultation request.",
          origin: `from ${fullName(client)}'s consultation request`,
          // The request's incident date, as its form checked it; a PI consultation (issue 38).
          incidentDate: toDay(text(data.incidentDate)),
          claimType: "personal_injury",
        },
        transaction,
        { assignee: user, openedBy: user, conflictCheck: false },
      );
      await submission.update({ caseId: legalCase.id }, { transaction });
      // The other side's insurer and the client's providers, as drafts to review (issue 40);
      // before the conflict check below, which then checks the insurer too.
      await draftInjuryFile(
        user,
        legalCase.id,
        injuryAnswers(data, today),
        "consultation",
        transaction,
      );
      // The other side named in the request is the case's, and the request's decision carries over.
      await carryParties(submission.id, legalCase.id, user, transaction);
      await audit(transaction, "submission_converted", user, ["submission", submission.id], {
        caseId: legalCase.id,
        newClient: !opened.existing,
      });
      const invitation = await welcomeClient(
        opened,
        legalCase,
        user,
        { from: "from your consultation request", origin: meta.origin },
        transaction,
      );
      return { case: legalCase, invitation, newClient: !opened.existing };
    });
  } catch (error) {
    // The same email registered in the meantime: try again to add the case to that client.
    if (error instanceof UniqueConstraintError) {
      throw new ServiceError(409, "An account with this email was just created. Please try again.");
    }
    throw error;
  }
}

/** The request's answers about the other side's insurer and who treated the client, read. */
function injuryAnswers(data: ConsultationData, today: string): InjuryAnswers {
  return {
    otherInsurer: otherInsurerFromField(text(data.otherInsurer)),
    providers: providersFromLines(text(data.treatedBy), today),
  };
}

/** The request's other side becomes the case's adverse parties; then the case is checked. */
async function carryParties(
  submissionId: number,
  caseId: number,
  user: PublicUser,
  transaction: Transaction,
) {
  const prospects = await Party.findAll({
    where: { submissionId, role: "prospective_adverse_party" },
    order: [["id", "ASC"]],
    transaction,
  });
  for (const prospect of prospects) {
    await writeParty(
      { name: prospect.name, kind: prospect.kind, role: "adverse_party", caseId, addedBy: user.id },
      transaction,
    );
  }
  await carryDecision(submissionId, caseId, transaction);
  await recordConflictCheck({ caseId }, transaction);
}
