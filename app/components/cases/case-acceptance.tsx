import { Link } from "@remix-run/react";
import { Card } from "~/components/ui/card";
import { TextareaField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import type { CaseDetail } from "~/services/cases.server";
import { caseUrl } from "~/utils/case-urls";
import { FORM_SPECS, NO_FIELDS } from "~/utils/form-specs";

/**
 * An AI intake awaiting acceptance (issue 36): the attorney accepts it (once its conflict check
 * is decided) or declines it with a reason the client never reads. Two POST forms, so both work
 * without JavaScript.
 */
export function CaseAcceptance({
  legalCase,
  reply,
}: {
  legalCase: CaseDetail;
  reply?: IntentReply;
}) {
  const accept = useIntentForm("accept-case", NO_FIELDS, reply, { id: "accept-case" });
  const decline = useIntentForm("decline-case", FORM_SPECS.declineCase, reply, {
    id: "decline-case",
  });
  const undecided =
    legalCase.conflict?.status === "potential" || legalCase.conflict?.status === "declined";
  return (
    <Card as="section" aria-labelledby="acceptance-title" pad="sm">
      <h2 id="acceptance-title" className="text-lg font-semibold text-ink">
        Awaiting acceptance
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        This case came from the AI intake. Accept it to make it active, or decline it: the client is
        told the firm cannot take it on, never your reason.
      </p>
      {undecided ? (
        <p className="mt-3 text-sm text-ink">
          {legalCase.conflict?.status === "declined"
            ? "The conflict check was declined, so this intake cannot be accepted."
            : "It cannot be accepted until its conflict check is decided."}{" "}
          <Link to={caseUrl(legalCase.id, "parties")} className="text-brand underline">
            Review the conflict check
          </Link>
        </p>
      ) : (
        <IntentForm
          state={accept}
          className="mt-3"
          submit="Accept case"
          pendingText="Accepting..."
        />
      )}
      <IntentForm
        state={decline}
        className="mt-4 space-y-3 border-t border-line pt-4"
        submit="Decline case"
        pendingText="Declining..."
      >
        <TextareaField
          meta={decline.fields.reason}
          label="Reason for declining"
          hint="Kept for the firm; the client does not see it."
          rows={3}
        />
      </IntentForm>
    </Card>
  );
}
