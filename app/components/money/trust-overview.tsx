import { Link } from "@remix-run/react";
import { DataTable } from "~/components/ui/data-table";
import { TextField } from "~/components/ui/fields";
import { FilterForm, FilterInput } from "~/components/ui/filter-form";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import { Table } from "~/components/ui/table";
import { AddCard, FileList, type InjuryReply } from "~/components/injury/injury-form-parts";
import type { MatterInTrust, PublicTrustAccount } from "~/services/money/trust.server";
import { formatDollars } from "~/utils/money";
import { trustMatterUrl } from "~/utils/money-urls";
import { TRUST_FORM_SPECS } from "~/utils/trust-form-specs";

/** An account's own page: its journal and reconciliation, an administrator's. */
const accountUrl = (accountId: number) => `/trust/accounts/${accountId}`;

/**
 * The matters holding money in trust that the reader works (issue 41), most first, each linking
 * to its ledger; paged as the URL says.
 */
export function MattersInTrustTable({
  matters,
  page,
  pageCount,
}: {
  matters: ReadonlyArray<MatterInTrust>;
  page: number;
  pageCount: number;
}) {
  return (
    <DataTable
      caption="Matters in trust, the largest first"
      rows={matters}
      rowKey={(matter) => matter.caseId}
      empty="No matter holds money in trust."
      paging={{ page, pageCount }}
      columns={[
        {
          id: "case",
          header: "Case",
          rowHeader: true,
          cell: (matter) => (
            <Link to={trustMatterUrl(matter.caseId)} className="text-brand underline">
              Case #{matter.caseId}: {matter.title}
            </Link>
          ),
        },
        {
          id: "balance",
          header: "In trust",
          align: "right",
          cell: (matter) => formatDollars(matter.balanceCents),
        },
        {
          id: "available",
          header: "Cleared, available to pay",
          align: "right",
          cell: (matter) => formatDollars(matter.availableCents),
        },
      ]}
    />
  );
}

/** "Open a matter's ledger": its case number, read as a GET (the loader sends it on). */
export function OpenLedgerForm({
  asked,
  problem,
}: {
  asked: string | null;
  problem: string | null;
}) {
  return (
    <FilterForm
      label="Open a matter's ledger"
      filtered={false}
      clearTo="/trust"
      submit="Open ledger"
    >
      <FilterInput
        id="trust-case"
        name="case"
        label="Case number"
        value={asked ?? ""}
        maxLength={12}
        error={problem ?? undefined}
      />
    </FilterForm>
  );
}

/**
 * The firm's trust accounts: for an administrator each links to its journal and reconciliation,
 * with the form that opens another; an attorney reads their names, the accounts they choose among.
 */
export function TrustAccountsList({
  accounts,
  opensAccounts,
  reply,
}: {
  accounts: ReadonlyArray<PublicTrustAccount>;
  opensAccounts: boolean;
  reply: InjuryReply;
}) {
  return (
    <div className="space-y-6">
      <FileList id="trust-accounts-title" title="Trust accounts">
        <Table
          caption="The firm's trust accounts"
          captionHidden
          rows={accounts}
          rowKey={(account) => account.id}
          empty={
            opensAccounts
              ? "No trust account yet: open the firm's first below."
              : "No trust account yet: an administrator opens one."
          }
          columns={[
            {
              id: "name",
              header: "Account",
              rowHeader: true,
              cell: (account) =>
                opensAccounts ? (
                  <Link to={accountUrl(account.id)} className="text-brand underline">
                    {account.name}
                  </Link>
                ) : (
                  account.name
                ),
            },
            { id: "bank", header: "Bank", cell: (account) => account.bank },
            { id: "last4", header: "Ending", cell: (account) => account.last4 },
          ]}
        />
      </FileList>
      {opensAccounts ? (
        <AddCard id="open-account" title="Open a trust account" intent="open-account" reply={reply}>
          <OpenAccountForm reply={reply} />
        </AddCard>
      ) : null}
    </div>
  );
}

function OpenAccountForm({ reply }: { reply: InjuryReply }) {
  const state = useIntentForm("open-account", TRUST_FORM_SPECS.account, reply);
  const { fields } = state;
  return (
    <IntentForm state={state} submit="Open account" pendingText="Opening...">
      <TextField meta={fields.name} label="Account name" hint="Like: IOLTA client trust" />
      <TextField meta={fields.bank} label="Bank" />
      <TextField
        meta={fields.last4}
        label="Last four digits of the account number"
        inputMode="numeric"
        autoComplete="off"
      />
    </IntentForm>
  );
}
