/**
 * What a page says beside an invitation link it shows once (the consultation's and New case's
 * confirmation, the case page's new link, User Management's): plain words shared by both copies
 * of the link's component, and the terms the e-mail states.
 */

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** A new invitation as a page shows it, once: the link, and whether its e-mail left. */
export interface NewInvitation {
  url: string;
  /** Where the e-mail is addressed. */
  email: string;
  /** Queued to be sent; false when the firm has no mail server (SMTP_URL) and it is only kept. */
  emailed: boolean;
}

/** The sentence above the link: where the e-mail went (or why it did not), and the link's terms. */
export function invitationNote(invitation: NewInvitation, who: string): string {
  const terms = `It sets their password once and works for ${INVITATION_DAYS} days.`;
  return invitation.emailed
    ? `Invitation sent to ${invitation.email}. ${terms} The same link is shown here only now, for when you are on the phone with ${who}.`
    : `Email is not set up yet, so the invitation to ${invitation.email} was not sent: send ${who} this invitation link yourself. ${terms} It is shown only now.`;
}
