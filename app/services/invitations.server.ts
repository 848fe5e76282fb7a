import { createHash, randomBytes } from "node:crypto";
import { Op, type Transaction } from "sequelize";
import { Invitation, User, sequelize } from "~/models/index.server";
import { SetPasswordSchema } from "~/utils/auth-schemas";
import { caseUrl } from "~/utils/case-urls";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import { assertPasswordAllowed, toPublicUser, type PublicUser } from "./auth.server";
import { audit } from "./audit.server";
import { findVisibleCase } from "./cases.server";
import { hashPassword, hasPassword } from "./password.server";

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const INVITATION_EXPIRED =
  "This invitation link has expired. Ask your legal team to send you a new one.";
export const INVITATION_USED =
  "This invitation link has already been used. Sign in with your email and the password you chose.";
export const INVITATION_UNKNOWN = "This invitation link is not valid.";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Where an invitation's link leads (the token is its last segment). */
export const invitationPath = (token: string) => `/invitations/${token}`;

/**
 * What a repeated call answers in place of an invitation link (an Idempotency-Key's replay): the
 * link was shown once and is kept nowhere, and here is how to make a new one.
 */
export const invitationShownAlready = (caseId: number) =>
  `The invitation link was shown once, in the first answer, and is not kept. For a new one, press ` +
  `"New invitation link" on the case's page (${caseUrl(caseId)}) or call ` +
  `POST /api/cases/${caseId}/invitation.`;

/** The same for a staff member's (or any account's) link made in User Management. */
export const userInvitationShownAlready = (userId: number) =>
  `The invitation link was shown once, in the first answer, and is not kept. For a new one, press ` +
  `"New Link" beside the account in User Management or call ` +
  `POST /api/admin/users/${userId}/invitation.`;

/**
 * Makes an invitation for an account the firm created, in the caller's transaction. Answers the
 * token: it is shown once (the database keeps only its hash).
 */
export async function createInvitation(
  user: { id: number },
  options: { caseId: number | null; by: { id: number } },
  transaction: Transaction,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await Invitation.create(
    {
      userId: user.id,
      caseId: options.caseId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + INVITATION_DAYS * DAY_MS),
      usedAt: null,
      createdBy: options.by.id,
    },
    { transaction },
  );
  return token;
}

async function findByToken(token: unknown, transaction?: Transaction) {
  if (typeof token !== "string" || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  return Invitation.findOne({ where: { tokenHash: hashToken(token) }, transaction });
}

/** Why an invitation cannot be used (410 with its message), or null when it can. */
function refusal(row: Invitation, now = new Date()): ServiceError | null {
  if (row.usedAt) return new ServiceError(410, INVITATION_USED);
  if (row.expiresAt.getTime() <= now.getTime()) return new ServiceError(410, INVITATION_EXPIRED);
  return null;
}

/**
 * The invitation a link names, for the page that sets the password: whose it is, or why it
 * cannot be used (410: used or expired; 404: no such link).
 */
export async function openInvitation(token: unknown) {
  const row = await findByToken(token);
  if (!row) throw new ServiceError(404, INVITATION_UNKNOWN);
  const refused = refusal(row);
  if (refused) throw refused;
  const user = await User.findByPk(row.userId, { attributes: ["firstName", "email", "role"] });
  if (!user) throw new ServiceError(404, INVITATION_UNKNOWN);
  return { firstName: user.firstName, email: user.email, role: user.role };
}

/**
 * Sets the invited account's password under the firm's password policy and uses the link up, in
 * one transaction: of two tabs sending the form at once, one wins and the other is told the link
 * was used. Answers the user (to sign in) and the case the invitation was for.
 */
export async function acceptInvitation(
  token: unknown,
  input: unknown,
  meta: { ip: string },
): Promise<{ user: PublicUser; caseId: number | null }> {
  const { password } = parseOrThrow(SetPasswordSchema, input);
  await assertPasswordAllowed(password);
  const found = await findByToken(token);
  if (!found) throw new ServiceError(404, INVITATION_UNKNOWN);
  const refusedFirst = refusal(found);
  if (refusedFirst) throw refusedFirst;
  const passwordHash = await hashPassword(password);
  return sequelize.transaction(async (transaction) => {
    const now = new Date();
    const [taken] = await Invitation.update(
      { usedAt: now },
      { where: { id: found.id, usedAt: null, expiresAt: { [Op.gt]: now } }, transaction },
    );
    if (taken === 0)
      throw refusal(await found.reload({ transaction })) ?? new ServiceError(410, INVITATION_USED);
    const user = await User.findByPk(found.userId, { transaction });
    if (!user) throw new ServiceError(404, INVITATION_UNKNOWN);
    await user.update({ passwordHash }, { transaction });
    await audit(transaction, "invitation_accepted", user, ["user", user.id], null, meta.ip);
    return { user: toPublicUser(user), caseId: found.caseId ?? null };
  });
}

/**
 * A new invitation link for a case's client who has not set a password yet (the first was lost,
 * or expired): the links sent before stop working, saying they have expired. The attorney on the
 * case or an administrator asks; the client already with a password is refused (409).
 */
export async function reinviteClient(user: PublicUser, caseId: unknown): Promise<string> {
  const legalCase = await findVisibleCase(user, caseId, { action: "update" });
  const client = await User.findByPk(legalCase.clientId, { attributes: ["id", "passwordHash"] });
  if (!client) throw new ServiceError(404, "Case not found");
  if (hasPassword(client.passwordHash)) {
    throw new ServiceError(409, "The client has already set a password and can sign in.");
  }
  return sequelize.transaction(async (transaction) => {
    const now = new Date();
    await Invitation.update(
      { expiresAt: now },
      { where: { userId: client.id, usedAt: null, expiresAt: { [Op.gt]: now } }, transaction },
    );
    const token = await createInvitation(client, { caseId: legalCase.id, by: user }, transaction);
    await audit(transaction, "invitation_created", user, ["user", client.id], {
      caseId: legalCase.id,
    });
    return invitationPath(token);
  });
}
