import { Op, type Transaction } from "sequelize";
import {
  ConflictCheck,
  Form,
  FormSubmission,
  LegalCase,
  Party,
  User,
  sequelize,
} from "~/models/index.server";
import { caseUrl } from "~/utils/case-urls";
import {
  isConflictMatch,
  matchKind,
  type ConflictStatus,
  type PartyRole,
  type StoredConflictMatch,
} from "~/utils/parties";
import { ConflictDecisionSchema } from "~/utils/party-schemas";
import { iso } from "~/utils/pick";
import { toRecordId } from "~/utils/record-id";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "./auth.server";
import { audit } from "./audit.server";
import { findVisibleCase } from "./cases.server";
import { mayOpenMatter, ownersOfCases, searchParties, type Exclusions } from "./conflicts.server";
import { notifyUsers } from "./notifications.server";

/**
 * The automatic conflict check (issue 17): run when a consultation request arrives, an AI intake
 * opens a case, a request becomes a case and a party is added. Its result is stored on the
 * request or the case — clear, or a potential conflict with its matches — and a potential
 * conflict waits for the assigned attorney or an administrator to decide: cleared (not a
 * conflict), waived (informed consent in writing, with a note) or declined. Until then a request
 * cannot become a case and its story is withheld from the other attorneys.
 */

export type ConflictSubject = { caseId: number } | { submissionId: number };

export interface PublicConflict {
  status: ConflictStatus;
  /** Each with whether the viewer may open its matter (a link, or plain text). */
  matches: Array<StoredConflictMatch & { canOpen: boolean }>;
  note: string | null;
  decidedAt: string | null;
}

const DECIDED = new Set<ConflictStatus>(["cleared", "waived", "declined"]);

export const toPublicConflict = (
  row: StoredCheck | null,
  mayOpen: (match: StoredConflictMatch) => boolean,
): PublicConflict | null =>
  row
    ? {
        status: row.status,
        matches: row.matches.map((match) => ({ ...match, canOpen: mayOpen(match) })),
        note: row.note,
        decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
      }
    : null;

const whereOf = (subject: ConflictSubject) =>
  "caseId" in subject ? { caseId: subject.caseId } : { submissionId: subject.submissionId };

/**
 * What a check leaves out: the matter's own parties (a case's, and the request it came from), and
 * the same person's other matters (their cases as client, their other requests by email).
 */
async function exclusionsFor(
  subject: ConflictSubject,
  transaction: Transaction,
): Promise<Exclusions> {
  if ("submissionId" in subject) {
    const submission = await FormSubmission.findByPk(subject.submissionId, {
      attributes: ["submitterEmail"],
      transaction,
    });
    const email = submission?.submitterEmail.trim().toLowerCase() || undefined;
    const client = email
      ? await User.findOne({ where: { email, role: "client" }, attributes: ["id"], transaction })
      : null;
    return { submissionIds: [subject.submissionId], email, clientId: client?.id };
  }
  const legalCase = await LegalCase.findByPk(subject.caseId, {
    attributes: ["clientId"],
    transaction,
  });
  const [requests, client] = await Promise.all([
    FormSubmission.findAll({ where: { caseId: subject.caseId }, attributes: ["id"], transaction }),
    legalCase ? User.findByPk(legalCase.clientId, { attributes: ["email"], transaction }) : null,
  ]);
  return {
    caseId: subject.caseId,
    submissionIds: requests.map((row) => row.id),
    clientId: legalCase?.clientId,
    email: client?.email,
  };
}

/** Who decides: the case's attorney, or the attorney a request's form assigns; and administrators. */
async function decidersOf(subject: ConflictSubject, transaction: Transaction): Promise<number[]> {
  const admins = await User.findAll({
    where: { role: "admin", disabledAt: { [Op.is]: null } },
    attributes: ["id"],
    transaction,
  });
  const attorney = await attorneyOf(subject, transaction);
  return [...new Set([...(attorney ? [attorney] : []), ...admins.map((row) => row.id)])];
}

async function attorneyOf(subject: ConflictSubject, transaction?: Transaction) {
  if ("caseId" in subject) {
    return (
      (await LegalCase.findByPk(subject.caseId, { attributes: ["staffId"], transaction }))
        ?.staffId ?? null
    );
  }
  const submission = await FormSubmission.findByPk(subject.submissionId, {
    attributes: ["formId"],
    transaction,
  });
  if (!submission) return null;
  return (
    (await Form.findByPk(submission.formId, { attributes: ["autoAssignTo"], transaction }))
      ?.autoAssignTo ?? null
  );
}

