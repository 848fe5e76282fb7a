import { UniqueConstraintError, type Transaction } from "sequelize";
import { User, sequelize } from "~/models/index.server";
import { RegisterSchema, SignInSchema } from "~/utils/auth-schemas";
import { passwordProblems } from "~/utils/password-policy";
import { iso, pick } from "~/utils/pick";
import type { Role, StaffRequest } from "~/utils/roles";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import { audit } from "./audit.server";
import type { KnownDevice } from "./device-cookie.server";
import { hashPassword, hasPassword, verifyAgainstNothing, verifyPassword } from "./password.server";
import { clearBucket, giveBack, takeHitsOrRefuse, type Limit } from "./rate-limit.server";
import { getSettings } from "./settings.server";
import { issueChallenge } from "./sign-in-challenge.server";
import {
  STAFF_REQUEST_DECLINED,
  askAdministrators,
  requestToBeStaff,
} from "./staff-requests.server";

/** The user as every response shows it: never the password hash. */
export interface PublicUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  createdAt: string;
  /** Only on an account that asked to be staff: where the request stands. */
  staffRequest?: StaffRequest;
}

export const toPublicUser = (user: User): PublicUser => ({
  ...pick(user, "id", "email", "firstName", "lastName", "role"),
  createdAt: iso(user.createdAt),
  ...(user.staffRequest ? { staffRequest: user.staffRequest } : {}),
});

const FIFTEEN_MINUTES = 15 * 60_000;
/** Failed sign-ins allowed per account, and per address (an office may share one), per window. */
export const ACCOUNT_LIMIT: Limit = { max: 5, windowMs: FIFTEEN_MINUTES };
export const ADDRESS_LIMIT: Limit = { max: 20, windowMs: FIFTEEN_MINUTES };
/**
 * Failed sign-ins allowed per window to a browser holding a device cookie for the account
 * (device-cookie.server.ts): its own allowance, in place of the account's and the address's.
 */
export const DEVICE_LIMIT: Limit = { max: 5, windowMs: FIFTEEN_MINUTES };
/** Accounts one address may register per hour. */
export const REGISTER_LIMIT: Limit = { max: 10, windowMs: 60 * 60_000 };

export const INVALID_CREDENTIALS = "Invalid email or password";
export const ACCOUNT_DISABLED =
  "This account is disabled. Ask your firm's administrator to enable it again.";

/**
 * What the password step of a sign-in leads to: a session now, or (for an account with
 * two-factor sign-in) a short-lived token for the code step (two-factor.server.ts).
 */
export type SignInStep =
  | { status: "signed-in"; user: PublicUser }
  | { status: "second-step"; token: string; expiresAt: string };

/** Where a sign-in comes from: its address, and the accounts its browser has signed in to. */
export interface SignInMeta {
  ip: string;
  devices?: KnownDevice[];
}

/**
 * Checks an email and password. An unknown email and a wrong password get the same answer and
 * take the same time; failures count against the account and the address, or, from a browser
 * with a device cookie for the account, against that browser alone. With two-factor on, the
 * answer is the token for the second step: no session yet.
 */
export async function signIn(input: unknown, meta: SignInMeta): Promise<SignInStep> {
  const user = await checkCredentials(input, meta);
  if (user.twoFactorEnabledAt) {
    await audit(null, "sign_in_code_requested", user, null, null, meta.ip);
    return { status: "second-step", ...issueChallenge(user) };
  }
  await audit(null, "sign_in", user, null, null, meta.ip);
  return { status: "signed-in", user: toPublicUser(user) };
}

async function checkCredentials(input: unknown, meta: SignInMeta): Promise<User> {
  const { email, password } = parseOrThrow(SignInSchema, input);
  const user = await User.findOne({ where: { email } });
  // OWASP's device cookie: the owner's browser counts its failures on its own, so strangers who
  // filled the account's or the address's window do not lock the owner out, and it is refused
  // once its own allowance is spent. Any other browser counts against the account and address.
  const device = user && meta.devices?.find((known) => known.userId === user.id);
  const deviceBucket = device ? `sign-in:device:${device.nonce}` : null;
  const accountBucket = `sign-in:account:${email}`;
  const addressBucket = `sign-in:address:${meta.ip}`;
  // Every attempt is counted before the password is compared, so guesses sent at once count too.
  // The address first: an attempt its address may no longer make spends none of the account's.
  await takeHitsOrRefuse(
    deviceBucket
      ? [[deviceBucket, DEVICE_LIMIT]]
      : [
          [addressBucket, ADDRESS_LIMIT],
          [accountBucket, ACCOUNT_LIMIT],
        ],
    "Too many sign-in attempts.",
  );

  // An invited account with no password yet is refused like a wrong password, in the same time.
  const valid =
    user && hasPassword(user.passwordHash)
      ? await verifyPassword(password, user.passwordHash)
      : await verifyAgainstNothing(password);
  if (!user || !valid) {
    await audit(null, "sign_in_failed", user, null, { email }, meta.ip);
    throw new ServiceError(401, INVALID_CREDENTIALS);
  }
  // Only failures count: the right password gives its hits back. The owner's browser clears
  // only its own window: strangers who filled the account's stay refused until it ends.
  if (deviceBucket) await clearBucket(deviceBucket);
  else await Promise.all([clearBucket(accountBucket), giveBack(addressBucket)]);
  // Only someone who knows the password learns that the account is disabled.
  if (user.disabledAt) {
    await audit(null, "sign_in_failed", user, null, { email, reason: "disabled" }, meta.ip);
    const refusal = user.staffRequest === "declined" ? STAFF_REQUEST_DECLINED : ACCOUNT_DISABLED;
    throw new ServiceError(403, refusal);
  }
  return user;
}

