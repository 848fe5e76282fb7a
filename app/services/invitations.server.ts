import { Op, type Transaction } from "sequelize";
import { Invitation, User, sequelize } from "~/models/index.server";
import { SetPasswordSchema } from "~/utils/auth-schemas";
import { caseUrl } from "~/utils/case-urls";
import { INVITATION_DAYS, type NewInvitation } from "~/utils/invitation-words";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import { assertPasswordAllowed, toPublicUser, type PublicUser } from "./auth.server";
import { audit } from "./audit.server";
import { hashToken, isLinkToken, newLinkToken } from "./link-tokens.server";
import { findVisibleCase } from "./cases.server";
import { mailLink, queueMail, type OutgoingMail } from "./mail/outbox.server";
import { hashPassword, hasPassword } from "./password.server";
import { getSettings } from "./settings.server";

const DAY_MS = 24 * 60 * 60 * 1000;

export const INVITATION_EXPIRED =
  "This invitation link has expired. Ask your legal team to send you a new one.";
export const INVITATION_USED =
  "This invitation link has already been used. Sign in with your email and the password you chose.";
export const INVITATION_UNKNOWN = "This invitation link is not valid.";

/** Where an invitation's link leads (the token is its last segment). */
const invitationPath = (token: string) => `/invitations/${token}`;

/**
 * What a repeated call answers in place of an invitation link (an Idempotency-Key's replay): the
 * link was e-mailed and shown once, and here is how to make a new one.
 */
export const invitationShownAlready = (caseId: number) =>
  `The invitation link was e-mailed to the client and shown once, in the first answer; it is not ` +
  `shown again. For a new one, press "New invitation link" on the case's page ` +
  `(${caseUrl(caseId)}) or call POST /api/cases/${caseId}/invitation.`;

/** The same for a staff member's (or any account's) link made in User Management. */
export const userInvitationShownAlready = (userId: number) =>
  `The invitation link was e-mailed to the person and shown once, in the first answer; it is not ` +
  `shown again. For a new one, press "New Link" beside the account in User Management or call ` +
  `POST /api/admin/users/${userId}/invitation.`;

/** Who is invited: the account, its address and the name the e-mail greets. */
export interface Invitee {
  id: number;
  email: string;
  firstName: string;
}

/**
 * The invitation e-mail: the firm (its site title) has opened an account, the link, and its
 * terms. Nothing of a case but its number: the client reads the rest once signed in.
 */
export function invitationMail(
  invitee: Invitee,
  link: string,
  firm: string,
  caseId: number | null,
): OutgoingMail {
  return {
    kind: "invitation",
    to: { id: invitee.id, email: invitee.email },
    subject: `Set up your ${firm} account`,
    text: [
      `Hello ${invitee.firstName},`,
      "",
      caseId
        ? `${firm} has opened an account for you for your case, Case #${caseId}.`
        : `${firm} has opened an account for you.`,
      "",
      "Choose your password here:",
      link,
      "",
      `The link works once, for ${INVITATION_DAYS} days. If it has expired, ask ${firm} for a new one.`,
      "If you were not expecting this e-mail, you can ignore it.",
    ].join("\n"),
  };
}

/**
 * Invites an account the firm created, in the caller's transaction: the links made before for
 * the same person stop working (saying they have expired), a new one is made, and its e-mail is
 * queued with it (the outbox: a change rolled back sends nothing). `origin` is the request's, for
 * the link when PUBLIC_URL is unset. Answers the link, which the page shows once (the database
 * keeps only its hash), and whether the e-mail is to be sent or only kept (no mail server).
 */
export async function createInvitation(
  invitee: Invitee,
  options: { caseId: number | null; by: { id: number }; origin?: string | null },
  transaction: Transaction,
): Promise<NewInvitation> {
  const { token, tokenHash } = newLinkToken();
  const now = new Date();
  // The links still open are found by a plain read and ended by their keys: an UPDATE by the
  // user's index that matched nothing (a new account's first link) locked the gap after it on
  // MariaDB, and two new accounts' inserts into that gap at once deadlocked.
  const open = await Invitation.findAll({
    where: { userId: invitee.id, usedAt: null, expiresAt: { [Op.gt]: now } },
    attributes: ["id"],
    transaction,
  });
  if (open.length > 0) {
    await Invitation.update(
      { expiresAt: now },
      { where: { id: open.map((row) => row.id) }, transaction },
    );
  }
  await Invitation.create(
    {
      userId: invitee.id,
      caseId: options.caseId,
      tokenHash,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
      usedAt: null,
      createdBy: options.by.id,
    },
    { transaction },
  );
  const url = mailLink(invitationPath(token), options.origin);
  const { siteTitle } = await getSettings(transaction);
  const queued = await queueMail(
    transaction,
    invitationMail(invitee, url, siteTitle, options.caseId),
  );
  return { url, email: invitee.email, emailed: queued > 0 };
}

async function findByToken(token: unknown, transaction?: Transaction) {
  if (!isLinkToken(token)) return null;
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
 * A new invitation for a case's client who has not set a password yet (the first was lost, or
 * expired): e-mailed, and the links sent before stop working, saying they have expired. The
 * attorney on the case or an administrator asks; the client already with a password is refused
 * (409).
 */
export async function reinviteClient(
  user: PublicUser,
  caseId: unknown,
  meta: { origin?: string | null } = {},
): Promise<NewInvitation> {
  const legalCase = await findVisibleCase(user, caseId, { action: "update" });
  const client = await User.findByPk(legalCase.clientId, {
    attributes: ["id", "email", "firstName", "passwordHash"],
  });
  if (!client) throw new ServiceError(404, "Case not found");
  if (hasPassword(client.passwordHash)) {
    throw new ServiceError(409, "The client has already set a password and can sign in.");
  }
  return sequelize.transaction(async (transaction) => {
    const invitation = await createInvitation(
      client,
      { caseId: legalCase.id, by: user, origin: meta.origin },
      transaction,
    );
    await audit(transaction, "invitation_created", user, ["user", client.id], {
      caseId: legalCase.id,
    });
    return invitation;
  });
}
