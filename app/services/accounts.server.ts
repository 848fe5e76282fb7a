import { Op, type Transaction, type WhereOptions } from "sequelize";
import { Session, User, sequelize } from "~/models/index.server";
import { pageWindow } from "~/components/ui/table-state";
import { CreateUserSchema, RoleChangeSchema } from "~/utils/admin-schemas";
import { iso } from "~/utils/pick";
import { authorize } from "~/utils/policy";
import { ROLES, type Role } from "~/utils/roles";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import { audit } from "./audit.server";
import { assertPasswordAllowed, insertAccount, toPublicUser, type PublicUser } from "./auth.server";
import { hasPassword } from "./password.server";

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
export interface ManagedUser extends PublicUser {
  /** active; invited (made by the firm, no password set yet); disabled by an administrator. */
  status: "active" | "invited" | "disabled";
  disabledAt: string | null;
  /** Whether the account signs in with two-factor (an administrator can reset it). */
  twoFactor: boolean;
}

const toManagedUser = (row: User): ManagedUser => ({
  ...toPublicUser(row),
  twoFactor: Boolean(row.twoFactorEnabledAt),
  status: row.disabledAt ? "disabled" : hasPassword(row.passwordHash) ? "active" : "invited",
  disabledAt: row.disabledAt ? iso(row.disabledAt) : null,
});

export interface UserFilters {
  /** Words of the name or email. */
  q?: string;
  role?: Role;
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

/** A staff or client account made by an administrator (spec: Admin create user). */
export async function createUser(
  user: PublicUser | null,
  input: unknown,
  meta: { ip: string },
): Promise<PublicUser> {
  authorize(user, "create", "user");
  const values = parseOrThrow(CreateUserSchema, input);
  await assertPasswordAllowed(values.password);
  return insertAccount(values, { action: "user_created", by: user, ip: meta.ip });
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

/** A role named in a URL's filter, or undefined. */
export const roleFilter = (value: string | null): Role | undefined =>
  ROLES.find((role) => role === value);
