import type { Transaction } from "sequelize";
import { LegalCase, User } from "~/models/index.server";
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
