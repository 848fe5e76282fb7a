import { DataTable } from "~/components/ui/data-table";
import { CheckboxField, DateField, SelectField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import type { Damages } from "~/services/injury/damages.server";
import type { Page, Shown } from "~/services/injury/pages.server";
import type { FirmProvider } from "~/services/injury/providers.server";
import type { FieldMeta } from "~/utils/form-state";
import { INJURY_FORM_SPECS } from "~/utils/injury-form-specs";
import { optionsOf, PROVIDER_KIND_LABELS, visitDay } from "~/utils/injury-words";
import { TreatmentGaps } from "./damages-summary";
import {
  FileList,
  newestId,
  EditAndRemove,
  ReviewMark,
  type InjuryReply,
  AddCard,
  SectionColumns,
} from "./injury-form-parts";

const KIND_OPTIONS = optionsOf(PROVIDER_KIND_LABELS);

/**
 * Who treated the client and when (issue 40), and the gaps between: the chase for their records
 * and bills is the Records requests section (records-section.tsx).
 */
export function TreatmentSection({
  providers,
  damages,
  reply,
}: {
  providers: Page<Shown<FirmProvider>>;
  damages: Pick<Damages, "treatmentGaps">;
  reply: InjuryReply;
}) {
  return (
    <SectionColumns
      cards={
        <>
          <AddCard id="add-provider" title="Add a provider" intent="add-provider" reply={reply}>
            <NewProviderForm key={`provider-${newestId(providers.items)}`} reply={reply} />
          </AddCard>
        </>
      }
    >
      <FileList id="providers-title" title="Medical providers">
        <TreatmentGaps damages={damages} />
        <DataTable
          caption="Medical providers, by first visit"
          rows={providers.items}
          rowKey={(provider) => provider.id}
          empty="No providers yet."
          paging={providers}
          columns={[
            {
              id: "name",
              header: "Provider",
              rowHeader: true,
              cell: (provider) => (
                <>
                  {provider.name}
                  <span className="block text-sm text-ink-muted">
                    {PROVIDER_KIND_LABELS[provider.kind]}
                    {provider.addedByClient ? " (added by the client)" : ""}
                  </span>
                  <ReviewMark
                    row={provider}
                    intent="review-provider"
                    what={provider.name}
                    reply={reply}
                  />
                </>
              ),
            },
            {
              id: "contact",
              header: "Contact",
              cell: (provider) =>
                [
                  provider.phone && `Phone ${provider.phone}`,
                  provider.fax && `Fax ${provider.fax}`,
                  provider.address,
                ]
                  .filter(Boolean)
                  .join(", ") || "Not known",
            },
            {
              id: "first",
              header: "First visit",
              cell: (provider) => visitDay(provider.firstVisit),
            },
            {
              id: "last",
              header: "Last visit",
              cell: (provider) => visitDay(provider.lastVisit),
            },
            {
              id: "treating",
              header: "Still treating",
              cell: (provider) => (provider.stillTreating ? "Yes" : "No"),
            },
            {
              id: "records",
              header: "Records received",
              cell: (provider) => (provider.recordsReceived ? "Yes" : "No"),
            },
            {
              id: "change",
              header: "Change",
              cell: (provider) => (
                <EditAndRemove
                  kind="provider"
                  row={provider}
                  what={provider.name}
                  spec={INJURY_FORM_SPECS.provider}
                  reply={reply}
                >
                  {(fields) => <ProviderFields fields={fields} />}
                </EditAndRemove>
              ),
            },
          ]}
        />
      </FileList>
    </SectionColumns>
  );
}

function NewProviderForm({ reply }: { reply: InjuryReply }) {
  const state = useIntentForm("add-provider", INJURY_FORM_SPECS.provider, reply, {
    defaultValue: { kind: "physician" },
  });
  const { fields } = state;
  return (
    <IntentForm state={state} submit="Add provider" pendingText="Adding...">
      <ProviderFields fields={fields} />
    </IntentForm>
  );
}

type ProviderFieldMetas = Record<
  "name" | "kind" | "phone" | "fax" | "address" | "firstVisit" | "lastVisit" | "stillTreating",
  FieldMeta
>;

/** A provider's fields, as added and as corrected. */
function ProviderFields({ fields }: { fields: ProviderFieldMetas }) {
  return (
    <>
      <TextField meta={fields.name} label="Provider's name" autoComplete="off" />
      <SelectField meta={fields.kind} label="Kind" options={KIND_OPTIONS} />
      <TextField meta={fields.phone} label="Phone" type="tel" autoComplete="off" />
      <TextField meta={fields.fax} label="Fax" type="tel" autoComplete="off" />
      <TextField meta={fields.address} label="Address" autoComplete="off" />
      <DateField meta={fields.firstVisit} label="First visit" />
      <DateField meta={fields.lastVisit} label="Last visit" />
      <CheckboxField meta={fields.stillTreating} label="The client still treats here" />
    </>
  );
}
