import { controlClass } from "~/components/ui/fields";

/**
 * A new client's invitation link, shown to the staff member once (the database keeps only its
 * hash), to send themselves while the firm has no mail set up.
 */
export function InvitationLink({ url }: { url: string }) {
  return (
    <>
      <p className="mt-3 text-ink">
        Email is not set up yet: send the client this invitation link yourself. It sets their
        password once and works for 7 days. It is shown only now.
      </p>
      <label htmlFor="invitation-link" className="mt-2 block text-sm font-medium text-ink">
        Invitation link
      </label>
      <input id="invitation-link" readOnly value={url} className={controlClass(false)} />
    </>
  );
}
