import { DataTable } from "~/components/ui/data-table";
import { DateField, SelectField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import type { CaseRecordRequests } from "~/services/injury/case-requests.server";
import type { Shown } from "~/services/injury/pages.server";
import type { ProviderChoice } from "~/services/injury/providers.server";
import type { PublicRecordRequest } from "~/services/injury/record-requests.server";
import { formatDay } from "~/utils/format";
import { INJURY_FORM_SPECS } from "~/utils/injury-form-specs";
import { optionsOf, REQUEST_METHOD_LABELS, REQUESTED_ITEM_LABELS } from "~/utils/injury-words";
import { formatDollars } from "~/utils/money";
import {
  AddCard,
  DOLLARS_HINT,
  FileList,
  newestId,
  ProviderSelect,
  providerNames,
  RowForm,
  sr,
  type InjuryReply,
  SectionColumns,
} from "./injury-form-parts";

const WHAT_OPTIONS = optionsOf(REQUESTED_ITEM_LABELS);
const METHOD_OPTIONS = optionsOf(REQUEST_METHOD_LABELS);

/**
 * The chase for the providers' records and bills (issue 40), the paralegal's worklist of its
 * own: each request logged, its follow-up date moved while it is out, marked received in its
 * row, and those out too long flagged overdue.
 */
export function RecordsSection({
  requests,
  providers,
  reply,
}: {
  requests: Omit<CaseRecordRequests, "items"> & { items: Array<Shown<PublicRecordRequest>> };
  /** The case's providers (id and name): whom a request went to, and whom a new one goes to. */
  providers: ProviderChoice[];
  reply: InjuryReply;
}) {
  const nameOf = providerNames(providers);
  const overdue = requests.items.filter((request) => request.overdue).length;
  return (
    <SectionColumns
      cards={
        <>
          <AddCard
            id="add-request"
            title="Log a records request"
            intent="add-request"
            reply={reply}
          >
            <NewRequestForm
              key={`request-${newestId(requests.items)}`}
              providers={providers}
              reply={reply}
            />
          </AddCard>
        </>
      }
    >
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
                  {/* A request received needs no more following up. */}
                  {request.receivedOn ? null : (
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
                  )}
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
    </SectionColumns>
  );
}

function NewRequestForm({ providers, reply }: { providers: ProviderChoice[]; reply: InjuryReply }) {
  const state = useIntentForm("add-request", INJURY_FORM_SPECS.recordRequest, reply, {
    defaultValue: { what: "both", method: "fax" },
  });
  const { fields } = state;
  return providers.length === 0 ? (
    <p className="text-sm text-ink-muted">Add the provider first, under Treatment.</p>
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