/**
 * Checks the names of a request or a case (its client, the other side) against every other
 * matter's parties, in the caller's transaction, and stores the result. A decision already taken
 * stands while the check finds no party it was not taken on; anything new makes it a potential
 * conflict again, and the deciders are told.
 */
export async function recordConflictCheck(
  subject: ConflictSubject,
  transaction: Transaction,
  options: { notify?: boolean } = {},
): Promise<ConflictCheck> {
  const parties = await Party.findAll({
    where: whereOf(subject),
    attributes: ["name", "role"],
    transaction,
  });
  // A name's roles on its own matter: the firm's client meeting the other side is a conflict,
  // the other side meeting the other side again is not (issue 36).
  const rolesOf = new Map<string, PartyRole[]>();
  for (const party of parties)
    rolesOf.set(party.name, [...(rolesOf.get(party.name) ?? []), party.role]);
  const names = [...rolesOf.keys()];
  const found = names.length
    ? await searchParties(names, {
        without: await exclusionsFor(subject, transaction),
        transaction,
      })
    : [];
  const matches: StoredConflictMatch[] = found.map((match) => ({
    query: match.query,
    partyId: match.partyId,
    partyName: match.partyName,
    role: match.role,
    caseId: match.caseId,
    caseTitle: match.caseTitle,
    submissionId: match.submissionId,
    reason: match.reason,
    score: match.score,
    kind: matchKind(rolesOf.get(match.query) ?? [], match.role),
  }));
  const conflicts = matches.filter(isConflictMatch);
  const information = matches.filter((match) => !isConflictMatch(match));
  const existing = await ConflictCheck.findOne({ where: whereOf(subject), transaction });
  const decidedOn = new Set(
    existing && DECIDED.has(existing.status)
      ? existing.matches.filter(isConflictMatch).map((m) => m.partyId)
      : [],
  );
  const stands =
    existing && DECIDED.has(existing.status) && conflicts.every((m) => decidedOn.has(m.partyId));
  // Information alone holds nothing: the check is clear and shows it.
  const status: ConflictStatus =
    conflicts.length === 0 ? "clear" : stands ? existing!.status : "potential";
  const values = {
    status,
    matches: stands ? [...existing!.matches.filter(isConflictMatch), ...information] : matches,
    ...(stands ? {} : { note: null, decidedBy: null, decidedAt: null }),
  };
  const row = existing
    ? await existing.update(values, { transaction })
    : await ConflictCheck.create({ ...whereOf(subject), ...values }, { transaction });
  if (status === "potential" && existing?.status !== "potential" && options.notify !== false) {
    const label =
      "caseId" in subject
        ? await LegalCase.findByPk(subject.caseId, { attributes: ["title"], transaction }).then(
            (row) => `Case #${subject.caseId}: ${row?.title ?? ""}`,
          )
        : `Consultation request #${subject.submissionId}`;
    await notifyUsers(
      await decidersOf(subject, transaction),
      {
        type: "case_update",
        title: "Potential conflict",
        message: `${label} matches ${conflicts.length} ${conflicts.length === 1 ? "party" : "parties"} of the firm's matters. Decide before going on.`,
        actionUrl:
          "caseId" in subject ? caseUrl(subject.caseId) : `/submissions/${subject.submissionId}`,
        relatedCaseId: "caseId" in subject ? subject.caseId : null,
      },
      transaction,
      "caseId" in subject
        ? "staff_conflict"
        : {
            kind: "staff_conflict",
            line: `A potential conflict on consultation request #${subject.submissionId} waits for your decision`,
          },
    );
  }
  return row;
}

/**
 * The latest check of a request or a case (null when none has run), each match saying whether
 * this viewer may open its matter.
 */
export async function conflictOf(
  subject: ConflictSubject,
  viewer: PublicUser,
): Promise<PublicConflict | null> {
  return presentConflict(await ConflictCheck.findOne({ where: whereOf(subject) }), viewer);
}

/** What is stored of a check that its viewer is shown. */
export type StoredCheck = Pick<ConflictCheck, "status" | "matches" | "note" | "decidedAt">;

