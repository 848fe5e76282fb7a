import { Op, type Transaction } from "sequelize";
import { Party, PartyKey, sequelize } from "~/models/index.server";
import type { OneOf } from "~/utils/domain";
import type { PartyKind } from "~/utils/parties";
import { PartySchema } from "~/utils/party-schemas";
import { iso, pick } from "~/utils/pick";
import { toRecordId } from "~/utils/record-id";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "./auth.server";
import { audit } from "./audit.server";
import { findVisibleCase } from "./cases.server";
import { recordConflictCheck } from "./conflict-checks.server";
import { nameKeys } from "./name-matching.server";

/**
 * The parties to a case (issue 17): its client from the start, and the adverse party, counsel,
 * insurer and others its attorney (or an administrator) adds. The firm's own record: clients never
 * read it. Removing a party marks it removed; conflict checks still find it.
 */

export function toPublicParty(row: Party) {
  return {
    ...pick(row, "id", "caseId", "name", "role"),
    kind: row.kind as PartyKind,
    removedAt: row.removedAt ? iso(row.removedAt) : null,
    createdAt: iso(row.createdAt),
  };
}
export type PublicParty = ReturnType<typeof toPublicParty>;

/** At most this many parties on one case's list. */
export const PARTY_LIST_LIMIT = 200;

/** Stores a party and the keys its name is found by, in the caller's transaction. */
export async function writeParty(
  values: {
    name: string;
    kind?: OneOf<"partyKind">;
    role: OneOf<"partyRole">;
    caseId?: number | null;
    submissionId?: number | null;
    addedBy?: number | null;
    /** When it was recorded (seeded history); now when left out. */
    createdAt?: Date;
  },
  transaction: Transaction,
): Promise<Party> {
  const party = await Party.create(
    {
      ...(values.createdAt ? { createdAt: values.createdAt, updatedAt: values.createdAt } : {}),
      name: values.name.trim().slice(0, 200),
      kind: values.kind ?? "person",
      role: values.role,
      caseId: values.caseId ?? null,
      submissionId: values.submissionId ?? null,
      addedBy: values.addedBy ?? null,
    },
    { transaction },
  );
  const keys = nameKeys(party.name).map((nameKey) => ({ partyId: party.id, nameKey }));
  if (keys.length > 0) await PartyKey.bulkCreate(keys, { transaction });
  return party;
}

/** The case's parties, current first then removed, each in the order they were added. */
export async function listCaseParties(user: PublicUser, caseId: unknown): Promise<PublicParty[]> {
  const legalCase = await findVisibleCase(user, caseId, { action: "parties" });
  const rows = await Party.findAll({
    where: { caseId: legalCase.id },
    order: [
      ["removedAt", "ASC"],
      ["id", "ASC"],
    ],
    limit: PARTY_LIST_LIMIT,
  });
  // NULLs sort first on SQLite and MySQL alike: current parties, then the removed.
  return rows.map(toPublicParty);
}

/** The attorney on the case (or an administrator) adds a party; audited in the same transaction. */
export async function addCaseParty(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
): Promise<PublicParty> {
  const values = parseOrThrow(PartySchema, input);
  const legalCase = await findVisibleCase(user, caseId, { action: "parties" });
  return sequelize.transaction(async (transaction) =>
    toPublicParty(await addPartyToCase(user, legalCase.id, values, transaction)),
  );
}

/**
 * Adds a party to a case the caller already checked, in the caller's transaction: written,
 * audited, and the case's conflict check run again (an insurer a claim names, too).
 */
export async function addPartyToCase(
  user: PublicUser,
  caseId: number,
  values: { name: string; kind: OneOf<"partyKind">; role: OneOf<"partyRole"> },
  transaction: Transaction,
  /** conflictCheck false: the caller checks the case once it has added all its parties. */
  options: { conflictCheck?: boolean } = {},
): Promise<Party> {
  const party = await writeParty({ ...values, caseId, addedBy: user.id }, transaction);
  await audit(transaction, "party_added", user, ["case", caseId], {
    partyId: party.id,
    role: party.role,
  });
  if (options.conflictCheck !== false) await recordConflictCheck({ caseId }, transaction);
  return party;
}

/**
 * Takes a party off the case: kept, marked removed, so that conflict checks still find it. The
 * client cannot be removed (the case is theirs); a party already removed stays as it was.
 */
export async function removeCaseParty(
  user: PublicUser,
  caseId: unknown,
  partyId: unknown,
): Promise<PublicParty> {
  const legalCase = await findVisibleCase(user, caseId, { action: "parties" });
  const id = toRecordId(partyId);
  return sequelize.transaction(async (transaction) => {
    const party = id
      ? await Party.findOne({ where: { id, caseId: legalCase.id }, transaction })
      : null;
    if (!party) throw new ServiceError(404, "Party not found");
    if (party.role === "client") {
      throw new ServiceError(400, "The client is a party to their own case and stays on it");
    }
    if (!party.removedAt) {
      const [changed] = await Party.update(
        { removedAt: new Date() },
        { where: { id: party.id, removedAt: { [Op.is]: null } }, transaction },
      );
      if (changed > 0) {
        await audit(transaction, "party_removed", user, ["case", legalCase.id], {
          partyId: party.id,
        });
      }
      await party.reload({ transaction });
    }
    return toPublicParty(party);
  });
}
