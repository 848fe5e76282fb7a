import { Card } from "~/components/ui/card";
import { DateField, SelectField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import {
  AddCard,
  DOLLARS_HINT,
  newestId,
  type InjuryReply,
} from "~/components/injury/injury-form-parts";
import type { PublicTrustAccount, PublicTrustEntry } from "~/services/money/trust.server";
import { formatDollars } from "~/utils/money";
import { TRUST_FORM_SPECS } from "~/utils/trust-form-specs";

/** A line of the case's settlement statement a payment may pay (the fee, a cost, a lien, the net). */
export interface PayableLine {
  label: string;
  amountCents: number;
}

type Accounts = ReadonlyArray<PublicTrustAccount>;

const accountOptions = (accounts: Accounts) =>
  accounts.map((account) => ({
    value: String(account.id),
    label: `${account.name} (${account.bank}, ending ${account.last4})`,
  }));

/** The one account is chosen already; among several, none until the attorney picks. */
const onlyAccount = (accounts: Accounts) => (accounts.length === 1 ? String(accounts[0]!.id) : "");

/**
 * A matter's two ways money moves (issue 41): a deposit into its trust, and a payment out of its
 * cleared funds, each in its card (opened from its heading). Without a trust account in the books
 * there is nothing to choose: the cards say who opens one.
 */
export function TrustMatterForms({
  accounts,
  entries,
  statementLines,
  today,
  reply,
}: {
  accounts: Accounts;
  entries: ReadonlyArray<PublicTrustEntry>;
  statementLines: ReadonlyArray<PayableLine>;
  today: string;
  reply: InjuryReply;
}) {
  if (accounts.length === 0) {
    return (
      <Card as="section" aria-labelledby="no-trust-account" pad="sm">
        <h2 id="no-trust-account" className="text-lg font-semibold text-ink">
          No trust account yet
        </h2>
        <p className="mt-2 text-ink">
          An administrator opens the firm&apos;s trust account on the Trust page; deposits and
          payments are recorded here once there is one.
        </p>
      </Card>
    );
  }
  // Keyed on the newest entry: a form is emptied after each entry it records.
  const newest = newestId(entries);
  return (
    <>
      <AddCard id="trust-deposit" title="Record a deposit" intent="deposit" reply={reply}>
        <DepositForm key={`deposit-${newest}`} accounts={accounts} today={today} reply={reply} />
      </AddCard>
      <AddCard id="trust-payment" title="Pay from trust" intent="pay" reply={reply}>
        <PaymentForm
          key={`payment-${newest}`}
          accounts={accounts}
          statementLines={statementLines}
          today={today}
          reply={reply}
        />
      </AddCard>
    </>
  );
}

function DepositForm({
  accounts,
  today,
  reply,
}: {
  accounts: Accounts;
  today: string;
  reply: InjuryReply;
}) {
  const state = useIntentForm("deposit", TRUST_FORM_SPECS.deposit, reply, {
    defaultValue: { accountId: onlyAccount(accounts), receivedOn: today },
  });
  const { fields } = state;
  return (
    <IntentForm state={state} submit="Record deposit" pendingText="Recording...">
      <AccountField meta={fields.accountId} accounts={accounts} />
      <TextField meta={fields.amountDollars} label="Amount" hint={DOLLARS_HINT} />
      <TextField meta={fields.payer} label="Payer" hint="Like: Acme Mutual Insurance" />
      <TextField meta={fields.reference} label="Check number or reference" autoComplete="off" />
      <DateField meta={fields.receivedOn} label="Date received" />
      <TextField meta={fields.memo} label="Memo" autoComplete="off" />
    </IntentForm>
  );
}

/** The trust account a deposit goes into or a payment comes out of (one: chosen already). */
function AccountField({
  meta,
  accounts,
}: {
  meta: Parameters<typeof SelectField>[0]["meta"];
  accounts: Accounts;
}) {
  return (
    <SelectField
      meta={meta}
      label="Trust account"
      placeholder={accounts.length > 1 ? "Choose an account" : undefined}
      options={accountOptions(accounts)}
    />
  );
}

function PaymentForm({
  accounts,
  statementLines,
  today,
  reply,
}: {
  accounts: Accounts;
  statementLines: ReadonlyArray<PayableLine>;
  today: string;
  reply: InjuryReply;
}) {
  const state = useIntentForm("pay", TRUST_FORM_SPECS.payment, reply, {
    defaultValue: { accountId: onlyAccount(accounts), paidOn: today },
  });
  const { fields } = state;
  return (
    <IntentForm state={state} submit="Record payment" pendingText="Recording...">
      <p className="text-sm text-ink-muted">
        Only cleared funds are paid out: a payment this matter&apos;s cleared funds do not cover is
        refused.
      </p>
      <AccountField meta={fields.accountId} accounts={accounts} />
      <TextField meta={fields.amountDollars} label="Amount" hint={DOLLARS_HINT} />
      <TextField meta={fields.payee} label="Payee" hint="Like: the client, a lienholder" />
      <TextField meta={fields.reference} label="Check number or reference" autoComplete="off" />
      <DateField meta={fields.paidOn} label="Date paid" />
      {statementLines.length > 0 ? (
        <SelectField
          meta={fields.statementLine}
          label="Settlement statement line"
          placeholder="None"
          options={statementLines.map((line) => ({
            value: line.label,
            label: `${line.label}: ${formatDollars(line.amountCents)}`,
          }))}
        />
      ) : null}
      <TextField meta={fields.memo} label="Memo" autoComplete="off" />
    </IntentForm>
  );
}
