import { type Attributes, QueryTypes, type Transaction } from "sequelize";
import * as z from "zod/mini";
import { ClaimNote, InsuranceClaim, LegalCase, Party, sequelize } from "~/models/index.server";
import { columnOf, tableOf } from "~/models/named-columns.server";
import { choiceField } from "~/utils/field-schemas";
import { ClaimNoteSchema, ClaimSchema, type ClaimInput } from "~/utils/injury-schemas";
import { iso, pick } from "~/utils/pick";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { addPartyToCase } from "../parties.server";
import { changedFields, parsePatch } from "./changes.server";
import { firmCase, recordOnCase, removeFromFile } from "./file-access.server";
import { INJURY_PAGE_SIZE, dayText, pageOf, type Page } from "./pages.server";

/**
 * A case's insurance claims (issue 40): on whose policy, the numbers and limits, the adjuster,
 * where it stands, and its dated notes. The insurer is a party of the case: named by a claim, one
 * not yet on it is added (as a party is, audited and conflict-checked).
 */

type ClaimRow = Attributes<InsuranceClaim> & { insurer?: Pick<Party, "name"> | null };

export function toPublicClaim(row: ClaimRow) {
  return {
    ...pick(
      row,
      "id",
      "caseId",
      "insurerPartyId",
      "coverage",
      "claimNumber",
      "policyNumber",
      "limitPerPersonCents",
      "limitPerAccidentCents",
      "adjusterName",
      "adjusterPhone",
      "adjusterEmail",
      "status",
      "representationLetterDate",
    ),
    insurerName: row.insurer?.name ?? "",
    needsReview: Boolean(row.needsReview),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
export type PublicClaim = ReturnType<typeof toPublicClaim>;

/** A claim's insurer, joined to a page of claims (nested under `insurer`). */
const insurerJoin = () => ({
  sql: `LEFT JOIN ${tableOf(Party)} AS insurer ON insurer.id = \`InsuranceClaim\`.${columnOf(InsuranceClaim, "insurerPartyId")}`,
  select: "insurer.id AS `insurer.id`, insurer.name AS `insurer.name`",
});

/** A PATCH may also say the attorney has reviewed a draft claim (`needsReview: false`). */
const ClaimPatchSchema = z.object({
  ...ClaimSchema.shape,
  needsReview: choiceField("needsReview must be true or false"),
});

/** A claim of this case by its id; another case's (or none) answers 404. */
const claimOf = (caseId: number, claimId: unknown, transaction?: Transaction) =>
  recordOnCase(InsuranceClaim, { caseId }, claimId, "Claim not found", transaction);

/** The case's claims in the order they were added, a page at a time. */
export async function listClaims(
  user: PublicUser,
  caseId: unknown,
  page = 1,
): Promise<Page<PublicClaim>> {
  const legalCase = await firmCase(user, caseId);
  return pageOf(
    InsuranceClaim,
    { where: { caseId: legalCase.id }, order: [["id", "ASC"]], join: insurerJoin() },
    page,
    (rows) => rows.map(toPublicClaim),
  );
}

/**
 * Holds the case's row until the transaction ends, so its claim writes that may add an insurer
 * run one after the other: two posts naming the same new insurer at once otherwise both found
 * none and both added it (a party's name has no unique key: names repeat, and parties are
 * matched by name in any case of letters). It must be the transaction's first read: on MariaDB
 * a plain read after it then sees what the previous holder committed. SQLite writes one
 * transaction at a time and runs again, whole, one whose read went stale (db.server.ts).
 */
const holdCase = (caseId: number, transaction: Transaction) =>
  LegalCase.findByPk(caseId, { attributes: ["id"], transaction, lock: transaction.LOCK.UPDATE });

/** The case's insurer of this name (any case of letters), added to the case if it is new. */
async function insurerParty(
  user: PublicUser,
  caseId: number,
  name: string,
  transaction: Transaction,
  options: { conflictCheck?: boolean } = {},
): Promise<Party> {
  const insurers = await Party.findAll({
    where: { caseId, role: "insurer", removedAt: null },
    order: [["id", "ASC"]],
    limit: 200,
    transaction,
  });
  const key = name.trim().toLowerCase();
  const known = insurers.find((party) => party.name.trim().toLowerCase() === key);
  return (
    known ??
    addPartyToCase(
      user,
      caseId,
      { name, kind: "organisation", role: "insurer" },
      transaction,
      options,
    )
  );
}

/** Adds a claim, and its insurer to the case's parties if new; audited in the same transaction. */
export async function addClaim(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
  options: { needsReview?: boolean } = {},
): Promise<PublicClaim> {
  const legalCase = await firmCase(user, caseId);
  const values = parseOrThrow(ClaimSchema, input);
  return sequelize.transaction((transaction) =>
    writeClaim(user, legalCase.id, values, transaction, options),
  );
}

/**
 * Writes a checked claim on a case the caller may write, in the caller's transaction: its
 * insurer found or added, the claim, its audit event (`draftFrom`: the intake's answers it was
 * drafted from). conflictCheck false: the caller checks the case once all its parties are on it.
 */
export async function writeClaim(
  user: PublicUser,
  caseId: number,
  { insurerName, ...values }: ClaimInput,
  transaction: Transaction,
  options: { needsReview?: boolean; conflictCheck?: boolean; draftFrom?: string } = {},
): Promise<PublicClaim> {
  await holdCase(caseId, transaction);
  const insurer = await insurerParty(user, caseId, insurerName, transaction, options);
  const claim = await InsuranceClaim.create(
    { ...values, caseId, insurerPartyId: insurer.id, needsReview: options.needsReview ?? false },
    { transaction },
  );
  await audit(transaction, "claim_added", user, ["case", caseId], {
    claimId: claim.id,
    coverage: claim.coverage,
    ...(options.draftFrom ? { draftFrom: options.draftFrom } : {}),
  });
  return toPublicClaim(Object.assign(claim, { insurer }));
}

/** Changes the fields the body holds (a new insurer name finds or adds that insurer). */
export async function updateClaim(
  user: PublicUser,
  caseId: unknown,
  claimId: unknown,
  input: unknown,
): Promise<PublicClaim> {
  const legalCase = await firmCase(user, caseId);
  const { insurerName, ...change } = parsePatch(ClaimPatchSchema, input);
  return sequelize.transaction(async (transaction) => {
    if (insurerName) await holdCase(legalCase.id, transaction);
    const claim = await claimOf(legalCase.id, claimId, transaction);
    const insurer = insurerName
      ? await insurerParty(user, legalCase.id, insurerName, transaction)
      : await Party.findByPk(claim.insurerPartyId, { transaction });
    const values = { ...change, insurerPartyId: insurer?.id ?? claim.insurerPartyId };
    const fields = changedFields(claim.get(), values);
    if (fields.length > 0) {
      await claim.update(values, { transaction });
      await audit(transaction, "claim_changed", user, ["case", legalCase.id], {
        claimId: claim.id,
        fields,
      });
    }
    return toPublicClaim(Object.assign(claim, { insurer }));
  });
}

/** Removes a claim and its notes (its insurer stays a party of the case). */
export const removeClaim = (user: PublicUser, caseId: unknown, claimId: unknown) =>
  removeFromFile(
    user,
    caseId,
    InsuranceClaim,
    claimId,
    { notFound: "Claim not found", action: "claim_removed", key: "claimId" },
    (claim, transaction) => ClaimNote.destroy({ where: { claimId: claim.id }, transaction }),
  );

export function toPublicClaimNote(row: ClaimNote) {
  return {
    ...pick(row, "id", "claimId", "authorId", "body", "notedOn"),
    createdAt: iso(row.createdAt),
  };
}
export type PublicClaimNote = ReturnType<typeof toPublicClaimNote>;

/** The most notes one claim lists, latest first. */
export const CLAIM_NOTE_LIMIT = 200;

/** A claim's dated notes, the latest first. */
export async function listClaimNotes(
  user: PublicUser,
  caseId: unknown,
  claimId: unknown,
): Promise<PublicClaimNote[]> {
  const legalCase = await firmCase(user, caseId);
  const claim = await claimOf(legalCase.id, claimId);
  const notes = await ClaimNote.findAll({
    where: { claimId: claim.id },
    order: [
      ["notedOn", "DESC"],
      ["id", "DESC"],
    ],
    limit: CLAIM_NOTE_LIMIT,
  });
  return notes.map(toPublicClaimNote);
}

/** The most notes the injury file shows under each claim, latest first. */
export const CLAIM_NOTES_SHOWN = 3;

/**
 * The latest few notes of each of these claims of the case (one page of claims), by claim id, in
 * one statement: a branch per claim, each reading the (claim, date) index for `perClaim` rows
 * (never a claim's whole history). A claim of another case gets none.
 */
export async function latestClaimNotes(
  user: PublicUser,
  caseId: unknown,
  claimIds: number[],
  perClaim = CLAIM_NOTES_SHOWN,
): Promise<Record<number, PublicClaimNote[]>> {
  const legalCase = await firmCase(user, caseId);
  const ids = [...new Set(claimIds)].filter(Number.isSafeInteger).slice(0, INJURY_PAGE_SIZE);
  if (ids.length === 0) return {};
  // Each branch answers its claim (when it is the case's) with its notes, or alone with none.
  const branch = (index: number) =>
    `SELECT * FROM (SELECT c.id AS of_claim, n.id, n.author_id, n.body, n.noted_on, n.created_at
       FROM insurance_claims c
       LEFT JOIN (SELECT * FROM claim_notes WHERE claim_id = :claim${index}
                   ORDER BY noted_on DESC, id DESC LIMIT :perClaim) n ON n.claim_id = c.id
      WHERE c.id = :claim${index} AND c.case_id = :caseId) notes${index}`;
  const rows = await sequelize.query<Record<string, unknown>>(
    ids.map((_, index) => branch(index)).join(" UNION ALL "),
    {
      replacements: {
        caseId: legalCase.id,
        perClaim,
        ...Object.fromEntries(ids.map((id, index) => [`claim${index}`, id])),
      },
      type: QueryTypes.SELECT,
    },
  );
  const byClaim: Record<number, PublicClaimNote[]> = {};
  for (const row of rows) {
    const claimId = Number(row.of_claim);
    const list = (byClaim[claimId] ??= []);
    if (row.id === null) continue;
    list.push({
      id: Number(row.id),
      claimId,
      authorId: row.author_id === null ? null : Number(row.author_id),
      body: String(row.body),
      notedOn: dayText(row.noted_on),
      createdAt: iso(row.created_at as string | Date),
    });
  }
  // Each claim's notes the latest first (the branches keep their order only inside a claim).
  for (const list of Object.values(byClaim)) {
    list.sort((a, b) => b.notedOn.localeCompare(a.notedOn) || b.id - a.id);
  }
  return byClaim;
}

/** Adds a dated note to a claim; audited (without its text) in the same transaction. */
export async function addClaimNote(
  user: PublicUser,
  caseId: unknown,
  claimId: unknown,
  input: unknown,
): Promise<PublicClaimNote> {
  const legalCase = await firmCase(user, caseId);
  const values = parseOrThrow(ClaimNoteSchema, input);
  return sequelize.transaction(async (transaction) => {
    const claim = await claimOf(legalCase.id, claimId, transaction);
    const note = await ClaimNote.create(
      { ...values, claimId: claim.id, authorId: user.id },
      { transaction },
    );
    await audit(transaction, "claim_note_added", user, ["case", legalCase.id], {
      claimId: claim.id,
      noteId: note.id,
    });
    return toPublicClaimNote(note);
  });
}
