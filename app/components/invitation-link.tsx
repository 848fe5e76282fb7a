import { controlClass } from "~/components/ui/fields";
import { invitationNote, type NewInvitation } from "~/utils/invitation-words";

/**
 * A new client's invitation, shown to the staff member once (the database keeps only the link's
 * hash): where its e-mail went, and the same link, for a client on the phone or a firm with no
 * mail set up.
 */
export function InvitationLink({ invitation }: { invitation: NewInvitation }) {
  return (
    <>
      <p className="mt-3 text-ink">{invitationNote(invitation, "the client")}</p>
      <label htmlFor="invitation-link" className="mt-2 block text-sm font-medium text-ink">
        Invitation link
      </label>
      <input id="invitation-link" readOnly value={invitation.url} className={controlClass(false)} />
    </>
  );
}
