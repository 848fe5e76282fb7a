import { setTimeout as sleep } from "node:timers/promises";
import { Op } from "sequelize";
import { PasswordReset, Session, User, sequelize } from "~/models/index.server";
import { ForgotPasswordSchema, SetPasswordSchema } from "~/utils/auth-schemas";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import { assertPasswordAllowed } from "./auth.server";
import { audit } from "./audit.server";
import { hashToken, isLinkToken, newLinkToken } from "./link-tokens.server";
import { mailLink, queueMail } from "./mail/outbox.server";
import { hashPassword } from "./password.server";
import { takeHitsOrRefuse, type Limit } from "./rate-limit.server";
import { getSettings } from "./settings.server";

/**
 * "Forgot your password?" (issue 37 item 2). Asking always answers the same, whether or not an
 * account has the address, and in the same time; when one does, a link is e-mailed (through the
 * outbox, in the transaction that makes it). The link sets a new password under the firm's
 * policy, once, within an hour; it ends every session of the account. Two-factor, where on, is
 * still asked at the next sign-in.
 */

export const RESET_LINK_MINUTES = 60;
export const RESET_REQUESTED =
  "If an account exists for that address, we have sent a link to set a new password. It works for one hour.";
export const RESET_DONE = "Your password has been changed. Sign in with your new password.";
export const RESET_EXPIRED = "This password reset link has expired. Ask for a new one.";
export const RESET_USED =
  "This password reset link has already been used. Ask for a new one if you need it.";
export const RESET_UNKNOWN = "This password reset link is not valid. Ask for a new one.";

/** Requests per address (as sign-in's) and per email (a mailbox is not flooded) in a window. */
export const RESET_ADDRESS_LIMIT: Limit = { max: 20, windowMs: 15 * 60_000 };
export const RESET_EMAIL_LIMIT: Limit = { max: 3, windowMs: 60 * 60_000 };
/** Every request takes at least this long, so the time does not tell whether an account exists. */
const ANSWER_MS = 400;

export const resetPath = (token: string) => `/reset-password/${token}`;

/**
 * Sends a reset link to the account with this address, if there is one that is not disabled; the
 * links sent before stop working. Answers nothing: the caller says RESET_REQUESTED either way.
 */
export async function requestPasswordReset(
  input: unknown,
  meta: { ip: string; origin?: string },
): Promise<void> {
  const { email } = parseOrThrow(ForgotPasswordSchema, input);
  const started = Date.now();
  await takeHitsOrRefuse(
    [
      [`password-reset:address:${meta.ip}`, RESET_ADDRESS_LIMIT],
      [`password-reset:email:${email}`, RESET_EMAIL_LIMIT],
    ],
    "Too many password reset requests.",
  );
  try {
    const user = await User.findOne({ where: { email } });
    if (!user || user.disabledAt) return;
    const { siteTitle } = await getSettings();
    const { token, tokenHash } = newLinkToken();
    await sequelize.transaction(async (transaction) => {
      const now = new Date();
      await PasswordReset.update(
        { expiresAt: now },
        { where: { userId: user.id, usedAt: null, expiresAt: { [Op.gt]: now } }, transaction },
      );
      await PasswordReset.create(
        {
          userId: user.id,
          tokenHash,
          expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
          usedAt: null,
        },
        { transaction },
      );
      await queueMail(transaction, {
        kind: "password_reset",
        to: { id: user.id, email: user.email },
        subject: `Reset your ${siteTitle} password`,
        text: [
          `Hello ${user.firstName},`,
          "",
          `Someone asked to reset the password of your ${siteTitle} account. To choose a new one, open this link within an hour:`,
          "",
          mailLink(resetPath(token), meta.origin),
          "",
          "The link works once. If you did not ask for it, you can ignore this e-mail: your password stays as it is.",
        ].join("\n"),
      });
      await audit(transaction, "password_reset_requested", user, ["user", user.id], null, meta.ip);
    });
  } finally {
    await sleep(Math.max(0, ANSWER_MS - (Date.now() - started)));
  }
}

async function findByToken(token: unknown) {
  if (!isLinkToken(token)) return null;
  return PasswordReset.findOne({ where: { tokenHash: hashToken(token) } });
}

function refusal(row: PasswordReset | null, now = new Date()): ServiceError | null {
  if (!row) return new ServiceError(404, RESET_UNKNOWN);
  if (row.usedAt) return new ServiceError(410, RESET_USED);
  if (row.expiresAt.getTime() <= now.getTime()) return new ServiceError(410, RESET_EXPIRED);
  return null;
}

/** The reset a link names, for its page: whose address it is for, or why it cannot be used. */
export async function openPasswordReset(token: unknown): Promise<{ email: string }> {
  const row = await findByToken(token);
  const refused = refusal(row);
  if (refused) throw refused;
  const user = await User.findByPk(row!.userId, { attributes: ["email"] });
  if (!user) throw new ServiceError(404, RESET_UNKNOWN);
  return { email: user.email };
}

/**
 * Sets the new password (typed twice on the page; the API may send it once) and uses the link
 * up, in one transaction with ending every session of the account: of two tabs sending at once,
 * one wins and the other is told the link was used. Audited.
 */
export async function resetPassword(
  token: unknown,
  input: unknown,
  meta: { ip: string },
): Promise<void> {
  const typed = input as Record<string, unknown> | null;
  const { password } = parseOrThrow(
    SetPasswordSchema,
    typed && typeof typed === "object" && !("confirmPassword" in typed)
      ? { ...typed, confirmPassword: typed.password }
      : input,
  );
  const found = await findByToken(token);
  const refusedFirst = refusal(found);
  if (refusedFirst) throw refusedFirst;
  await assertPasswordAllowed(password);
  const passwordHash = await hashPassword(password);
  await sequelize.transaction(async (transaction) => {
    const now = new Date();
    const [taken] = await PasswordReset.update(
      { usedAt: now },
      { where: { id: found!.id, usedAt: null, expiresAt: { [Op.gt]: now } }, transaction },
    );
    if (taken === 0) {
      throw refusal(await found!.reload({ transaction })) ?? new ServiceError(410, RESET_USED);
    }
    // Any other link still out for the account stops working too.
    await PasswordReset.update(
      { expiresAt: now },
      { where: { userId: found!.userId, usedAt: null, expiresAt: { [Op.gt]: now } }, transaction },
    );
    const user = await User.findByPk(found!.userId, { transaction });
    if (!user) throw new ServiceError(404, RESET_UNKNOWN);
    await user.update({ passwordHash, passwordChangedAt: now }, { transaction });
    const sessionsEnded = await Session.destroy({ where: { userId: user.id }, transaction });
    await audit(transaction, "password_reset", user, ["user", user.id], { sessionsEnded }, meta.ip);
  });
}
