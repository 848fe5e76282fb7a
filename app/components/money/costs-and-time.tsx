import { DataTable } from "~/components/ui/data-table";
import {
  CheckboxField,
  DateField,
  SelectField,
  TextField,
  TextareaField,
} from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import {
  AddCard,
  DOLLARS_HINT,
  FileList,
  newestId,
  type InjuryReply,
} from "~/components/injury/injury-form-parts";
import type { CostPage } from "~/services/money/costs.server";
import type { TimeEntryPage } from "~/services/money/time-entries.server";
import { formatDay } from "~/utils/format";
import { MONEY_FORM_SPECS } from "~/utils/money-form-specs";
import { formatDollars } from "~/utils/money";

const ACCOUNT_OPTIONS = [
  { value: "operating", label: "The operating account" },
  { value: "trust", label: "The trust account" },
];

/** Minutes as hours and minutes: 95 is "1 h 35 min". */
const duration = (minutes: number) =>
  minutes < 60
    ? `${minutes} min`
    : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ""}`;

/** Only the first page of a list is shown here; the rest is in the /api. */
function Shown({ page, what }: { page: { items: unknown[]; total: number }; what: string }) {
  return page.total > page.items.length ? (
    <p className="mb-3 text-sm text-ink-muted">
      Showing the first {page.items.length.toLocaleString("en-US")} of{" "}
      {page.total.toLocaleString("en-US")} {what}.
    </p>
  ) : null;
}

/**
 * The costs the firm advanced on the case, with what the client has paid back (issue 41), and
 * the time its staff spent on it; each with its form to add one.
 */
export function CostsAndTime({
  costs,
  time,
  reply,
}: {
  costs: CostPage;
  time: TimeEntryPage;
  reply: InjuryReply;
}) {
  return (
    <div className="grid gap-6 xl:grid-cols-3">
      <div className="space-y-6 xl:col-span-2">
        <FileList id="costs-title" title="Case costs">
          <p className="mb-3 text-ink">
            Advanced {formatDollars(costs.totals.advancedCents)}; reimbursed{" "}
            {formatDollars(costs.totals.reimbursedCents)}; still owed by the client{" "}
            <strong>{formatDollars(costs.totals.outstandingCents)}</strong>.
          </p>
          <Shown page={costs} what="costs" />
          <DataTable
            caption="Costs advanced, by date"
            rows={costs.items}
            rowKey={(cost) => cost.id}
            empty="No costs yet."
            columns={[
              {
                id: "description",
                header: "Cost",
                rowHeader: true,
                cell: (cost) => cost.description,
              },
              { id: "date", header: "Date", cell: (cost) => formatDay(cost.incurredOn) },
              {
                id: "amount",
                header: "Amount",
                align: "right",
                cell: (cost) => formatDollars(cost.amountCents),
              },
              {
                id: "from",
                header: "Paid from",
                cell: (cost) => (cost.paidFrom === "trust" ? "Trust" : "Operating"),
              },
              {
                id: "reimbursed",
                header: "Reimbursed",
                cell: (cost) =>
                  cost.reimbursed ? (
                    cost.reimbursedFromSettlement ? (
                      "Yes, from the settlement"
                    ) : (
                      "Yes"
                    )
                  ) : (
                    <ReimbursedForm costId={cost.id} what={cost.description} reply={reply} />
                  ),
              },
            ]}
          />
        </FileList>
        <FileList id="time-title" title="Time spent">
          <p className="mb-3 text-ink">In all: {duration(time.totalMinutes)}.</p>
          <Shown page={time} what="entries" />
          <DataTable
            caption="Time spent, the latest first"
            rows={time.items}
            rowKey={(entry) => entry.id}
            empty="No time logged yet."
            columns={[
              {
                id: "date",
                header: "Date",
                rowHeader: true,
                cell: (entry) => formatDay(entry.workedOn),
              },
              { id: "who", header: "Who", cell: (entry) => entry.staffName ?? "—" },
              { id: "time", header: "Time", cell: (entry) => duration(entry.minutes) },
              { id: "activity", header: "Activity", cell: (entry) => entry.activity },
              {
                id: "description",
                header: "What was done",
                cell: (entry) => entry.description ?? "—",
              },
            ]}
          />
        </FileList>
      </div>
      <div className="space-y-6">
        <AddCard id="add-cost" title="Add a cost" intent="add-cost" reply={reply}>
          <CostForm key={`cost-${newestId(costs.items)}`} reply={reply} />
        </AddCard>
        <AddCard id="add-time" title="Log time" intent="add-time" reply={reply}>
          <TimeForm key={`time-${newestId(time.items)}`} reply={reply} />
        </AddCard>
      </div>
    </div>
  );
}

function ReimbursedForm({
  costId,
  what,
  reply,
}: {
  costId: number;
  what: string;
  reply: InjuryReply;
}) {
  const state = useIntentForm("cost-reimbursed", MONEY_FORM_SPECS.reimbursed, reply, {
    id: `cost-reimbursed-${costId}`,
  });
  return (
    <IntentForm state={state} className="" hiddenFields={{ costId }}>
      <span>No </span>
      <button type="submit" className="text-sm font-medium text-brand underline">
        Mark reimbursed<span className="sr-only"> {what}</span>
      </button>
    </IntentForm>
  );
}

function CostForm({ reply }: { reply: InjuryReply }) {
  const state = useIntentForm("add-cost", MONEY_FORM_SPECS.cost, reply, {
    defaultValue: { paidFrom: "operating" },
  });
  const { fields } = state;
  return (
    <IntentForm state={state} submit="Add cost" pendingText="Adding...">
      <TextField meta={fields.description} label="What it was for" autoComplete="off" />
      <DateField meta={fields.incurredOn} label="Date paid" />
      <TextField meta={fields.amountDollars} label="Amount" hint={DOLLARS_HINT} />
      <SelectField meta={fields.paidFrom} label="Paid from" options={ACCOUNT_OPTIONS} />
      <CheckboxField meta={fields.reimbursed} label="The client has already paid it back" />
    </IntentForm>
  );
}

function TimeForm({ reply }: { reply: InjuryReply }) {
  const state = useIntentForm("add-time", MONEY_FORM_SPECS.time, reply);
  const { fields } = state;
  return (
    <IntentForm state={state} submit="Log time" pendingText="Logging...">
      <DateField meta={fields.workedOn} label="Date worked" />
      <TextField meta={fields.minutes} label="Minutes" inputMode="numeric" />
      <TextField meta={fields.activity} label="Activity" hint="Like: call with the adjuster" />
      <TextareaField meta={fields.description} label="What was done" rows={3} />
    </IntentForm>
  );
}
