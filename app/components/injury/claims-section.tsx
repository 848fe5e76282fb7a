import { DataTable } from "~/components/ui/data-table";
import { DateField, SelectField, TextareaField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import type { Page, Shown } from "~/services/injury/pages.server";
import type { PublicClaim, PublicClaimNote } from "~/services/injury/claims.server";
import { formatDay } from "~/utils/format";
import type { FieldMeta } from "~/utils/form-state";
import { INJURY_FORM_SPECS } from "~/utils/injury-form-specs";
import { CLAIM_STATUS_LABELS, COVERAGE_LABELS, optionsOf } from "~/utils/injury-words";
import { formatDollars } from "~/utils/money";
import {
  DOLLARS_HINT,
  FileList,
  newestId,
  EditAndRemove,
  ReviewMark,
  RowForm,
  sr,
  type InjuryReply,
  AddCard,
  SectionColumns,
} from "./injury-form-parts";

const COVERAGE_OPTIONS = optionsOf(COVERAGE_LABELS);
const STATUS_OPTIONS = optionsOf(CLAIM_STATUS_LABELS);

const limit = (cents: number | null) => (cents === null ? "Not known" : formatDollars(cents));

/**
 * The case's claims on insurers' policies, each changed in its row (status, details, notes, a
 * draft reviewed, removal), and a new one.
 */
export function ClaimsSection({
  claims,
  notes,
  reply,
}: {
  claims: Page<Shown<PublicClaim>>;
  notes: Record<number, PublicClaimNote[]>;
  reply: InjuryReply;
}) {
  return (
    <SectionColumns
      cards={
        <>
          <AddCard id="add-claim" title="Add a claim" intent="add-claim" reply={reply}>
            <NewClaimForm key={newestId(claims.items)} reply={reply} />
          </AddCard>
        </>
      }
    >
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
                  </span>
                  <ReviewMark
                    row={claim}
                    intent="review-claim"
                    what={`the ${claim.insurerName} claim`}
                    reply={reply}
                  />
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
              cell: (claim) => (
                <RowForm
                  key={claim.status}
                  intent="claim-status"
                  spec={INJURY_FORM_SPECS.claimStatus}
                  id={`claim-status-${claim.id}`}
                  reply={reply}
                  hidden={{ claimId: claim.id }}
                  defaults={{ status: claim.status }}
                  submit="Change status"
                >
                  {(fields) => (
                    <SelectField
                      meta={fields.status}
                      label={`Status of the ${claim.insurerName} claim`}
                      options={STATUS_OPTIONS}
                    />
                  )}
                </RowForm>
              ),
            },
            {
              id: "notes",
              header: "Latest notes",
              cell: (claim) => (
                <ClaimNotes claim={claim} notes={notes[claim.id] ?? []} reply={reply} />
              ),
            },
            {
              id: "change",
              header: "Change",
              cell: (claim) => (
                <EditAndRemove
                  kind="claim"
                  row={claim}
                  what={`the ${claim.insurerName} claim`}
                  spec={INJURY_FORM_SPECS.claim}
                  reply={reply}
                >
                  {(fields) => <ClaimFields fields={fields} />}
                </EditAndRemove>
              ),
            },
          ]}
        />
      </FileList>
    </SectionColumns>
  );
}

function NewClaimForm({ reply }: { reply: InjuryReply }) {
  const state = useIntentForm("add-claim", INJURY_FORM_SPECS.claim, reply, {
    defaultValue: { coverage: "liability", status: "reported" },
  });
  const { fields } = state;
  return (
    <IntentForm state={state} submit="Add claim" pendingText="Adding...">
      <ClaimFields fields={fields} />
      <SelectField meta={fields.status} label="Status" options={STATUS_OPTIONS} />
    </IntentForm>
  );
}

type ClaimFieldMetas = Record<
  | "insurerName"
  | "coverage"
  | "claimNumber"
  | "policyNumber"
  | "limitPerPersonDollars"
  | "limitPerAccidentDollars"
  | "adjusterName"
  | "adjusterPhone"
  | "adjusterEmail"
  | "representationLetterDate",
  FieldMeta
>;

/** A claim's details, as added and as corrected. */
function ClaimFields({ fields }: { fields: ClaimFieldMetas }) {
  return (
    <>
      <TextField meta={fields.insurerName} label="Insurer" />
      <SelectField meta={fields.coverage} label="Whose policy" options={COVERAGE_OPTIONS} />
      <TextField meta={fields.claimNumber} label="Claim number" />
      <TextField meta={fields.policyNumber} label="Policy number" />
      <TextField meta={fields.limitPerPersonDollars} label="Per-person limit" hint={DOLLARS_HINT} />
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
      <DateField meta={fields.representationLetterDate} label="Letter of representation sent" />
    </>
  );
}

/** A claim's latest dated notes (a call with the adjuster, an offer), and a new one. */
function ClaimNotes({
  claim,
  notes,
  reply,
}: {
  claim: Shown<PublicClaim>;
  notes: PublicClaimNote[];
  reply: InjuryReply;
}) {
  return (
    <>
      {notes.length > 0 ? (
        <ul className="space-y-1 text-sm">
          {notes.map((note) => (
            <li key={note.id}>
              <time dateTime={note.notedOn} className="font-medium">
                {formatDay(note.notedOn)}
              </time>
              : {note.body}
            </li>
          ))}
        </ul>
      ) : (
        "No notes yet."
      )}
      <RowForm
        key={notes[0]?.id}
        intent="add-claim-note"
        spec={INJURY_FORM_SPECS.claimNote}
        id={`note-${claim.id}`}
        reply={reply}
        hidden={{ claimId: claim.id }}
        summary={<>Add a note{sr(`to the ${claim.insurerName} claim`)}</>}
        submit="Add note"
      >
        {(fields) => (
          <>
            <DateField meta={fields.notedOn} label="Date" />
            <TextareaField meta={fields.body} label="Note" rows={3} />
          </>
        )}
      </RowForm>
    </>
  );
}
