import { Op, type Transaction, type WhereOptions } from "sequelize";
import { Session, User, sequelize } from "~/models/index.server";
import { pageWindow } from "~/components/ui/table-state";
import {
  CreateUserSchema,
  FirstAdministratorSchema,
  RoleChangeSchema,
} from "~/utils/admin-schemas";
import type { NewInvitation } from "~/utils/invitation-words";
import { iso } from "~/utils/pick";
import { authorize } from "~/utils/policy";
import { ROLES, STAFF_REQUESTS, type Role, type StaffRequest } from "~/utils/roles";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import { audit } from "./audit.server";
import { assertPasswordAllowed, insertAccount, toPublicUser, type PublicUser } from "./auth.server";
import { createInvitation } from "./invitations.server";
import { notifyUsers } from "./notifications.server";
import { NO_PASSWORD, hashPassword, hasPassword } from "./password.server";
import { DECIDE_REQUEST_FIRST, NO_PENDING_REQUEST } from "./staff-requests.server";

/**
 * The administrator's User Management: every account, paged and searched; a new staff or client
 * account; a role change; disabling and re-enabling. The firm always keeps an administrator who
 * can sign in: nobody demotes or disables themselves or the last one.
 */

export const USER_PAGE_SIZE = 25;
const MAX_QUERY = 100;

export const USER_NOT_FOUND = "User not found";
export const LAST_ADMIN = "The firm must keep at least one active administrator";
export const NOT_YOURSELF = {
  role: "You cannot change your own role",
  disable: "You cannot disable your own account",
} as const;

/** An account as User Management lists it. */
export interface ManagedUser extends Omit<PublicUser, "staffRequest"> {
  /** active; invited (made by the firm, no password set yet); disabled by an administrator. */
  status: "active" | "invited" | "disabled";
  disabledAt: string | null;
  /** Whether the account signs in with two-factor (an administrator can reset it). */
  twoFactor: boolean;
  /** A request to be staff: waiting for a decision, declined, or none (null). */
  staffRequest: StaffRequest | null;
}

const toManagedUser = (row: User): ManagedUser => ({
  ...toPublicUser(row),
  twoFactor: Boolean(row.twoFactorEnabledAt),
  status: row.disabledAt ? "disabled" : hasPassword(row.passwordHash) ? "active" : "invited",
  disabledAt: row.disabledAt ? iso(row.disabledAt) : null,
  staffRequest: row.staffRequest ?? null,
});

export interface UserFilters {
  /** Words of the name or email. */
  q?: string;
  role?: Role;
  /** Only accounts whose request to be staff stands so. */
  request?: StaffRequest;
  page?: number;
}

/** The search's words, without the characters LIKE treats as wildcards. */
const searchWords = (q: string | undefined) =>
  (q ?? "")
    .slice(0, MAX_QUERY)
    .replace(/[%_\\]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5);

/** Accounts, newest first, one page at a time with the total. */
export async function listUsers(user: PublicUser | null, filters: UserFilters = {}) {
  authorize(user, "read", "user");
  const words = searchWords(filters.q);
  const where: WhereOptions = {
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.request ? { staffRequest: filters.request } : {}),
    ...(words.length > 0
      ? {
          [Op.and]: words.map((word) => ({
            [Op.or]: ["firstName", "lastName", "email"].map((field) => ({
              [field]: { [Op.like]: `%${word}%` },
            })),
          })),
        }
      : {}),
  };
  const total = await User.count({ where });
  const window = pageWindow(filters.page ?? 1, total, USER_PAGE_SIZE);
  const rows = await User.findAll({
    where,
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
    limit: window.limit,
    offset: window.offset,
  });
  return { users: rows.map(toManagedUser), total, page: window.page, pageCount: window.pageCount };
}

/** How many requests to be staff wait for a decision (User Management says so above the list). */
export async function countPendingRequests(user: PublicUser | null): Promise<number> {
  authorize(user, "read", "user");
  return User.count({ where: { staffRequest: "pending" } });
}

export const PASSWORD_NOT_ACCEPTED =
  "A password is not accepted: the person sets their own from the invitation e-mail.";

/** Who made an account or a link, from where (the request's origin, for the e-mail's link). */
interface AdminRequestMeta {
  ip: string;
  origin?: string | null;
}

/**
 * A staff or client account made by an administrator, the role theirs to fix. It has no password:
 * the invitation e-mail's link (7 days, once) lets the person choose their own. A password sent
 * with it is refused (400). The link is answered this once as well (the database keeps only its
 * hash), for the administrator on the phone with them.
 */
