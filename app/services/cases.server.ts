import { readOnce } from "./load-memo.server";
import {
  Op,
  QueryTypes,
  type Model,
  type ModelStatic,
  type Order,
  type Transaction,
  type WhereOptions,
} from "sequelize";
import {
  CaseEvent,
  Communication,
  ConflictCheck,
  LegalCase,
  User,
  sequelize,
} from "~/models/index.server";
import { columnOf, namedColumns, tableOf, type NamedColumns } from "~/models/named-columns.server";
import { OPEN_CASE_STATUSES, type CaseStatus, type Priority } from "~/utils/domain";
import type { ClaimType } from "~/utils/jurisdictions";
import { fullName, type Person } from "~/utils/person";
import { iso, pick } from "~/utils/pick";
import { can, scopeFor, type Action } from "~/utils/policy";
import { caseUrl } from "~/utils/case-urls";
import { toRecordId } from "~/utils/record-id";
import { ServiceError } from "~/utils/service-error";
import type { PublicUser } from "./auth.server";
import { audit } from "./audit.server";
import { presentConflict, recordConflictCheck, type StoredCheck } from "./conflict-checks.server";
import { writeParty } from "./parties.server";
import { notifyStaff } from "./notifications.server";
import { caseRef, queueAlerts } from "./mail/alerts.server";
import { NO_PASSWORD } from "./password.server";
import { limitationOf } from "./calendar/limitation.server";
import { PERSON_FIELDS, personAs } from "./people.server";

/** A case as the portal and /api show it (spec section 3), with the assigned attorney's name. */
export type PublicCase = ReturnType<typeof toPublicCase>;

type CaseWithStaff = LegalCase & { staff?: Person | null };

/** Lists of a case's records: newest first, on the indexed (case, created) columns. */
export const NEWEST_FIRST: Order = [
  ["createdAt", "DESC"],
  ["id", "DESC"],
];

