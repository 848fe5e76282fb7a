import type { Transaction } from "sequelize";
import { Form, FormSubmission, LegalCase, User } from "~/models/index.server";
import { recordConflictCheck } from "~/services/conflict-checks.server";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import { consultationRequest } from "./consultation-request";
import { writeParty } from "~/services/parties.server";
import type { OneOf } from "~/utils/domain";

/**
 * The demo's parties (issue 17): every case's client, and the other side of the demo attorney's
 * and the colleague's cases, so a new user's first conflict check (for "Metro Transit" or the
 * insurer) finds something.
 */
const OTHER_PARTIES: Record<
  string,
  Array<{ name: string; kind: OneOf<"partyKind">; role: OneOf<"partyRole"> }>
> = {
  "Rivera v. Metro Transit Authority": [
    { name: "Metro Transit Authority", kind: "organisation", role: "adverse_party" },
    { name: "Keystone Mutual Insurance Co.", kind: "organisation", role: "insurer" },
    { name: "Whitfield & Park LLP", kind: "organisation", role: "adverse_counsel" },
    { name: "Dana Whitfield", kind: "person", role: "adverse_counsel" },
    { name: "Marcus Bell", kind: "person", role: "witness" },
  ],
  "Ortiz Security Deposit Dispute": [
    { name: "Harborview Property Management LLC", kind: "organisation", role: "adverse_party" },
    { name: "Gregory Hale", kind: "person", role: "related" },
  ],
};

export async function seedParties(transaction: Transaction): Promise<void> {
  const cases = await LegalCase.findAll({
    attributes: ["id", "title", "createdAt"],
    include: [{ model: User, as: "client", attributes: ["firstName", "lastName"] }],
    order: [["id", "ASC"]],
    transaction,
  });
  for (const legalCase of cases) {
    const client = (legalCase as LegalCase & { client?: User }).client;
    if (client) {
      await writeParty(
        {
          name: `${client.firstName} ${client.lastName}`,
          role: "client",
          caseId: legalCase.id,
          createdAt: legalCase.createdAt,
        },
        transaction,
      );
    }
    for (const party of OTHER_PARTIES[legalCase.title] ?? []) {
      await writeParty(
        { ...party, caseId: legalCase.id, createdAt: legalCase.createdAt },
        transaction,
      );
    }
  }
}

/** The visitor whose request names the other side of the demo attorney's case. */
export const CONFLICT_VISITOR = {
  firstName: "Priya",
  lastName: "Natarajan",
  email: "priya.natarajan@example.test",
};

/**
 * Consultation requests go to the demo attorney, who decides their conflicts; and one request
 * names the insurer and the transit authority of the demo attorney's case: for a plaintiff's firm
 * not a conflict (issue 36), so the check is clear and shows them as information ("Also adverse in
 * Case #1").
 */
export async function seedDemoConflict(
  transaction: Transaction,
  attorney: User,
  ago: (days: number) => Date,
): Promise<void> {
  await Form.update(
    { autoAssignTo: attorney.id },
    { where: { id: CONSULTATION_FORM_ID }, transaction },
  );
  const otherSide = "Keystone Mutual Insurance\nMetro Transit Authority";
  const submission = await FormSubmission.create(
    consultationRequest(
      CONFLICT_VISITOR,
      {
        otherParties: otherSide,
        incidentDescription:
          "A Metro Transit bus clipped my car at the Fifth Street stop; their insurer, Keystone " +
          "Mutual, says the damage was there before.",
        injured: "no",
      },
      { reviewedAt: null, createdAt: ago(0.2) },
    ),
    { transaction },
  );
  await writeParty(
    { name: "Priya Natarajan", role: "prospective_client", submissionId: submission.id },
    transaction,
  );
  for (const name of otherSide.split("\n")) {
    await writeParty(
      {
        name,
        kind: "organisation",
        role: "prospective_adverse_party",
        submissionId: submission.id,
      },
      transaction,
    );
  }
  await recordConflictCheck({ submissionId: submission.id }, transaction, { notify: false });
}