/** A check as `viewer` sees it (read by the caller: the case page reads it with its client). */
export async function presentConflict(
  row: StoredCheck | null,
  viewer: PublicUser,
): Promise<PublicConflict | null> {
  if (!row) return null;
  const owners = await ownersOfCases(row.matches.flatMap((m) => (m.caseId ? [m.caseId] : [])));
  return toPublicConflict(row, (match) =>
    mayOpenMatter(viewer, match, match.caseId ? (owners.get(match.caseId) ?? null) : null),
  );
}

/** May this user decide (and read what a potential conflict withholds)? */
export async function mayDecide(user: PublicUser, subject: ConflictSubject): Promise<boolean> {
  if (user.role === "admin") return true;
  if (user.role !== "staff") return false;
  return (await attorneyOf(subject)) === user.id;
}

/**
 * The assigned attorney or an administrator decides on a potential conflict: cleared, waived
 * (with a note: the client's informed consent in writing) or declined. Audited with the reason.
 * Someone else's case is 404; a request's decider is its form's attorney or an administrator.
 */
export async function decideConflict(
  user: PublicUser,
  subject: { caseId: unknown } | { submissionId: unknown },
  input: unknown,
): Promise<PublicConflict> {
  const values = parseOrThrow(ConflictDecisionSchema, input);
  let resolved: ConflictSubject;
  if ("caseId" in subject) {
    const legalCase = await findVisibleCase(user, subject.caseId, { action: "update" });
    resolved = { caseId: legalCase.id };
  } else {
    const id = toRecordId(subject.submissionId);
    if (user.role !== "staff" && user.role !== "admin")
      throw new ServiceError(403, "You do not have permission to do this");
    if (!id || !(await FormSubmission.findByPk(id, { attributes: ["id"] }))) {
      throw new ServiceError(404, "Submission not found");
    }
    resolved = { submissionId: id };
  }
  if (!(await mayDecide(user, resolved))) {
    throw new ServiceError(
      403,
      "Only the assigned attorney or an administrator decides on a conflict",
    );
  }
  await sequelize.transaction(async (transaction) => {
    const row = await ConflictCheck.findOne({
      where: whereOf(resolved),
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    if (!row || row.status === "clear") {
      throw new ServiceError(409, "There is no potential conflict to decide");
    }
    await row.update(
      {
        status: values.decision,
        note: values.note ?? null,
        decidedBy: user.id,
        decidedAt: new Date(),
      },
      { transaction },
    );
    await audit(
      transaction,
      "conflict_decided",
      user,
      "caseId" in resolved ? ["case", resolved.caseId] : ["submission", resolved.submissionId],
      { decision: values.decision, note: values.note ?? null, matches: row.matches.length },
    );
  });
  return (await conflictOf(resolved, user))!;
}

/**
 * A request's decision goes with it to its case: the case's check then keeps it while it finds
 * no party the decision was not taken on.
 */
export async function carryDecision(
  submissionId: number,
  caseId: number,
  transaction: Transaction,
) {
  const decided = await ConflictCheck.findOne({ where: { submissionId }, transaction });
  if (!decided || !DECIDED.has(decided.status)) return;
  await ConflictCheck.create(
    {
      caseId,
      status: decided.status,
      matches: decided.matches,
      note: decided.note,
      decidedBy: decided.decidedBy,
      decidedAt: decided.decidedAt,
    },
    { transaction },
  );
}

/**
 * A request or an intake awaiting acceptance with an undecided potential conflict (or a declined
 * one) cannot go on: a request cannot become a case, an intake cannot be accepted (issue 36).
 */
export async function assertConflictDecided(
  subject: ConflictSubject,
  transaction: Transaction,
  next: { what: string; goOn: string } = { what: "request", goOn: "opening a case" },
) {
  const row = await ConflictCheck.findOne({ where: whereOf(subject), transaction });
  if (row?.status === "potential") {
    throw new ServiceError(
      409,
      `This ${next.what} may be a conflict of interest: decide on the conflict check (clear it, or waive it with a note) before ${next.goOn}.`,
    );
  }
  if (row?.status === "declined") {
    throw new ServiceError(
      409,
      `The firm declined this ${next.what} because of a conflict of interest.`,
    );
  }
}

/** A request with an undecided potential conflict (or a declined one) cannot become a case. */
export const assertConvertible = (submissionId: number, transaction: Transaction) =>
  assertConflictDecided({ submissionId }, transaction);
