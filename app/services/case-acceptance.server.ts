import { Communication, LegalCase, sequelize } from "~/models/index.server";
import { DeclineCaseSchema } from "~/utils/case-schemas";
import { portalCaseUrl } from "~/utils/case-urls";
import { fullName } from "~/utils/person";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "./auth.server";
import { audit } from "./audit.server";
import { findVisibleCase, toPublicCase, type PublicCase } from "./cases.server";
import { writeCaseEvent } from "./case-timeline.server";
import { assertConflictDecided } from "./conflict-checks.server";
import { notifyUsers } from "./notifications.server";

/**
 * The firm's gate on an AI intake (issue 36): its case opens "Awaiting acceptance", and the
 * attorney on it (or an administrator) accepts it, making it active, or declines it with a
 * reason, closing it. It cannot be accepted while its conflict check is undecided (or after the
 * conflict was declined). The client is told either way, in words that reveal nothing of the
 * firm's reasons; the reason stays on an internal note and in the audit log. One function for
 * the case page's buttons and for POST /api/cases/{id}/accept|decline.
 */
export type CaseDecision = { decision: "accept" } | { decision: "decline"; input: unknown };

/** What the client reads when the firm declines: no reason, and a caution about time limits. */
export const DECLINED_MESSAGE =
  "The firm has reviewed your request and is not able to take it on. This is not a judgement on the merits of your matter. " +
  "Time limits may apply to your claim, so please consult another attorney promptly.";

export async function decideAcceptance(
  user: PublicUser,
  caseId: unknown,
  decision: CaseDecision,
): Promise<PublicCase> {
  const reason =
    decision.decision === "decline" ? parseOrThrow(DeclineCaseSchema, decision.input).reason : null;
  // Someone else's case (or a client's own) is 404/403, as for every change to a case.
  const found = await findVisibleCase(user, caseId, { action: "update" });
  return sequelize.transaction(async (transaction) => {
    const legalCase = await LegalCase.findByPk(found.id, {
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!legalCase) throw new ServiceError(404, "Case not found");
    if (legalCase.status !== "awaiting_acceptance") {
      throw new ServiceError(409, "This case is not awaiting acceptance.");
    }
    const by = fullName(user);
    /** A system message on the case's thread, which the client reads in the portal. */
    const tellClient = (row: LegalCase, subject: string, content: string) =>
      Communication.create(
        { caseId: row.id, type: "system", subject, content, senderId: null, readAt: new Date() },
        { transaction },
      );
    if (reason === null) {
      await assertConflictDecided({ caseId: legalCase.id }, transaction, {
        what: "intake",
        goOn: "accepting it",
      });
      legalCase.status = "active";
      await legalCase.save({ transaction });
      await writeCaseEvent(
        legalCase,
        user,
        {
          title: "Case accepted",
          description: `${by} accepted the case for the firm. It is now active.`,
          eventType: "note",
          sharedWithClient: true,
        },
        transaction,
      );
      await tellClient(legalCase, "Case accepted", `The firm has accepted ${legalCase.title}.`);
      await audit(transaction, "case_accepted", user, ["case", legalCase.id]);
    } else {
      legalCase.status = "closed";
      await legalCase.save({ transaction });
      // The reason is the firm's: an internal note, never shown to the client.
      await writeCaseEvent(
        legalCase,
        user,
        {
          title: "Intake declined",
          description: `${by} declined the intake: ${reason}`,
          eventType: "note",
          sharedWithClient: false,
        },
        transaction,
      );
      await tellClient(legalCase, "Request declined", DECLINED_MESSAGE);
      await notifyUsers(
        [legalCase.clientId],
        {
          type: "case_update",
          title: "The firm cannot take on your request",
          message: `${legalCase.title}: ${DECLINED_MESSAGE}`.slice(0, 1000),
          actionUrl: portalCaseUrl(legalCase.id),
          relatedCaseId: legalCase.id,
        },
        transaction,
        "client_status",
      );
      await audit(transaction, "case_declined", user, ["case", legalCase.id], { reason });
    }
    return toPublicCase(Object.assign(legalCase, { staff: found.staff }));
  });
}