export async function createUser(
  user: PublicUser | null,
  input: unknown,
  meta: AdminRequestMeta,
): Promise<{ user: ManagedUser; invitation: NewInvitation }> {
  authorize(user, "create", "user");
  refuseAPassword(input);
  const account = parseOrThrow(CreateUserSchema, input);
  const by = user!;
  const { user: created, extra: invitation } = await insertAccount(
    account,
    NO_PASSWORD,
    { action: "user_created", by, ip: meta.ip },
    async (row, transaction) => {
      const made = await createInvitation(
        row,
        { caseId: null, by, origin: meta.origin },
        transaction,
      );
      await audit(transaction, "invitation_created", by, ["user", row.id], null, meta.ip);
      return made;
    },
  );
  return { user: await managedUser(created.id), invitation: invitation! };
}

/** A password in the request (an empty or null one is none): the person chooses their own. */
function refuseAPassword(input: unknown): void {
  if (typeof input !== "object" || input === null || !("password" in input)) return;
  const { password } = input as { password: unknown };
  if (password === "" || password === null || password === undefined) return;
  throw new ServiceError(400, PASSWORD_NOT_ACCEPTED, { password: [PASSWORD_NOT_ACCEPTED] });
}

export const ADMINISTRATOR_EXISTS =
  "The firm already has an active administrator. Sign in as them and create accounts under Administration, User Management.";

/**
 * The firm's first administrator, made by `npm run create-admin` (nobody is signed in): refused
 * (409) while any active administrator exists, and under the firm's password policy. Audited as
 * made by no one.
 */
export async function createFirstAdministrator(input: unknown): Promise<PublicUser> {
  const values = parseOrThrow(FirstAdministratorSchema, input);
  const anyAdministrator = () => User.count({ where: { role: "admin", disabledAt: null } });
  if ((await anyAdministrator()) > 0) throw new ServiceError(409, ADMINISTRATOR_EXISTS);
  await assertPasswordAllowed(values.password);
  const { password, ...account } = values;
  const { user } = await insertAccount(
    { ...account, role: "admin" },
    await hashPassword(password),
    { action: "administrator_created", by: null, ip: null },
  );
  return user;
}

async function managedUser(id: number): Promise<ManagedUser> {
  const row = await User.findByPk(id);
  if (!row) throw new ServiceError(404, USER_NOT_FOUND);
  return toManagedUser(row);
}

/**
 * The account, locked for this transaction, with every active administrator locked too: two
 * administrators demoting each other at once cannot both pass the last-admin rule.
 */
async function lockForChange(id: number, transaction: Transaction) {
  const target = await User.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!target) throw new ServiceError(404, USER_NOT_FOUND);
  const admins = await User.findAll({
    where: { role: "admin", disabledAt: null },
    attributes: ["id"],
    order: [["id", "ASC"]],
    limit: 2,
    transaction,
    lock: transaction.LOCK.UPDATE,
  });
  return { target, otherActiveAdmins: admins.filter((admin) => admin.id !== id).length };
}

/** Refuses a change that would leave the firm without an active administrator. */
function keepAnAdmin(target: User, otherActiveAdmins: number) {
  if (target.role === "admin" && !target.disabledAt && otherActiveAdmins === 0) {
    throw new ServiceError(409, LAST_ADMIN);
  }
}

/** Gives an account another role (PATCH /api/admin/users/{id}/role and the table's buttons). */
export async function changeRole(
  user: PublicUser | null,
  id: number,
  input: unknown,
  meta: { ip: string },
): Promise<ManagedUser> {
  authorize(user, "update", "user");
  const { role } = parseOrThrow(RoleChangeSchema, input);
  if (id === user!.id) throw new ServiceError(400, NOT_YOURSELF.role);
  return sequelize.transaction(async (transaction) => {
    const { target, otherActiveAdmins } = await lockForChange(id, transaction);
    if (target.staffRequest === "pending") throw new ServiceError(409, DECIDE_REQUEST_FIRST);
    if (target.role === role) return toManagedUser(target);
    if (role !== "admin") keepAnAdmin(target, otherActiveAdmins);
    const from = target.role;
    await target.update({ role }, { transaction });
    // A change of privilege: the account's sessions end, and it signs in again under the new role.
    await Session.destroy({ where: { userId: id }, transaction });
    await audit(transaction, "user_role_changed", user, ["user", id], { from, to: role }, meta.ip);
    return toManagedUser(target);
  });
}

/**
 * Disables an account (it cannot sign in, and every session it has ends now) or enables it
 * again. Its records and history stay.
 */