export function toPublicCase(row: CaseWithStaff) {
  return {
    ...pick(row, "id", "clientId", "title", "caseType", "status", "priority", "description"),
    staffId: row.staffId ?? null,
    staffName: fullName(row.staff),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * What a case's client reads of it: all but the firm's own judgement of it, its priority (issue
 * 36). Left out of the data itself, not only the markup: the portal's loader and the calls.
 */
export function clientCaseView<T extends { priority: unknown }>(legalCase: T): Omit<T, "priority"> {
  const { priority: _firmOnly, ...shown } = legalCase;
  return shown;
}

/** A case as this user may read it: the firm's whole, its client's without the firm's fields. */
export type ClientCase = Omit<PublicCase, "priority">;

const withStaff = personAs("staff");

/** The most cases one list shows. */
export const CASE_LIST_LIMIT = 50;

/** What a user may do to a case (the policy's case actions). */
export type CaseAction = Action<"case">;

/**
 * A case the user may act on: a client's own, or one assigned to a staff member (the policy's
 * owner rule, as a query filter). Anyone else's answers 404, exactly as one that does not exist.
 */
export async function findVisibleCase(
  user: PublicUser,
  caseId: unknown,
  options: { action?: CaseAction; transaction?: Transaction } = {},
): Promise<CaseWithStaff> {
  const scope = scopeFor(user, options.action ?? "read", "case");
  const id = toRecordId(caseId);
  // Inside a page load the same case under the same rule is read once (load-memo.server.ts);
  // in a transaction, always from it.
  const row = !id
    ? null
    : options.transaction
      ? await readVisibleCase(id, scope, options.transaction)
      : await readOnce(`case:${id}:${JSON.stringify(scope)}`, () => readVisibleCase(id, scope));
  if (!row) throw new ServiceError(404, "Case not found");
  return row;
}

let caseRead: { cases: NamedColumns<LegalCase>; staff: NamedColumns<User> } | null = null;

/**
 * The case with its attorney's name in one hand-written statement: every case tab and /api call
 * checks its case first (twice for a case page), and `findOne` with its include cost 0.8 ms of CPU
 * more than the statement. The answer is a LegalCase as `findOne` gives it (updates work on it).
 */
async function readVisibleCase(
  id: number,
  scope: Record<string, number>,
  transaction?: Transaction,
): Promise<CaseWithStaff | null> {
  caseRead ??= {
    cases: namedColumns(LegalCase, "c"),
    staff: namedColumns(User, "st", PERSON_FIELDS),
  };
  const owners = Object.entries(scope);
  const rows = await sequelize.query<Record<string, unknown>>(
    `SELECT ${caseRead.cases.select}, ${caseRead.staff.select} FROM ${tableOf(LegalCase)} c
     LEFT JOIN ${tableOf(User)} st ON st.id = c.staff_id
     WHERE c.id = ?${owners.map(([owner]) => ` AND c.${columnOf(LegalCase, owner)} = ?`).join("")}`,
    {
      replacements: [id, ...owners.map(([, ownerId]) => ownerId)],
      type: QueryTypes.SELECT,
      transaction,
    },
  );
  if (rows.length === 0) return null;
  const staff = rows[0].st_id === null ? null : caseRead.staff.valuesOf(rows[0]);
  // Built with its include, as `findOne` builds it: `staff` is a User, or null without one.
  const values = { ...caseRead.cases.valuesOf(rows[0]), staff } as LegalCase["_creationAttributes"];
  return LegalCase.bulkBuild([values], {
    isNewRecord: false,
    raw: true,
    include: [withStaff],
  })[0] as CaseWithStaff;
}

/** Whose a case is, as the policy's owner rules read it. */
export const caseOwners = (row: LegalCase) => ({ clientId: row.clientId, staffId: row.staffId });

/**
 * A case's records of one kind (its documents): newest first, with the person who wrote them, at
 * most `limit`, and the case. `shared` narrows them to what its client may read, for anyone who
 * may not read the firm's own (its client). Someone else's case answers 404.
 */
export async function caseRecords<Row extends Model>(
  user: PublicUser,
  caseId: number,
  kind: { model: ModelStatic<Row>; author: "sender" | "uploader"; limit: number; shared: object },
): Promise<{ legalCase: CaseWithStaff; rows: Row[] }> {
  const legalCase = await findVisibleCase(user, caseId);
  const firm = can(user, "readNotes", "case", caseOwners(legalCase));
  const rows = await kind.model.findAll({
    where: { caseId: legalCase.id, ...(firm ? {} : kind.shared) } as WhereOptions,
    include: [personAs(kind.author)],
    order: NEWEST_FIRST,
    limit: kind.limit,
  });
  return { legalCase, rows };
}

/** The cases the user may see (a client's own, an attorney's assigned), newest first. */
export async function listCases(user: PublicUser): Promise<PublicCase[]> {
  const rows = await LegalCase.findAll({
    where: scopeFor(user, "read", "case"),
    include: [withStaff],
    order: NEWEST_FIRST,
    limit: CASE_LIST_LIMIT,
  });
  return rows.map(toPublicCase);
}

/**
 * Who takes a new case: the staff member with the fewest open cases, the longest-standing
 * account first on a tie. Null when the firm has no staff yet.
 */
export async function pickAssignee(transaction?: Transaction): Promise<User | null> {
  const staff = await User.findAll({
    where: { role: "staff" },
    attributes: ["id", "firstName", "lastName"],
    order: [["id", "ASC"]],
    transaction,
  });
  if (staff.length === 0) return null;
  const counts = (await LegalCase.count({
    where: { staffId: { [Op.in]: staff.map((user) => user.id) }, status: [...OPEN_CASE_STATUSES] },
    group: ["staffId"],
    transaction,
  })) as unknown as Array<{ staffId: number; count: number }>;
  const load = new Map(
    counts.map((row) => [
      Number(row.staffId ?? (row as { staff_id?: number }).staff_id),
      Number(row.count),
    ]),
  );
  return staff.reduce((best, user) =>
    (load.get(user.id) ?? 0) < (load.get(best.id) ?? 0) ? user : best,
  );
}

export interface NewCase {
  title: string;
  caseType: string;
  priority: Priority;
  description: string;
  /** How the case came to be, for its first timeline entry ("from your AI intake conversation"). */
  origin: string;
  /**
   * The staff notification's title ("New case from AI intake"). Without it nobody is told: the
   * attorney opening the case is the one it is assigned to.
   */
  announcement?: string;
  /** "awaiting_acceptance" for an AI intake's (issue 36); active otherwise. */
  status?: CaseStatus;
  /** The incident's date, YYYY-MM-DD, when the client gave one. */
  incidentDate?: string | null;
  /** What it is a claim for, when the way it came in says (issue 38). */
  claimType?: ClaimType | null;
}

/**
 * Opens a case for a client in the caller's transaction: assigns it (to `assignee`, or to the
 * least busy attorney), writes its first timeline entry and a system message, and tells the
 * staff when there is an announcement.
 */
export async function openCase(
  client: PublicUser,
  input: NewCase,
  transaction: Transaction,
  options: { assignee?: Person; openedBy?: { id: number }; conflictCheck?: boolean } = {},
): Promise<PublicCase> {
  const assignee = options.assignee ?? (await pickAssignee(transaction));
  const attorney = fullName(assignee);
  const row = await LegalCase.create(
    {
      clientId: client.id,
      staffId: assignee?.id ?? null,
      title: input.title.slice(0, 255),
      caseType: input.caseType,
      status: input.status ?? "active",
      priority: input.priority,
      description: input.description,
      incidentDate: input.incidentDate ?? null,
      claimType: input.claimType ?? null,
    },
    { transaction },
  );
  const assigned = attorney ? `assigned to ${attorney}` : "waiting for an attorney to be assigned";
  const openedBy = options.openedBy ?? client;
  // The client is the case's first party: conflict checks find every matter of theirs.
  await writeParty(
    { name: fullName(client) ?? client.email, role: "client", caseId: row.id },
    transaction,
  );
  // A request becoming a case checks once its other parties are on it (submission-conversion).
  if (options.conflictCheck !== false) await recordConflictCheck({ caseId: row.id }, transaction);
  const waiting = row.status === "awaiting_acceptance";
  await CaseEvent.create(
    {
      caseId: row.id,
      title: "Case opened",
      description: `Opened ${input.origin} and ${assigned}${waiting ? ", awaiting acceptance" : ""}.`,
      eventType: "note",
      // The client's own case opening is theirs to read (events are otherwise the firm's own).
      sharedWithClient: true,
      createdBy: openedBy.id,
    },
    { transaction },
  );
  await Communication.create(
    {
      caseId: row.id,
      type: "system",
      subject: waiting ? "Request received" : "Case opened",
      content: waiting
        ? `Thank you: ${row.title} has reached the firm. An attorney will review it and accept it, or tell you here if the firm cannot take it on.`
        : `Your case ${row.title} has been opened and ${assigned}. You can follow its progress here.`,
      senderId: null,
      readAt: new Date(),
    },
    { transaction },
  );
  const opened = { staffId: assignee?.id ?? null, origin: input.origin };
  await audit(transaction, "case_opened", openedBy, ["case", row.id], opened);
  if (input.announcement) {
    await notifyStaff(
      {
        type: "case_update",
        title: input.announcement,
        message: `${fullName(client)} opened ${row.title} (${input.priority} urgency), ${assigned}${waiting ? ", awaiting acceptance" : ""}.`,
        actionUrl: caseUrl(row.id),
        relatedCaseId: row.id,
      },
      transaction,
    );
  }
  // The attorney it was given to (an intake's least busy, or the one named) is told by e-mail as
  // they chose; an attorney who opened it for themselves is not.
  if (assignee && assignee.id !== openedBy.id) {
    await queueAlerts(transaction, [assignee.id], {
      kind: "staff_assignment",
      about: caseRef(row.id),
      path: caseUrl(row.id),
    });
  }
  return toPublicCase(Object.assign(row, { staff: assignee }));
}

/** One case the user may see, presented; anyone else's answers 404. */
export async function getVisibleCase(user: PublicUser, caseId: unknown): Promise<PublicCase> {
  return toPublicCase(await findVisibleCase(user, caseId));
}

/**
 * One case with its client's contact details (the case page's overview, GET /api/cases/{id}).
 * Anyone who may not see it gets 404.
 */
export async function getCaseDetail(user: PublicUser, caseId: unknown) {
  const row = await findVisibleCase(user, caseId);
  // The conflict check is the firm's: its client never reads it.
  const firm = can(user, "parties", "case", caseOwners(row));
  const [{ client, conflict: check }, duplicates] = await Promise.all([
    clientAndConflictOf(row.id),
    firm ? possibleDuplicates(row) : [],
  ]);
  const conflict = firm ? await presentConflict(check, user) : null;
  const shown = toPublicCase(row);
  return {
    ...(firm ? shown : { ...clientCaseView(shown), priority: undefined }),
    incidentDate: row.incidentDate ?? null,
    jurisdiction: row.jurisdiction ?? null,
    claimType: row.claimType ?? null,
    // The limitation date is the firm's judgement (issue 38): its client never reads it.
    ...(firm ? { conflict, possibleDuplicates: duplicates, limitation: limitationOf(row) } : {}),
    client: client
      ? {
          ...pick(client, "id", "firstName", "lastName", "email", "phone"),
          /** Invited by the firm and has not set a password yet. */
          invited: client.passwordHash === NO_PASSWORD,
        }
      : null,
  };
}
export type CaseDetail = Awaited<ReturnType<typeof getCaseDetail>>;

let detailRead: { client: NamedColumns<User>; check: NamedColumns<ConflictCheck> } | null = null;
const CLIENT_FIELDS = ["id", "firstName", "lastName", "email", "phone", "passwordHash"] as const;

/**
 * The case page's second read, one hand-written statement: its client's contact details and its
 * conflict check (a `findByPk` and a `findOne` cost 0.5 ms of CPU more). The check is the firm's
 * to present; a client's page never shows it.
 */
async function clientAndConflictOf(caseId: number): Promise<{
  client: Pick<User, (typeof CLIENT_FIELDS)[number]> | null;
  conflict: StoredCheck | null;
}> {
  detailRead ??= {
    client: namedColumns(User, "u", CLIENT_FIELDS),
    check: namedColumns(ConflictCheck, "cc", ["id", "status", "matches", "note", "decidedAt"]),
  };
  const [row] = await sequelize.query<Record<string, unknown>>(
    `SELECT ${detailRead.client.select}, ${detailRead.check.select} FROM ${tableOf(LegalCase)} c
     LEFT JOIN ${tableOf(User)} u ON u.id = c.${columnOf(LegalCase, "clientId")}
     LEFT JOIN ${tableOf(ConflictCheck)} cc ON cc.${columnOf(ConflictCheck, "caseId")} = c.id
     WHERE c.id = ?`,
    { replacements: [caseId], type: QueryTypes.SELECT },
  );
  if (!row) return { client: null, conflict: null };
  const check = detailRead.check.valuesOf(row);
  return {
    client: row.u_id === null ? null : detailRead.client.valuesOf(row),
    conflict:
      row.cc_id === null
        ? null
        : {
            ...check,
            // A JSON column is text to SQLite and MariaDB, and parsed by MySQL's driver.
            matches: typeof check.matches === "string" ? JSON.parse(check.matches) : check.matches,
          },
  };
}

/** Two intakes this many days apart or closer, for the same client, may be the same incident. */
export const SAME_INCIDENT_DAYS = 7;
/** The most possible duplicates a case lists. */
const DUPLICATE_LIMIT = 10;

const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The client's other cases whose incident is within 7 days of this one's (issue 36): a second
 * intake for the same accident. Read from both sides, so each case names the other. One
 * client's cases by date, on the (client_id, incident_date) index.
 */
export async function possibleDuplicates(
  row: Pick<LegalCase, "id" | "clientId" | "incidentDate">,
  transaction?: Transaction,
): Promise<Array<{ id: number; title: string }>> {
  if (!row.incidentDate) return [];
  const others = await LegalCase.findAll({
    where: {
      clientId: row.clientId,
      incidentDate: {
        [Op.between]: [
          shiftDay(row.incidentDate, -SAME_INCIDENT_DAYS),
          shiftDay(row.incidentDate, SAME_INCIDENT_DAYS),
        ],
      },
      id: { [Op.ne]: row.id },
    },
    attributes: ["id", "title"],
    order: [["id", "ASC"]],
    limit: DUPLICATE_LIMIT,
    transaction,
  });
  return others.map((other) => ({ id: other.id, title: other.title }));
}

/** Marks the case as just worked on: the cases list puts it first. */
export async function touchCase(caseId: number, transaction: Transaction) {
  await LegalCase.update({ updatedAt: new Date() }, { where: { id: caseId }, transaction });
}
