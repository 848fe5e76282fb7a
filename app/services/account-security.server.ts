import { Op } from "sequelize";
import { Session, User, sequelize } from "~/models/index.server";
import { ChangePasswordSchema } from "~/utils/auth-schemas";
import { ServiceError } from "~/utils/service-error";
import { describeUserAgent } from "~/utils/user-agent";
import { parseOrThrow } from "~/utils/validation";
import { audit } from "./audit.server";
import { assertPasswordAllowed, type PublicUser } from "./auth.server";
import { hashPassword, hasPassword, verifyPassword } from "./password.server";
import { clearBucket, takeHitsOrRefuse, type Limit } from "./rate-limit.server";
import { ABSOLUTE_LIFETIME_MS, sessionHandle } from "./session.server";
import { WRONG_PASSWORD } from "./two-factor.server";

/**
 * The account page's rules (issue 11): changing one's password, and seeing and ending one's own
 * sessions. The caller passes the stored hash of the session it came with (`current`), which is
 * kept where the others end.
 */

/** Wrong current passwords allowed per account in a window. */
export const PASSWORD_CHANGE_LIMIT: Limit = { max: 5, windowMs: 15 * 60_000 };
export const SAME_PASSWORD = "Choose a new password, not the one you have now";
export const SESSION_NOT_FOUND = "That session has already ended";
/** The sessions list shows at most this many (newest activity first). */
export const SESSION_LIST_LIMIT = 50;

/**
 * Changes the password under the firm's policy, after the current one; every other session of
 * the account ends in the same transaction. The caller then gives this browser a new session id.
 */
export async function changePassword(
  user: PublicUser,
  input: unknown,
  meta: { ip: string; current: string | null },
): Promise<{ otherSessionsEnded: number }> {
  const values = parseOrThrow(ChangePasswordSchema, input);
  const bucket = `password-change:account:${user.id}`;
  await takeHitsOrRefuse([[bucket, PASSWORD_CHANGE_LIMIT]], "Too many wrong passwords.");
  const row = await User.findByPk(user.id);
  if (!row) throw new ServiceError(404, "User not found");
  const valid =
    hasPassword(row.passwordHash) &&
    (await verifyPassword(values.currentPassword, row.passwordHash));
  if (!valid) {
    await audit(null, "password_change_failed", row, ["user", row.id], null, meta.ip);
    throw new ServiceError(400, WRONG_PASSWORD, { currentPassword: [WRONG_PASSWORD] });
  }
  await clearBucket(bucket);
  if (values.newPassword === values.currentPassword) {
    throw new ServiceError(400, SAME_PASSWORD, { newPassword: [SAME_PASSWORD] });
  }
  await assertPasswordAllowed(values.newPassword, "newPassword");
  const passwordHash = await hashPassword(values.newPassword);
  return sequelize.transaction(async (transaction) => {
    await row.update({ passwordHash, passwordChangedAt: new Date() }, { transaction });
    const otherSessionsEnded = await Session.destroy({
      where: { userId: row.id, ...(meta.current ? { idHash: { [Op.ne]: meta.current } } : {}) },
      transaction,
    });
    await audit(
      transaction,
      "password_changed",
      row,
      ["user", row.id],
      { otherSessionsEnded },
      meta.ip,
    );
    return { otherSessionsEnded };
  });
}

export interface SessionRow {
  /** The handle to name it by (never the cookie's id). */
  id: string;
  device: string;
  ipAddress: string | null;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** The account's sessions that are still open, most recently used first. */
export async function listSessions(
  user: PublicUser,
  current: string | null,
): Promise<SessionRow[]> {
  const now = Date.now();
  const rows = await Session.findAll({
    where: {
      userId: user.id,
      expiresAt: { [Op.gt]: new Date(now) },
      createdAt: { [Op.gt]: new Date(now - ABSOLUTE_LIFETIME_MS) },
    },
    order: [["lastSeenAt", "DESC"]],
    limit: SESSION_LIST_LIMIT,
  });
  return rows.map((row) => ({
    id: sessionHandle(row.idHash),
    device: describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress,
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.idHash === current,
  }));
}

/** Ends one of the account's sessions, by its handle (this browser's own is signing out). */
export async function revokeSession(
  user: PublicUser,
  handle: string,
  meta: { ip: string; current: string | null },
): Promise<void> {
  const rows = await Session.findAll({
    where: { userId: user.id },
    attributes: ["idHash"],
    limit: 500,
  });
  const target = rows.find((row) => sessionHandle(row.idHash) === handle);
  if (!target) throw new ServiceError(404, SESSION_NOT_FOUND);
  await sequelize.transaction(async (transaction) => {
    await Session.destroy({ where: { idHash: target.idHash, userId: user.id }, transaction });
    const details = { current: target.idHash === meta.current };
    await audit(transaction, "session_revoked", user, ["user", user.id], details, meta.ip);
  });
}

/** "Sign out everywhere else": every session of the account but this one ends. */
export async function revokeOtherSessions(
  user: PublicUser,
  meta: { ip: string; current: string | null },
): Promise<number> {
  return sequelize.transaction(async (transaction) => {
    const ended = await Session.destroy({
      where: { userId: user.id, ...(meta.current ? { idHash: { [Op.ne]: meta.current } } : {}) },
      transaction,
    });
    await audit(transaction, "sessions_revoked", user, ["user", user.id], { ended }, meta.ip);
    return ended;
  });
}
