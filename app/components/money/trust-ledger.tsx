import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { DateField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import { replyFor, sr, type InjuryReply } from "~/components/injury/injury-form-parts";
import type { MatterLedger, PublicTrustEntry } from "~/services/money/trust.server";
import { formatDay } from "~/utils/format";
import { formatDollars } from "~/utils/money";
import { TRUST_FORM_SPECS } from "~/utils/trust-form-specs";
import { TRUST_ENTRY_KIND_WORDS } from "~/utils/trust-words";

/** An entry as its row names it: "Deposit #12". */
const entryName = (entry: PublicTrustEntry) => `${TRUST_ENTRY_KIND_WORDS[entry.kind]} #${entry.id}`;

/**
 * Where an entry stands: whether the bank has cleared it (a deposit it has not is not to be paid
 * from yet; a payment it has not is an outstanding check), and what reversed it or what it reverses.
 */
function statusWords(entry: PublicTrustEntry): string[] {
  const words: string[] = [];
  if (entry.kind !== "reversal") {
    if (entry.clearedOn) words.push(`Cleared ${formatDay(entry.clearedOn)}`);
    else if (entry.reversedById === null) {
      words.push(entry.kind === "deposit" ? "Not cleared" : "Outstanding");
    }
  }
  if (entry.reversesId !== null) words.push(`Reverses #${entry.reversesId}`);
  if (entry.reversedById !== null) words.push(`Reversed by #${entry.reversedById}`);
  return words;
}

/**
 * A matter's trust ledger (issue 41), a page of it: each entry by day with the matter's balance
 * after it; a deposit or payment not cleared yet has its Mark cleared, an entry not reversed its Reverse
 * (folded, so the table stays compact).
 */
export function TrustLedgerTable({
  ledger,
  accountNames,
  reply,
}: {
  ledger: MatterLedger;
  /** Each account's name by id, when the firm has more than one (else the entries say none). */
  accountNames: Map<number, string> | null;
  reply: InjuryReply;
}) {
  return (
    <DataTable
      caption="Trust ledger, oldest first"
      rows={ledger.entries}
      rowKey={(entry) => entry.id}
      empty="No entries yet: record the first deposit."
      paging={{ page: ledger.page, pageCount: ledger.pageCount }}
      columns={[
        {
          id: "date",
          header: "Date",
          rowHeader: true,
          cell: (entry) => formatDay(entry.entryOn),
        },
        {
          id: "entry",
          header: "Entry",
          cell: (entry) => (
            <>
              {entryName(entry)}
              {accountNames ? (
                <span className="block text-ink-muted">{accountNames.get(entry.accountId)}</span>
              ) : null}
              {entry.memo ? <span className="block text-ink-muted">{entry.memo}</span> : null}
            </>
          ),
        },
        { id: "counterparty", header: "Payer or payee", cell: (entry) => entry.counterparty },
        { id: "reference", header: "Reference", cell: (entry) => entry.reference },
        { id: "line", header: "Statement line", cell: (entry) => entry.statementLine ?? "—" },
        {
          id: "in",
          header: "In",
          align: "right",
          cell: (entry) => (entry.amountCents > 0 ? formatDollars(entry.amountCents) : ""),
        },
        {
          id: "out",
          header: "Out",
          align: "right",
          cell: (entry) => (entry.amountCents < 0 ? formatDollars(-entry.amountCents) : ""),
        },
        {
          id: "balance",
          header: "Balance after",
          align: "right",
          cell: (entry) => formatDollars(entry.runningCents),
        },
        {
          id: "status",
          header: "Status",
          cell: (entry) =>
            statusWords(entry).map((words) => (
              <span key={words} className="block">
                {words}
              </span>
            )),
        },
        {
          id: "change",
          header: "Change",
          cell: (entry) => <EntryForms entry={entry} reply={reply} />,
        },
      ]}
    />
  );
}

/** What may still be done to an entry: clear it (not yet cleared), reverse it (not yet undone). */
function EntryForms({ entry, reply }: { entry: PublicTrustEntry; reply: InjuryReply }) {
  const open = entry.kind !== "reversal" && entry.reversedById === null;
  if (!open) return null;
  return (
    <div className="min-w-40 space-y-2">
      {!entry.clearedOn ? <ClearForm entry={entry} reply={reply} /> : null}
      <ReverseForm entry={entry} reply={reply} />
    </div>
  );
}

/** The bank has cleared a deposit, or paid a payment: today, unless another day is given (folded). */
function ClearForm({ entry, reply }: { entry: PublicTrustEntry; reply: InjuryReply }) {
  const id = `clear-${entry.id}`;
  const mine = replyFor(reply, "clear", id);
  const state = useIntentForm("clear", TRUST_FORM_SPECS.clear, mine, { id });
  return (
    <IntentForm state={state} className="space-y-1" hiddenFields={{ entryId: entry.id }}>
      <details open={Boolean(mine)}>
        <summary className="cursor-pointer text-sm text-brand underline">
          Cleared another day?{sr(entryName(entry))}
        </summary>
        <div className="mt-1">
          <DateField meta={state.fields.clearedOn} label="Date cleared" />
        </div>
      </details>
      <Button size="sm" variant="secondary" pending={state.pending} pendingText="Saving...">
        Mark cleared{sr(entryName(entry))}
      </Button>
    </IntentForm>
  );
}

/** An entry undone by its opposite, with the reason why (a voided check, a returned deposit). */
function ReverseForm({ entry, reply }: { entry: PublicTrustEntry; reply: InjuryReply }) {
  const id = `reverse-${entry.id}`;
  const mine = replyFor(reply, "reverse", id);
  const state = useIntentForm("reverse", TRUST_FORM_SPECS.reverse, mine, { id });
  return (
    <details open={Boolean(mine)}>
      <summary className="cursor-pointer text-sm font-medium text-brand underline">
        Reverse{sr(entryName(entry))}
      </summary>
      <IntentForm state={state} className="mt-2 space-y-2" hiddenFields={{ entryId: entry.id }}>
        <TextField
          meta={state.fields.reason}
          label="Reason"
          hint="Like: check voided"
          autoComplete="off"
        />
        <Button size="sm" variant="danger" pending={state.pending} pendingText="Reversing...">
          Reverse {entryName(entry)}
        </Button>
      </IntentForm>
    </details>
  );
}
