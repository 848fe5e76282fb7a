import { randomBytes, randomInt, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";
import { Op, type Transaction } from "sequelize";
import { RecoveryCode, Session, User, sequelize } from "~/models/index.server";
import {
  DisableTwoFactorSchema,
  EnableTwoFactorSchema,
  TwoFactorCodeSchema,
} from "~/utils/auth-schemas";
import { authorize } from "~/utils/policy";
import type { Role } from "~/utils/roles";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import { audit } from "./audit.server";
import { toPublicUser, type PublicUser } from "./auth.server";
import { hasPassword, verifyPassword } from "./password.server";
import { clearBucket, giveBack, takeHitsOrRefuse, type Limit } from "./rate-limit.server";
import { seal, unseal } from "./secret-box.server";
import { getSettings } from "./settings.server";
import { readChallenge, spendChallenge } from "./sign-in-challenge.server";

/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238: 30-second steps, 6 digits,
 * SHA-1, as every authenticator app reads a QR code), and ten one-time recovery codes. The
 * shared secret is stored encrypted; a code is accepted once (the last accepted time step is
 * kept, and only a later one passes); failed codes count against the account.
 */

const SECRET_PURPOSE = "two-factor-secret";
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes allowed per account in a window, whichever form asks for one. */
export const CODE_LIMIT: Limit = { max: 5, windowMs: 15 * 60_000 };

export const INVALID_CODE =
  "That code is not valid. Enter the current code from your authenticator app or an unused recovery code.";
export const INVALID_SETUP_CODE =
  "That code is not valid. Enter the current 6-digit code your authenticator app shows for this account.";
export const WRONG_PASSWORD = "That password is not correct";
export const TWO_FACTOR_OFF_BY_FIRM =
  "Two-factor sign-in is turned off for this firm. Ask your administrator.";
export const TWO_FACTOR_REQUIRED_BY_FIRM =
  "Your firm requires two-factor sign-in for its staff, so it cannot be turned off.";
export const TWO_FACTOR_SETUP_REQUIRED =
  "Your firm requires two-factor sign-in. Set it up on your account page (/account/two-factor) to continue.";
export const ALREADY_ON = "Two-factor sign-in is already on for this account.";
export const NOT_ON = "Two-factor sign-in is not on for this account.";
export const NOT_YOURSELF_RESET =
  "Use your own account page to change your own two-factor sign-in.";

const bucketFor = (userId: number) => `two-factor:account:${userId}`;

/** True when the firm's setting requires this role to use two-factor sign-in. */
export async function firmRequiresTwoFactor(role: Role): Promise<boolean> {
  return role !== "client" && (await getSettings()).twoFactor === "required";
}

/** True when this account must set two-factor up before it may do anything else. */
export async function mustEnrol(user: Pick<User, "role" | "twoFactorEnabledAt">) {
  return !user.twoFactorEnabledAt && (await firmRequiresTwoFactor(user.role));
}

// --- Recovery codes ---------------------------------------------------------------------------

/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;

/** A code as it is shown: ten characters in two groups of five (about 50 bits). */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(31)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * Recovery codes have less than 112 bits, so they are stored as a password is (ASVS 6.5.2): a
 * salted scrypt hash, computed off the event loop.
 */
async function hashRecoveryCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(normalizeRecoveryCode(code), salt, 32);
  return `scrypt$${salt.toString("base64url")}$${hash.toString("base64url")}`;
}

async function recoveryCodeMatches(code: string, stored: string): Promise<boolean> {
  const [kind, salt, hash] = stored.split("$");
  if (kind !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scryptAsync(normalizeRecoveryCode(code), Buffer.from(salt, "base64url"), 32);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Replaces the account's recovery codes with ten new ones; returns them, to be shown once. */
async function replaceRecoveryCodes(userId: number, transaction: Transaction): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map(hashRecoveryCode));
  await RecoveryCode.destroy({ where: { userId }, transaction });
  await RecoveryCode.bulkCreate(
    hashes.map((codeHash) => ({ userId, codeHash })),
    { transaction },
  );
  return codes;
}

/** Uses up the recovery code if it is one of the account's unused ones; true when it was. */
async function spendRecoveryCode(userId: number, code: string): Promise<boolean> {
  if (normalizeRecoveryCode(code).length !== 10) return false;
  const unused = await RecoveryCode.findAll({
    where: { userId, usedAt: null },
    limit: RECOVERY_CODE_COUNT,
  });
  const matches = await Promise.all(unused.map((row) => recoveryCodeMatches(code, row.codeHash)));
  const row = unused.find((_, index) => matches[index]);
  if (!row) return false;
  // Two sign-ins with the same code at once: only one update finds it unused.
  const [used] = await RecoveryCode.update(
    { usedAt: new Date() },
    { where: { id: row.id, usedAt: null } },
  );
  return used === 1;
}

// --- Authenticator codes ----------------------------------------------------------------------

