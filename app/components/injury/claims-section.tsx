import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import { DateField, SelectField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import type { Page } from "~/services/injury/pages.server";
import type { PublicClaim } from "~/services/injury/claims.server";
import { formatDay } from "~/utils/format";
import { INJURY_FORM_SPECS } from "~/utils/injury-form-specs";
import { CLAIM_STATUS_LABELS, COVERAGE_LABELS, optionsOf } from "~/utils/injury-words";
import { formatDollars } from "~/utils/money";
import { DOLLARS_HINT, FileList, newestId, replyFor, type InjuryReply } from "./injury-form-parts";

const COVERAGE_OPTIONS = optionsOf(COVERAGE_LABELS);
const STATUS_OPTIONS = optionsOf(CLAIM_STATUS_LABELS);

const limit = (cents: number | null) => (cents === null ? "Not known" : formatDollars(cents));

/** The case's claims on insurers' policies, each status changed in its row, and a new one. */
export function ClaimsSection({
  claims,
  reply,
}: {
  claims: Page<PublicClaim>;
  reply: InjuryReply;
}) {
  return (
    <div className="grid gap-6 xl:grid-cols-3">
      <div className="xl:col-span-2">
        <FileList id="claims-title" title="Insurance claims">
          <DataTable
            caption="Insurance claims, in the order they were added"
            rows={claims.items}
            rowKey={(claim) => claim.id}
            empty="No claims yet."
            paging={claims}
            columns={[
              {
                id: "insurer",
                header: "Insurer",
                rowHeader: true,
                cell: (claim) => (
                  <>
                    {claim.insurerName}
                    <span className="block text-sm text-ink-muted">
                      {COVERAGE_LABELS[claim.coverage]}
                      {claim.needsReview ? " (draft, to review)" : ""}
                    </span>
                  </>
                ),
              },
              {
                id: "numbers",
                header: "Claim / policy",
                cell: (claim) => (
                  <>
                    {claim.claimNumber ?? "No claim number"}
                    <span className="block text-sm text-ink-muted">
                      {claim.policyNumber ? `Policy ${claim.policyNumber}` : "No policy number"}
                    </span>
                  </>
                ),
              },
              {
                id: "limits",
                header: "Limits (person / accident)",
                cell: (claim) =>
                  `${limit(claim.limitPerPersonCents)} / ${limit(claim.limitPerAccidentCents)}`,
              },
              {
                id: "adjuster",
                header: "Adjuster",
                cell: (claim) =>
                  claim.adjusterName || claim.adjusterPhone || claim.adjusterEmail ? (
                    <>
                      {claim.adjusterName ?? "Unnamed"}
                      {[claim.adjusterPhone, claim.adjusterEmail].map((contact) =>
                        contact ? (
                          <span key={contact} className="block text-sm text-ink-muted">
                            {contact}
                          </span>
                        ) : null,
                      )}
                    </>
                  ) : (
                    "Not known"
                  ),
              },
              {
                id: "letter",
                header: "Letter of representation",
                cell: (claim) =>
                  claim.representationLetterDate
                    ? formatDay(claim.representationLetterDate)
                    : "Not sent",
              },
              {
                id: "status",
                header: "Status",
                cell: (claim) => <ClaimStatusForm claim={claim} reply={reply} />,
              },
            ]}
          />
        </FileList>
      </div>
      <NewClaimForm key={newestId(claims.items)} reply={reply} />
    </div>
  );
}

function ClaimStatusForm({ claim, reply }: { claim: PublicClaim; reply: InjuryReply }) {
  const id = `claim-status-${claim.id}`;
  const state = useIntentForm(
    "claim-status",
    INJURY_FORM_SPECS.claimStatus,
    replyFor(reply, "claim-status", id),
    { id, defaultValue: { status: claim.status } },
  );
  return (
    <IntentForm state={state} className="space-y-2" hiddenFields={{ claimId: claim.id }}>
      <SelectField
        meta={state.fields.status}
        label={`Status of the ${claim.insurerName} claim`}
        options={STATUS_OPTIONS}
      />
      <Button size="sm" variant="secondary" pending={state.pending} pendingText="Saving...">
        Change status
      </Button>
    </IntentForm>
  );
}

function NewClaimForm({ reply }: { reply: InjuryReply }) {
  const state = useIntentForm("add-claim", INJURY_FORM_SPECS.claim, reply, {
    defaultValue: { coverage: "liability", status: "reported" },
  });
  const { fields } = state;
  return (
    <Card as="section" aria-labelledby="add-claim-title" pad="sm">
      <h2 id="add-claim-title" className="mb-3 text-lg font-semibold text-ink">
        Add a claim
      </h2>
      <IntentForm state={state} submit="Add claim" pendingText="Adding...">
        <TextField meta={fields.insurerName} label="Insurer" />
        <SelectField meta={fields.coverage} label="Whose policy" options={COVERAGE_OPTIONS} />
        <TextField meta={fields.claimNumber} label="Claim number" />
        <TextField meta={fields.policyNumber} label="Policy number" />
        <TextField
          meta={fields.limitPerPersonDollars}
          label="Per-person limit"
          hint={DOLLARS_HINT}
        />
        <TextField
          meta={fields.limitPerAccidentDollars}
          label="Per-accident limit"
          hint={DOLLARS_HINT}
        />
        <TextField meta={fields.adjusterName} label="Adjuster's name" autoComplete="off" />
        <TextField
          meta={fields.adjusterPhone}
          label="Adjuster's phone"
          type="tel"
          autoComplete="off"
        />
        <TextField
          meta={fields.adjusterEmail}
          label="Adjuster's email"
          type="email"
          autoComplete="off"
        />
        <SelectField meta={fields.status} label="Status" options={STATUS_OPTIONS} />
        <DateField meta={fields.representationLetterDate} label="Letter of representation sent" />
      </IntentForm>
    </Card>
  );
}
