import { QueryTypes, type Attributes, type Transaction } from "sequelize";
import { TimeEntry, User, sequelize } from "~/models/index.server";
import { columnOf, tableOf } from "~/models/named-columns.server";
import { TimeEntrySchema } from "~/utils/money-schemas";
import { fullName } from "~/utils/person";
import { iso, pick } from "~/utils/pick";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { pageOf, type Page } from "../injury/pages.server";
import { PERSON_FIELDS } from "../people.server";
import { moneyCase } from "./case-access.server";

/**
 * The time the firm's people spend on a case (issue 41): who, which day, how many minutes, what
 * kind of work and what was done. A contingency fee is not billed by the hour, but a fee petition
 * or a lodestar cross-check asks for it. The case's attorney or an administrator (moneyCase).
 */

type StaffName = { firstName: string; lastName: string } | null;

export function toPublicTimeEntry(row: Attributes<TimeEntry>, staff: StaffName) {
  return {
    ...pick(row, "id", "staffId", "workedOn", "minutes", "activity"),
    staffName: fullName(staff),
    description: row.description ?? null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
export type PublicTimeEntry = ReturnType<typeof toPublicTimeEntry>;

export type TimeEntryPage = Page<PublicTimeEntry> & { totalMinutes: number };

const FIX = "Please correct the highlighted fields.";

/** The entry's staff member, joined to a page of entries (nested under `staff`). */
function staffJoin() {
  const quote = (name: string) => sequelize.getQueryInterface().quoteIdentifier(name);
  return {
    sql: `LEFT JOIN ${tableOf(User)} AS staff
            ON staff.${columnOf(User, "id")} = ${quote(TimeEntry.name)}.${columnOf(TimeEntry, "staffId")}`,
    select: [
      `staff.${columnOf(User, "firstName")} AS ${quote("staff.firstName")}`,
      `staff.${columnOf(User, "lastName")} AS ${quote("staff.lastName")}`,
    ].join(", "),
  };
}

/** A page's row with its staff member's name (nulls if the join found no one). */
type JoinedRow = Attributes<TimeEntry> & {
  staff?: { firstName: string | null; lastName: string | null };
};

const staffOf = ({ staff }: JoinedRow): StaffName =>
  staff?.firstName == null ? null : { firstName: staff.firstName, lastName: staff.lastName ?? "" };

/** The minutes of all the case's entries, summed by the database. */
async function totalMinutesOf(caseId: number): Promise<number> {
  const [row] = await sequelize.query<{ total: unknown }>(
    `SELECT COALESCE(SUM(minutes), 0) AS total FROM time_entries WHERE case_id = ?`,
    { replacements: [caseId], type: QueryTypes.SELECT },
  );
  // MySQL hands SUM back as text.
  return Number(row?.total ?? 0);
}

/** The case's time, the latest day worked first, a page at a time, with its minutes in all. */
export async function listTimeEntries(
  user: PublicUser,
  caseId: unknown,
  page = 1,
): Promise<TimeEntryPage> {
  const legalCase = await moneyCase(user, caseId);
  const [entries, totalMinutes] = await Promise.all([
    pageOf(
      TimeEntry,
      {
        where: { caseId: legalCase.id },
        order: [
          ["workedOn", "DESC"],
          ["id", "DESC"],
        ],
        join: staffJoin(),
      },
      page,
      (rows) => (rows as JoinedRow[]).map((row) => toPublicTimeEntry(row, staffOf(row))),
    ),
    totalMinutesOf(legalCase.id),
  ]);
  return { ...entries, totalMinutes };
}

/**
 * Who did the work: the one the entry names, else the caller if they are staff (an administrator
 * must name someone). Only the firm's people, staff or administrators, log time.
 */
async function workerOf(user: PublicUser, named: number | null, transaction: Transaction) {
  const staffId = named ?? (user.role === "staff" ? user.id : null);
  if (staffId === null) {
    throw new ServiceError(400, FIX, { staffId: ["Choose who did the work"] });
  }
  const staff = await User.findOne({
    where: { id: staffId, role: ["staff", "admin"] },
    attributes: [...PERSON_FIELDS],
    transaction,
  });
  if (!staff) {
    throw new ServiceError(400, FIX, { staffId: ["Choose a member of the firm's staff"] });
  }
  return staff;
}

export async function addTimeEntry(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
): Promise<PublicTimeEntry> {
  const legalCase = await moneyCase(user, caseId);
  const { staffId: named, ...values } = parseOrThrow(TimeEntrySchema, input);
  return sequelize.transaction(async (transaction) => {
    const staff = await workerOf(user, named, transaction);
    const entry = await TimeEntry.create(
      { ...values, staffId: staff.id, caseId: legalCase.id },
      { transaction },
    );
    await audit(transaction, "time_entry_added", user, ["case", legalCase.id], {
      timeEntryId: entry.id,
      staffId: staff.id,
      minutes: entry.minutes,
    });
    return toPublicTimeEntry(entry, staff);
  });
}