/** The time step of a valid code for this secret (one step of clock drift either way), or null. */
async function matchAppCode(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/**
 * Records that the code of this step was used. One conditional update, so the same code sent
 * twice at once passes once: the second finds a step as late as its own already recorded.
 */
async function claimStep(userId: number, step: number): Promise<boolean> {
  const [claimed] = await User.update(
    { twoFactorLastStep: step },
    {
      where: {
        id: userId,
        [Op.or]: [{ twoFactorLastStep: null }, { twoFactorLastStep: { [Op.lt]: step } }],
      },
    },
  );
  return claimed === 1;
}

const secretOf = (user: User) =>
  user.twoFactorSecret ? unseal(SECRET_PURPOSE, user.twoFactorSecret) : null;

/** Counts the attempt before the check (so codes sent at once count too), or refuses it. */
async function takeAttempt(userId: number) {
  await takeHitsOrRefuse([[bucketFor(userId), CODE_LIMIT]], "Too many wrong codes.");
}

async function countFailure(user: User, during: string, ip: string, message: string) {
  await audit(null, "two_factor_failed", user, ["user", user.id], { during }, ip);
  return new ServiceError(400, message, { code: [message] });
}

/**
 * Checks a second factor for the account: a current app code (once) or an unused recovery code
 * (used up). Wrong codes are counted (CODE_LIMIT) and audited; a recovery code's use is audited.
 */
export async function checkSecondFactor(
  user: User,
  code: string,
  meta: { ip: string; during: string },
): Promise<"app" | "recovery_code"> {
  await takeAttempt(user.id);
  const secret = secretOf(user);
  if (!secret) throw new ServiceError(409, NOT_ON);
  const compact = code.replace(/\s+/g, "");
  let method: "app" | "recovery_code" | null = null;
  if (/^\d{6}$/.test(compact)) {
    const step = await matchAppCode(secret, compact, user.twoFactorLastStep ?? null);
    if (step !== null && (await claimStep(user.id, step))) method = "app";
  } else if (await spendRecoveryCode(user.id, code)) {
    method = "recovery_code";
  }
  if (!method) throw await countFailure(user, meta.during, meta.ip, INVALID_CODE);
  await clearBucket(bucketFor(user.id));
  if (method === "recovery_code") {
    const remaining = await RecoveryCode.count({ where: { userId: user.id, usedAt: null } });
    await audit(null, "recovery_code_used", user, ["user", user.id], { remaining }, meta.ip);
  }
  return method;
}

// --- The sign-in's second step ----------------------------------------------------------------

/**
 * The second step of a sign-in: the token from the password step and a code. Returns the user,
 * for whom the caller now creates the session; the sign-in is audited with how it was made. The
 * right code spends the token (a wrong one does not): it completes one sign-in only.
 */
export async function completeSecondStep(
  token: unknown,
  input: unknown,
  meta: { ip: string },
): Promise<PublicUser> {
  const { code } = parseOrThrow(TwoFactorCodeSchema, input);
  const user = await readChallenge(token);
  const method = await checkSecondFactor(user, code, { ip: meta.ip, during: "sign_in" });
  await spendChallenge(token as string);
  await audit(null, "sign_in", user, null, { twoFactor: method }, meta.ip);
  return toPublicUser(user);
}

// --- Set-up, recovery codes, turning off ------------------------------------------------------

export interface TwoFactorState {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  /** The firm's setting: whether it may be set up, and whether it may be turned off. */
  mode: "disabled" | "optional" | "required";
  requiredForMe: boolean;
}

export async function twoFactorState(user: PublicUser): Promise<TwoFactorState> {
  const row = await User.findByPk(user.id, { attributes: ["id", "role", "twoFactorEnabledAt"] });
  if (!row) throw new ServiceError(404, "User not found");
  const recoveryCodesLeft = row.twoFactorEnabledAt
    ? await RecoveryCode.count({ where: { userId: user.id, usedAt: null } })
    : 0;
  const { twoFactor } = await getSettings();
  return {
    enabled: Boolean(row.twoFactorEnabledAt),
    enabledAt: row.twoFactorEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft,
    mode: twoFactor,
    requiredForMe: await firmRequiresTwoFactor(row.role),
  };
}

export interface Enrolment {
  /** The key in groups of four, for someone who types it instead of scanning. */
  key: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code, as SVG markup made on the server. */
  qrSvg: string;
}

/**
 * What an authenticator app needs to add the account: a new secret (kept, encrypted, until a
 * code confirms it; the same one while the set-up is unfinished), as a QR code and as text.
 */
export async function beginEnrolment(user: PublicUser): Promise<Enrolment> {
  const settings = await getSettings();
  if (settings.twoFactor === "disabled") throw new ServiceError(409, TWO_FACTOR_OFF_BY_FIRM);
  const row = await User.findByPk(user.id);
  if (!row) throw new ServiceError(404, "User not found");
  if (row.twoFactorEnabledAt) throw new ServiceError(409, ALREADY_ON);
  let secret = row.twoFactorPendingSecret
    ? unseal(SECRET_PURPOSE, row.twoFactorPendingSecret)
    : null;
  if (!secret) {
    secret = generateSecret();
    await row.update({ twoFactorPendingSecret: seal(SECRET_PURPOSE, secret) });
  }
  const uri = generateURI({ issuer: settings.siteTitle, label: row.email, secret });
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { key: secret.replace(/(.{4})(?=.)/g, "$1 "), uri, qrSvg };
}

/**
 * Turns two-factor on once a current code from the app proves it holds the secret; returns the
 * ten recovery codes, which are shown once and kept only hashed.
 */
export async function confirmEnrolment(
  user: PublicUser,
  input: unknown,
  meta: { ip: string },
): Promise<string[]> {
  const { code } = parseOrThrow(EnableTwoFactorSchema, input);
  const row = await User.findByPk(user.id);
  if (!row) throw new ServiceError(404, "User not found");
  if (row.twoFactorEnabledAt) throw new ServiceError(409, ALREADY_ON);
  if ((await getSettings()).twoFactor === "disabled") {
    throw new ServiceError(409, TWO_FACTOR_OFF_BY_FIRM);
  }
  const pending = row.twoFactorPendingSecret
    ? unseal(SECRET_PURPOSE, row.twoFactorPendingSecret)
    : null;
  if (!pending) {
    throw new ServiceError(409, "Start the set-up again: the key shown before is no longer valid.");
  }
  await takeAttempt(row.id);
  const step = await matchAppCode(pending, code.replace(" ", ""), null);
  if (step === null) throw await countFailure(row, "enrolment", meta.ip, INVALID_SETUP_CODE);
  await clearBucket(bucketFor(row.id));
  return sequelize.transaction(async (transaction) => {
    await row.update(
      {
        twoFactorSecret: row.twoFactorPendingSecret,
        twoFactorPendingSecret: null,
        twoFactorEnabledAt: new Date(),
        twoFactorLastStep: step,
      },
      { transaction },
    );
    const codes = await replaceRecoveryCodes(row.id, transaction);
    await audit(transaction, "two_factor_enabled", row, ["user", row.id], null, meta.ip);
    return codes;
  });
}

/** Ten new recovery codes for a current code; the old ones stop working. */
export async function regenerateRecoveryCodes(
  user: PublicUser,
  input: unknown,
  meta: { ip: string },
): Promise<string[]> {
  const { code } = parseOrThrow(TwoFactorCodeSchema, input);
  const row = await User.findByPk(user.id);
  if (!row?.twoFactorEnabledAt) throw new ServiceError(409, NOT_ON);
  await checkSecondFactor(row, code, { ip: meta.ip, during: "recovery_codes" });
  return sequelize.transaction(async (transaction) => {
    const codes = await replaceRecoveryCodes(row.id, transaction);
    await audit(transaction, "recovery_codes_regenerated", row, ["user", row.id], null, meta.ip);
    return codes;
  });
}

async function clearTwoFactor(userId: number, transaction: Transaction) {
  await User.update(
    {
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorEnabledAt: null,
      twoFactorLastStep: null,
    },
    { where: { id: userId }, transaction },
  );
  await RecoveryCode.destroy({ where: { userId }, transaction });
}

/** Turns two-factor off: the password and a current code (not while the firm requires it). */
export async function disableTwoFactor(
  user: PublicUser,
  input: unknown,
  meta: { ip: string },
): Promise<void> {
  const { password, code } = parseOrThrow(DisableTwoFactorSchema, input);
  const row = await User.findByPk(user.id);
  if (!row?.twoFactorEnabledAt) throw new ServiceError(409, NOT_ON);
  if (await firmRequiresTwoFactor(row.role)) {
    throw new ServiceError(409, TWO_FACTOR_REQUIRED_BY_FIRM);
  }
  await takeAttempt(row.id);
  if (!hasPassword(row.passwordHash) || !(await verifyPassword(password, row.passwordHash))) {
    throw new ServiceError(400, WRONG_PASSWORD, { password: [WRONG_PASSWORD] });
  }
  // The right password: the code check below counts its own attempt.
  await giveBack(bucketFor(row.id));
  await checkSecondFactor(row, code, { ip: meta.ip, during: "turn_off" });
  await sequelize.transaction(async (transaction) => {
    await clearTwoFactor(row.id, transaction);
    await audit(transaction, "two_factor_disabled", row, ["user", row.id], null, meta.ip);
  });
}

/**
 * An administrator turns a person's two-factor off (a lost phone and lost codes): their sessions
 * end, and they sign in with the password alone, or set it up again where the firm requires it.
 */
export async function resetTwoFactor(
  admin: PublicUser | null,
  userId: number,
  meta: { ip: string },
): Promise<void> {
  authorize(admin, "update", "user");
  if (userId === admin!.id) throw new ServiceError(400, NOT_YOURSELF_RESET);
  await sequelize.transaction(async (transaction) => {
    const target = await User.findByPk(userId, { transaction, lock: transaction.LOCK.UPDATE });
    if (!target) throw new ServiceError(404, "User not found");
    if (!target.twoFactorEnabledAt) throw new ServiceError(409, NOT_ON);
    await clearTwoFactor(userId, transaction);
    await Session.destroy({ where: { userId }, transaction });
    await audit(transaction, "two_factor_reset", admin, ["user", userId], null, meta.ip);
  });
}
