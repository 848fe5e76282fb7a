import { Card } from "~/components/ui/card";
import { DataTable } from "~/components/ui/data-table";
import { DateField, SelectField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import type { ClientProvider } from "~/services/injury/providers.server";
import { newestId } from "~/components/injury/injury-form-parts";
import { INJURY_FORM_SPECS } from "~/utils/injury-form-specs";
import { optionsOf, PROVIDER_KIND_LABELS, visitDay } from "~/utils/injury-words";

const KIND_OPTIONS = optionsOf(PROVIDER_KIND_LABELS);

/**
 * The doctors and hospitals the firm knows treated the client (issue 40), and whether their
 * records have come in, so the client can tell of one missing. Nothing else of the injury file.
 */
export function ProvidersPanel({
  caseId,
  providers,
  reply,
}: {
  caseId: number;
  providers: ClientProvider[];
  reply?: IntentReply | null;
}) {
  const state = useIntentForm("add-provider", INJURY_FORM_SPECS.clientProvider, reply, {
    defaultValue: { kind: "physician" },
  });
  const { fields } = state;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="providers-title" className="lg:col-span-2">
        <h2 id="providers-title" className="mb-3 text-lg font-semibold text-ink">
          Your doctors and treatment
        </h2>
        <DataTable
          caption="The doctors, hospitals and therapists who treated you"
          rows={providers}
          rowKey={(provider) => provider.id}
          empty="Your legal team has not listed any yet."
          columns={[
            { id: "name", header: "Provider", rowHeader: true, cell: (p) => p.name },
            { id: "kind", header: "Kind", cell: (p) => PROVIDER_KIND_LABELS[p.kind] },
            { id: "first", header: "First visit", cell: (p) => visitDay(p.firstVisit) },
            { id: "last", header: "Last visit", cell: (p) => visitDay(p.lastVisit) },
            {
              id: "records",
              header: "Records received",
              cell: (p) => (p.recordsReceived ? "Yes" : "No"),
            },
          ]}
        />
      </section>
      <Card as="section" aria-labelledby="add-provider-title" pad="sm" key={newestId(providers)}>
        <h2 id="add-provider-title" className="text-lg font-semibold text-ink">
          Tell us about a provider
        </h2>
        <p className="mb-4 text-sm text-ink-muted">
          Saw a doctor, hospital or therapist who is not listed? Add them and your legal team will
          ask for their records.
        </p>
        <IntentForm
          state={state}
          submit="Add provider"
          pendingText="Adding..."
          hiddenFields={{ caseId }}
        >
          <TextField meta={fields.name} label="Provider's name" autoComplete="off" />
          <SelectField meta={fields.kind} label="Kind" options={KIND_OPTIONS} />
          <DateField meta={fields.firstVisit} label="First visit" />
          <DateField meta={fields.lastVisit} label="Last visit" />
        </IntentForm>
      </Card>
    </div>
  );
}
