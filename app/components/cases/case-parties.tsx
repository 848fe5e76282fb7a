import { Form } from "@remix-run/react";
import { ConflictPanel, type ConflictView } from "~/components/conflicts/conflict-panel";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import { SelectField, TextField } from "~/components/ui/fields";
import { FormToken, IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import type { PublicParty } from "~/services/parties.server";
import { formatDate } from "~/utils/format";
import { FORM_SPECS } from "~/utils/form-specs";
import {
  ADDABLE_PARTY_ROLES,
  PARTY_KIND_LABELS,
  PARTY_ROLE_LABELS,
  type PartyKind,
} from "~/utils/parties";

const KIND_OPTIONS = (Object.keys(PARTY_KIND_LABELS) as PartyKind[]).map((value) => ({
  value,
  label: PARTY_KIND_LABELS[value],
}));
const ROLE_OPTIONS = ADDABLE_PARTY_ROLES.map((value) => ({
  value,
  label: PARTY_ROLE_LABELS[value],
}));

/**
 * The case's parties (issue 17): the client, and the other side and everyone else the attorney
 * records, for the firm's conflict checks. Removing one keeps it in the history checks read.
 */
export function CaseParties({
  parties,
  reply,
  timeZone,
  conflict,
  mayDecide,
}: {
  parties: PublicParty[];
  reply?: IntentReply;
  timeZone: string;
  conflict: ConflictView | null;
  mayDecide: boolean;
}) {
  const newest = parties.reduce((max, party) => Math.max(max, party.id), 0);
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <section aria-labelledby="case-parties-title" className="lg:col-span-3">
        <h2 id="case-parties-title" className="mb-3 text-lg font-semibold text-ink">
          Parties to this case
        </h2>
        <DataTable
          caption="Parties to this case, current first, then removed"
          captionHidden
          rows={parties}
          rowKey={(party) => party.id}
          empty="No parties yet."
          columns={[
            { id: "name", header: "Name", rowHeader: true, cell: (party) => party.name },
            {
              id: "role",
              header: "Role",
              cell: (party) =>
                `${PARTY_ROLE_LABELS[party.role]} (${PARTY_KIND_LABELS[party.kind].toLowerCase()})`,
            },
            {
              id: "added",
              header: "Recorded",
              cell: (party) =>
                party.removedAt
                  ? `Removed ${formatDate(party.removedAt, timeZone)}`
                  : formatDate(party.createdAt, timeZone),
            },
            {
              id: "remove",
              header: "Action",
              cell: (party) =>
                party.role === "client" || party.removedAt ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove-party" />
                    <input type="hidden" name="partyId" value={party.id} />
                    <FormToken />
                    <Button size="sm" variant="secondary" aria-label={`Remove ${party.name}`}>
                      Remove
                    </Button>
                  </Form>
                ),
            },
          ]}
        />
        <ConflictPanel conflict={conflict} mayDecide={mayDecide} reply={reply} />
      </section>
      <div className="lg:col-span-2">
        {/* A new key after each party added empties the form. */}
        <NewPartyForm key={newest} reply={reply} />
      </div>
    </div>
  );
}

function NewPartyForm({ reply }: { reply?: IntentReply }) {
  const state = useIntentForm("add-party", FORM_SPECS.party, reply, {
    defaultValue: { kind: "person", role: "adverse_party" },
  });
  const { fields } = state;
  return (
    <Card as="section" aria-labelledby="add-party-heading" pad="sm">
      <h2 id="add-party-heading" className="text-lg font-semibold text-ink">
        Add a party
      </h2>
      <p className="mb-4 text-sm text-ink-muted">
        The other side, their counsel and insurer, witnesses: every conflict check searches them.
      </p>
      <IntentForm state={state} submit="Add Party" pendingText="Adding...">
        <TextField meta={fields.name} label="Name" />
        <SelectField meta={fields.kind} label="Person or organisation" options={KIND_OPTIONS} />
        <SelectField meta={fields.role} label="Role" options={ROLE_OPTIONS} />
      </IntentForm>
    </Card>
  );
}
