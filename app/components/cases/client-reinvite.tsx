import { InvitationLink } from "~/components/invitation-link";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import { NO_FIELDS } from "~/utils/form-specs";
import type { NewInvitation } from "~/utils/invitation-words";

/** A client the firm invited who has not set a password yet: a new link, e-mailed and shown once. */
export function ClientReinvite({
  name,
  invitation,
}: {
  name: string;
  invitation: NewInvitation | null;
}) {
  const state = useIntentForm("reinvite", NO_FIELDS, null);
  return (
    <Card as="section" aria-labelledby="reinvite-title" pad="sm">
      <h2 id="reinvite-title" className="text-lg font-semibold text-ink">
        Client invitation
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {name} has not set a password yet. A new link is e-mailed to them and replaces the ones sent
        before.
      </p>
      {invitation ? (
        <InvitationLink invitation={invitation} />
      ) : (
        <IntentForm state={state} className="mt-3">
          <Button variant="secondary" pending={state.pending} pendingText="Making...">
            New invitation link
          </Button>
        </IntentForm>
      )}
    </Card>
  );
}
