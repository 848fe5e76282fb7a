import { Op } from "sequelize";
import { User } from "~/models/index.server";
import { authorize } from "~/utils/policy";
import { pick } from "~/utils/pick";
import { fullName, type Person } from "~/utils/person";
import type { PublicUser } from "./auth.server";

/** Just what a name needs: what a query includes for a record's person. */
/** The fields that name someone (a Person). */
export const PERSON_FIELDS = ["id", "firstName", "lastName"] as const;

export const toPerson = (user: Person): Person => pick(user, ...PERSON_FIELDS);

/** A record's person (attorney, sender, uploader, assignee) as a query's include. */
export const personAs = (as: string) => ({ model: User, as, attributes: [...PERSON_FIELDS] });

/**
 * A firm with at most this many attorneys picks one from a drop-down of them all; a larger one types
 * a name or email that the server resolves (resolveStaff), so no list is ever cut short unsaid.
 */
export const STAFF_SELECT_MAX = 100;
const STAFF_PAGE_MAX = 100;

/** A page of the attorneys whose names match, by name, and whether more follow. */
export interface StaffPage {
  staff: Person[];
  hasMore: boolean;
}

/** The words of a typed name, without LIKE's wildcards (no name needs them). */
const nameWords = (q: string) =>
  q
    .replace(/[%_\\]/g, "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .slice(0, 4);

const BY_NAME: Array<[string, string]> = [
  ["lastName", "ASC"],
  ["firstName", "ASC"],
  ["id", "ASC"],
];

/** Staff whose first or last name starts with each of the words. */
const namesLike = (words: string[]) => ({
  role: "staff",
  [Op.and]: words.map((word) => ({
    [Op.or]: [{ firstName: { [Op.like]: `${word}%` } }, { lastName: { [Op.like]: `${word}%` } }],
  })),
});

/**
 * The firm's staff attorneys by name (last, first) whose first or last name starts with each word
 * of `q` (all of them without it), `limit` at a time: read in the order of users_role_name, so a
 * page costs what it shows.
 */
export async function searchStaff(
  user: PublicUser,
  { q = "", limit = 20, page = 1 }: { q?: string; limit?: number; page?: number } = {},
): Promise<StaffPage> {
  authorize(user, "read", "staffMember");
  const size = Math.min(Math.max(1, Math.floor(limit)), STAFF_PAGE_MAX);
  const rows = (await User.findAll({
    where: namesLike(nameWords(q)),
    attributes: [...PERSON_FIELDS],
    order: BY_NAME,
    limit: size + 1,
    offset: (Math.max(1, Math.floor(page)) - 1) * size,
    // Plain rows: a choice list of a busy firm's attorneys built no model instances.
    raw: true,
  })) as unknown as Person[];
  return { staff: rows.slice(0, size).map(toPerson), hasMore: rows.length > size };
}

/**
 * What a form offers to choose an attorney: all of them (`complete`, a drop-down), or, in a firm
 * with more than STAFF_SELECT_MAX, the first ones by name as suggestions for a typed name.
 */
export async function staffChoices(user: PublicUser) {
  const { staff, hasMore } = await searchStaff(user, { limit: STAFF_SELECT_MAX });
  return { staff, complete: !hasMore };
}

export type StaffChoices = Awaited<ReturnType<typeof staffChoices>>;

/**
 * The one attorney a typed name or email means, or why there is none: no match, or several (named,
 * with their emails, so the next try can be one of them). A full name that is exactly someone's
 * wins over the longer names it begins.
 */
export async function resolveStaff(
  user: PublicUser,
  typed: string,
): Promise<{ person: Person } | { error: string }> {
  authorize(user, "read", "staffMember");
  const text = typed.trim();
  const none = { error: `No attorney matches \u201c${text}\u201d` };
  // "Ann Lee (ann@firm.example)", "ann@firm.example": the email decides.
  const email = /[<(]?([^\s<>()]+@[^\s<>()]+?)[>)]?$/.exec(text)?.[1];
  const words = nameWords(text);
  if (!email && words.length === 0) return none;
  const rows = (await User.findAll({
    where: email ? { role: "staff", email: email.toLowerCase() } : namesLike(words),
    attributes: [...PERSON_FIELDS, "email"],
    order: BY_NAME,
    limit: 6,
    raw: true,
  })) as unknown as Array<Person & { email: string }>;
  const exact = rows.filter((row) => fullName(row)!.toLowerCase() === text.toLowerCase());
  const one = rows.length === 1 ? rows[0] : exact.length === 1 ? exact[0] : undefined;
  if (one) return { person: toPerson(one) };
  if (rows.length === 0) return none;
  const named = rows.slice(0, 5).map((row) => `${fullName(row)} (${row.email})`);
  return {
    error: `Several attorneys match \u201c${text}\u201d: ${named.join(", ")}${rows.length > 5 ? " and more" : ""}. Type more of the name, or the email`,
  };
}

/**
 * The attorneys a typed list names (each a name or email, as resolveStaff reads it), by id, once
 * each; or, when any of them means no one or several, why, for every such name (so one try can
 * fix them all).
 */
export async function resolveStaffList(
  user: PublicUser,
  names: ReadonlyArray<string>,
): Promise<{ ids: number[] } | { error: string }> {
  const found = await Promise.all(names.map((name) => resolveStaff(user, name)));
  const errors = found.flatMap((one) => ("error" in one ? [one.error] : []));
  if (errors.length > 0) return { error: `${errors.join(". ")}.` };
  return {
    ids: [...new Set(found.flatMap((one) => ("person" in one ? [one.person.id] : [])))],
  };
}

/** The staff members of these ids, by name (an id that is no attorney's is left out). */
export async function staffByIds(user: PublicUser, ids: ReadonlyArray<number>): Promise<Person[]> {
  authorize(user, "read", "staffMember");
  if (ids.length === 0) return [];
  const rows = (await User.findAll({
    where: { id: [...new Set(ids)], role: "staff" },
    attributes: [...PERSON_FIELDS],
    order: BY_NAME,
    raw: true,
  })) as unknown as Person[];
  return rows.map(toPerson);
}

/**
 * Resolves the typed attorneys of a posted form's `fields` in place: a name or email becomes the
 * one attorney's id, or an error for the field (`typed` keeps what was typed, for the form sent
 * back). An empty value or an id is left to the form's own checks.
 */
export async function resolveStaffFields(
  user: PublicUser | null,
  formData: FormData,
  fields: ReadonlyArray<string>,
) {
  const errors: Record<string, string[]> = {};
  const typed: Record<string, string> = {};
  for (const field of fields) {
    const text = String(formData.get(field) ?? "").trim();
    if (!user || text === "" || /^\d+$/.test(text)) continue;
    typed[field] = text;
    const found = await resolveStaff(user, text);
    if ("person" in found) formData.set(field, String(found.person.id));
    else errors[field] = [found.error];
  }
  return { errors, typed };
}

/** An attorney as a typed box shows them: their name and email, which resolveStaff reads back. */
export async function staffLabel(id: number | null): Promise<string | null> {
  if (id === null) return null;
  const row = await User.findOne({
    where: { id, role: "staff" },
    attributes: ["firstName", "lastName", "email"],
  });
  return row ? `${fullName(row)} (${row.email})` : null;
}

/** The staff member with this id, or null (a client's or an admin's id is not one). */
export async function findStaff(id: number): Promise<Person | null> {
  const row = await User.findOne({ where: { id, role: "staff" }, attributes: [...PERSON_FIELDS] });
  return row ? toPerson(row) : null;
}
