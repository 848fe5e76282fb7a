import { controlClass } from "~/components/ui/fields";

/**
 * A new account's invitation link, shown once to whoever made the account (the database keeps
 * only its hash), to send themselves while the firm has no mail set up: a new client's from a
 * consultation, a new staff member's from User Management.
 */
export function InvitationLink({ url, to = "the client" }: { url: string; to?: string }) {
  return (
    <>
      <p className="mt-3 text-ink">
        Email is not set up yet: send {to} this invitation link yourself. It sets their password
        once and works for 7 days. It is shown only now.
      </p>
      <label htmlFor="invitation-link" className="mt-2 block text-sm font-medium text-ink">
        Invitation link
      </label>
      <input id="invitation-link" readOnly value={url} className={controlClass(false)} />
    </>
  );
}