export async function setUserDisabled(
  user: PublicUser | null,
  id: number,
  disabled: boolean,
  meta: { ip: string },
): Promise<ManagedUser> {
  authorize(user, "update", "user");
  if (disabled && id === user!.id) throw new ServiceError(400, NOT_YOURSELF.disable);
  return sequelize.transaction(async (transaction) => {
    const { target, otherActiveAdmins } = await lockForChange(id, transaction);
    if (Boolean(target.disabledAt) === disabled) return toManagedUser(target);
    if (disabled) keepAnAdmin(target, otherActiveAdmins);
    await target.update({ disabledAt: disabled ? new Date() : null }, { transaction });
    if (disabled) await Session.destroy({ where: { userId: id }, transaction });
    const action = disabled ? "user_disabled" : "user_enabled";
    await audit(transaction, action, user, ["user", id], null, meta.ip);
    return toManagedUser(target);
  });
}

/**
 * Approves a request to be staff (User Management's Approve, POST /api/admin/users/{id}/approve):
 * the account becomes staff, the request is settled, its sessions end (a change of privilege: it
 * signs in again as staff) and the person is told. 404 for no such account, 409 for one with no
 * request waiting.
 */
export async function approveStaffRequest(
  user: PublicUser | null,
  id: number,
  meta: { ip: string },
): Promise<ManagedUser> {
  authorize(user, "update", "user");
  return sequelize.transaction(async (transaction) => {
    const target = await lockPendingRequest(id, transaction);
    await target.update({ role: "staff", staffRequest: null }, { transaction });
    await Session.destroy({ where: { userId: id }, transaction });
    await audit(transaction, "staff_request_approved", user, ["user", id], null, meta.ip);
    await notifyUsers(
      [id],
      {
        type: "system",
        title: "Your staff account is approved",
        message: "An administrator approved your request. Sign in again to open the dashboard.",
        actionUrl: "/dashboard",
      },
      transaction,
    );
    return toManagedUser(target);
  });
}

/**
 * Declines a request to be staff (Decline, POST /api/admin/users/{id}/decline): the account is
 * disabled, keeping its records, its sessions end, and the request stays marked declined (signing
 * in says so). 404 for no such account, 409 for one with no request waiting.
 */
export async function declineStaffRequest(
  user: PublicUser | null,
  id: number,
  meta: { ip: string },
): Promise<ManagedUser> {
  authorize(user, "update", "user");
  return sequelize.transaction(async (transaction) => {
    const target = await lockPendingRequest(id, transaction);
    await target.update(
      { staffRequest: "declined", disabledAt: target.disabledAt ?? new Date() },
      { transaction },
    );
    await Session.destroy({ where: { userId: id }, transaction });
    await audit(transaction, "staff_request_declined", user, ["user", id], null, meta.ip);
    return toManagedUser(target);
  });
}

export const ALREADY_HAS_PASSWORD = "This person has already set a password and can sign in.";

/**
 * A new invitation for an account that has no password yet (the first was lost or expired):
 * e-mailed, and the links made before stop working. Answers its link, shown once. 404 for no such
 * account, 409 for one whose owner has set a password.
 */
export async function reinviteUser(
  user: PublicUser | null,
  id: number,
  meta: AdminRequestMeta,
): Promise<{ user: ManagedUser; invitation: NewInvitation }> {
  authorize(user, "update", "user");
  return sequelize.transaction(async (transaction) => {
    const target = await User.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!target) throw new ServiceError(404, USER_NOT_FOUND);
    if (hasPassword(target.passwordHash)) throw new ServiceError(409, ALREADY_HAS_PASSWORD);
    const invitation = await createInvitation(
      target,
      { caseId: null, by: user!, origin: meta.origin },
      transaction,
    );
    await audit(transaction, "invitation_created", user, ["user", id], null, meta.ip);
    return { user: toManagedUser(target), invitation };
  });
}

/** The account, locked for this transaction, with a request that waits: else 404 or 409. */
async function lockPendingRequest(id: number, transaction: Transaction) {
  const target = await User.findByPk(id, { transaction, lock: transaction.LOCK.UPDATE });
  if (!target) throw new ServiceError(404, USER_NOT_FOUND);
  if (target.staffRequest !== "pending") throw new ServiceError(409, NO_PENDING_REQUEST);
  return target;
}

/** A role named in a URL's filter, or undefined. */
export const roleFilter = (value: string | null): Role | undefined =>
  ROLES.find((role) => role === value);

/** A request state named in a URL's filter, or undefined. */
export const requestFilter = (value: string | null): StaffRequest | undefined =>
  STAFF_REQUESTS.find((state) => state === value);
