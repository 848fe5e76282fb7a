import { DataTable } from "~/components/ui/data-table";
import { CheckboxField, DateField, SelectField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import type { Damages } from "~/services/injury/damages.server";
import type { Page, Shown } from "~/services/injury/pages.server";
import type { FirmProvider } from "~/services/injury/providers.server";
import type { CaseRecordRequests } from "~/services/injury/case-requests.server";
import type { PublicRecordRequest } from "~/services/injury/record-requests.server";
import { formatDay } from "~/utils/format";
import type { FieldMeta } from "~/utils/form-state";
import { INJURY_FORM_SPECS } from "~/utils/injury-form-specs";
import {
  optionsOf,
  PROVIDER_KIND_LABELS,
  REQUEST_METHOD_LABELS,
  REQUESTED_ITEM_LABELS,
  visitDay,
} from "~/utils/injury-words";
import { formatDollars } from "~/utils/money";
import { TreatmentGaps } from "./damages-summary";
import {
  DOLLARS_HINT,
  FileList,
  newestId,
  ProviderSelect,
  providerNames,
  EditAndRemove,
  ReviewMark,
  RowForm,
  sr,
  type InjuryReply,
  AddCard,
} from "./injury-form-parts";

const KIND_OPTIONS = optionsOf(PROVIDER_KIND_LABELS);
const WHAT_OPTIONS = optionsOf(REQUESTED_ITEM_LABELS);
const METHOD_OPTIONS = optionsOf(REQUEST_METHOD_LABELS);

/**
 * Who treated the client and when (issue 40), the gaps between, and the chase for their records
 * and bills: each request marked received in its row, those out too long flagged overdue.
 */
export function TreatmentSection({
  providers,
  requests,
  damages,
  reply,
}: {
  providers: Page<Shown<FirmProvider>>;
  requests: Omit<CaseRecordRequests, "items"> & { items: Array<Shown<PublicRecordRequest>> };
  damages: Pick<Damages, "treatmentGaps">;
  reply: InjuryReply;
}) {
  const nameOf = providerNames(providers.items);
  const overdue = requests.items.filter((request) => request.overdue).length;
  return (
    <div className="grid gap-6 xl:grid-cols-3">
      <div className="space-y-6 xl:col-span-2">
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
        <FileList id="requests-title" title="Records and bills requests">
          {overdue > 0 ? (
            <p className="mb-3 rounded-control border border-brand bg-brand-soft px-3 py-2 text-ink">
              {overdue === 1 ? "1 request is" : `${overdue} requests are`} overdue: not received 30
              days after being sent.
            </p>
          ) : null}
          {requests.total > requests.items.length ? (
            <p className="mb-3 text-sm text-ink-muted">
              Showing the latest {requests.items.length.toLocaleString("en-US")} of{" "}
              {requests.total.toLocaleString("en-US")} requests.
            </p>
          ) : null}
          <DataTable
            caption="Records and bills requests, the latest sent first"
            rows={requests.items}
            rowKey={(request) => request.id}
            empty="No requests yet."
            columns={[
              {
                id: "provider",
                header: "Provider",
                rowHeader: true,
                cell: (request) => nameOf(request.providerId),
              },
              {
                id: "what",
                header: "Asked for",
                cell: (request) =>
                  `${REQUESTED_ITEM_LABELS[request.what]} by ${REQUEST_METHOD_LABELS[request.method].toLowerCase()}`,
              },
              { id: "sent", header: "Sent", cell: (request) => formatDay(request.sentOn) },
              {
                id: "follow",
                header: "Follow up",
                cell: (request) => (
                  <>
                    {request.followUpOn ? formatDay(request.followUpOn) : "—"}
                    <RowForm
                      key={request.followUpOn}
                      intent="follow-up"
                      spec={INJURY_FORM_SPECS.followUp}
                      id={`follow-up-${request.id}`}
                      reply={reply}
                      hidden={{ providerId: request.providerId, requestId: request.id }}
                      defaults={{ followUpOn: request.followUpOn }}
                      summary={
                        <>
                          Change
                          {sr(
                            `the follow-up date of the request sent ${formatDay(request.sentOn)}`,
                          )}
                        </>
                      }
                      submit="Save date"
                    >
                      {(fields) => <DateField meta={fields.followUpOn} label="Follow up on" />}
                    </RowForm>
                  </>
                ),
              },
              {
                id: "cost",
                header: "Copies cost",
                cell: (request) =>
                  request.costCents === null ? "—" : formatDollars(request.costCents),
              },
              {
                id: "received",
                header: "Received",
                cell: (request) =>
                  request.receivedOn ? (
                    `Received ${formatDay(request.receivedOn)}`
                  ) : (
                    <>
                      {request.overdue ? (
                        <strong className="mb-1 block text-danger">Overdue</strong>
                      ) : null}
                      <RowForm
                        intent="mark-received"
                        spec={INJURY_FORM_SPECS.received}
                        id={`received-${request.id}`}
                        reply={reply}
                        hidden={{ providerId: request.providerId, requestId: request.id }}
                        defaults={{ receivedOn: requests.today }}
                        summary={
                          <>
                            Mark received
                            {sr(
                              `: the request to ${nameOf(request.providerId)} sent ${formatDay(request.sentOn)}`,
                            )}
                          </>
                        }
                        submit="Mark received"
                      >
                        {(fields) => (
                          <DateField
                            meta={fields.receivedOn}
                            label={`Date received from ${nameOf(request.providerId)} (sent ${formatDay(request.sentOn)})`}
                          />
                        )}
                      </RowForm>
                    </>
                  ),
              },
            ]}
          />
        </FileList>
      </div>
      <div className="space-y-6">
        <AddCard id="add-provider" title="Add a provider" intent="add-provider" reply={reply}>
          <NewProviderForm key={`provider-${newestId(providers.items)}`} reply={reply} />
        </AddCard>
        <AddCard id="add-request" title="Log a records request" intent="add-request" reply={reply}>
          <NewRequestForm
            key={`request-${newestId(requests.items)}`}
            providers={providers.items}
            reply={reply}
          />
        </AddCard>
      </div>
    </div>
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

function NewRequestForm({
  providers,
  reply,
}: {
  providers: Array<Shown<FirmProvider>>;
  reply: InjuryReply;
}) {
  const state = useIntentForm("add-request", INJURY_FORM_SPECS.recordRequest, reply, {
    defaultValue: { what: "both", method: "fax" },
  });
  const { fields } = state;
  return providers.length === 0 ? (
    <p className="text-sm text-ink-muted">Add a provider first.</p>
  ) : (
    <IntentForm state={state} submit="Log request" pendingText="Logging...">
      <ProviderSelect meta={fields.providerId} providers={providers} />
      <SelectField meta={fields.what} label="Asked for" options={WHAT_OPTIONS} />
      <DateField meta={fields.sentOn} label="Date sent" />
      <SelectField meta={fields.method} label="Sent by" options={METHOD_OPTIONS} />
      <DateField meta={fields.followUpOn} label="Follow up on" />
      <TextField meta={fields.costDollars} label="Cost of the copies" hint={DOLLARS_HINT} />
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