/**
 * Creates a client's account, signed in by the caller. Choosing Staff Attorney makes the same
 * client's account with a request to be staff, which an administrator approves or declines
 * (staff-requests.server.ts): nobody makes themselves staff. Administrators are made only by an
 * administrator or `npm run create-admin`.
 *
 * Every attempt that passes the form's checks counts against the address, an email that is taken
 * too: that answer says the account exists, so it is limited like a new account, and it is found
 * before the password is hashed (no bcrypt for it).
 */
export async function register(input: unknown, meta: { ip: string }): Promise<PublicUser> {
  const { role, ...values } = parseOrThrow(RegisterSchema, input);
  await assertPasswordAllowed(values.password);
  const addressBucket = `register:address:${meta.ip}`;
  await takeHitsOrRefuse(
    [[addressBucket, REGISTER_LIMIT]],
    "Too many registrations from this address.",
  );
  if (await User.findOne({ where: { email: values.email }, attributes: ["id"] })) {
    throw emailTaken();
  }
  const staffRequest = role === "staff";
  try {
    const { user } = await insertAccount(
      { ...values, role: "client", ...(staffRequest ? requestToBeStaff() : {}) },
      await hashPassword(values.password),
      { action: "register", by: null, ip: meta.ip },
      staffRequest ? askAdministrators : undefined,
    );
    return user;
  } catch (error) {
    // A failure of ours (not the caller's doing) does not count against them.
    if (!(error instanceof ServiceError)) await giveBack(addressBucket);
    throw error;
  }
}

export const EMAIL_TAKEN = "An account with this email already exists";

/**
 * Refuses (400, on `password`) a password the administrator's policy does not allow, saying
 * everything that is missing: registration, an account an administrator creates, an invitation's
 * new password.
 */
export async function assertPasswordAllowed(password: string, field = "password"): Promise<void> {
  const problems = passwordProblems(password, (await getSettings()).passwordPolicy);
  if (problems.length > 0) throw new ServiceError(400, problems[0], { [field]: problems });
}

const emailTaken = () => new ServiceError(400, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });

/** A new account's fields; its password already hashed (or NO_PASSWORD, for an invitation). */
export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  staffRequest?: StaffRequest;
  staffRequestedAt?: Date;
}

/**
 * Inserts an account and its audit event in one transaction (`by` null: the person registered
 * themselves), with `more` (an invitation, a request's notifications) in the same transaction.
 * A taken email is a 400 on `email`, whoever asked.
 */
export async function insertAccount<T = void>(
  values: NewAccount,
  passwordHash: string,
  record: {
    action: "register" | "user_created" | "administrator_created";
    by: { id: number } | null;
    ip: string | null;
  },
  more?: (created: User, transaction: Transaction) => Promise<T>,
): Promise<{ user: PublicUser; extra: T | undefined }> {
  try {
    const { user, extra } = await sequelize.transaction(async (transaction) => {
      const created = await User.create(
        {
          ...pick(values, "email", "firstName", "lastName", "role"),
          staffRequest: values.staffRequest ?? null,
          staffRequestedAt: values.staffRequestedAt ?? null,
          passwordHash,
        },
        { transaction },
      );
      const details = record.by ? { role: created.role } : null;
      await audit(
        transaction,
        record.action,
        record.by ?? created,
        ["user", created.id],
        details,
        record.ip,
      );
      return { user: created, extra: more ? await more(created, transaction) : undefined };
    });
    return { user: toPublicUser(user), extra };
  } catch (error) {
    if (error instanceof UniqueConstraintError) throw emailTaken();
    throw error;
  }
}

export async function recordSignOut(userId: number, ip: string) {
  await audit(null, "sign_out", { id: userId }, null, null, ip);
}
