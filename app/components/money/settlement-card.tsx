import { Card } from "~/components/ui/card";
import { CheckboxField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import { AddCard, DOLLARS_HINT, type InjuryReply } from "~/components/injury/injury-form-parts";
import type { PublicSettlement } from "~/services/money/settlement.server";
import { NO_FIELDS } from "~/utils/form-specs";
import { dollarsInput } from "~/utils/money";
import { MONEY_FORM_SPECS } from "~/utils/money-form-specs";
import { SettlementStatement } from "./settlement-statement";

/**
 * The case's settlement statement for the firm (issue 41): the statement as it stands, or what
 * keeps it from being figured; the form that enters the settlement's payments (the liens to pay
 * are the injury file's); and, once it adds up, the button that sends it to the client.
 */
export function SettlementCard({
  caseId,
  settlement,
  timeZone,
  reply,
}: {
  caseId: number;
  settlement: PublicSettlement;
  timeZone: string;
  reply: InjuryReply;
}) {
  const sendable =
    settlement.problems.length === 0 &&
    (settlement.status === "draft" || settlement.changedSinceApproval);
  return (
    <div className="space-y-6">
      <Card as="section" aria-labelledby="settlement-title" pad="sm">
        <h2 id="settlement-title" className="text-lg font-semibold text-ink">
          Settlement statement
        </h2>
        {settlement.problems.length > 0 ? (
          <ul className="mt-2 list-disc pl-5 text-ink">
            {settlement.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : (
          <div className="mt-2">
            <SettlementStatement settlement={settlement} timeZone={timeZone} />
          </div>
        )}
        {settlement.approvedAt ? (
          <p className="no-print mt-3">
            <a
              href={`/cases/${caseId}/money/statement.pdf`}
              className="font-medium text-brand underline"
              download
            >
              Download the statement the client approved (PDF)
            </a>
          </p>
        ) : null}
        {sendable ? <ReadyForm reply={reply} /> : null}
      </Card>
      <AddCard
        id="settlement-form"
        title={
          settlement.payments.length ? "Change the settlement's payments" : "Enter the settlement"
        }
        intent="settlement"
        reply={reply}
      >
        <SettlementForm
          key={settlement.statementHash ?? "none"}
          settlement={settlement}
          reply={reply}
        />
      </AddCard>
    </div>
  );
}

function ReadyForm({ reply }: { reply: InjuryReply }) {
  const state = useIntentForm("settlement-ready", NO_FIELDS, reply);
  return (
    <IntentForm
      state={state}
      className="no-print mt-4"
      submit="Send to the client for approval"
      pendingText="Sending..."
    />
  );
}

function SettlementForm({
  settlement,
  reply,
}: {
  settlement: PublicSettlement;
  reply: InjuryReply;
}) {
  const [first, second, third] = settlement.payments;
  const state = useIntentForm("settlement", MONEY_FORM_SPECS.settlement, reply, {
    defaultValue: {
      payer1: first?.payer ?? "",
      amount1Dollars: first ? dollarsInput(first.amountCents) : "",
      payer2: second?.payer ?? "",
      amount2Dollars: second ? dollarsInput(second.amountCents) : "",
      payer3: third?.payer ?? "",
      amount3Dollars: third ? dollarsInput(third.amountCents) : "",
      payBills: settlement.payBills ? "on" : undefined,
    },
  });
  const { fields } = state;
  return (
    <IntentForm state={state} submit="Save settlement" pendingText="Saving...">
      <p className="text-sm text-ink-muted">
        Up to three payments (an insurer&apos;s check each); the liens paid from it are the injury
        file&apos;s, the costs those the client has not paid back.
      </p>
      <TextField meta={fields.payer1} label="Payer 1" autoComplete="off" />
      <TextField meta={fields.amount1Dollars} label="Amount 1" hint={DOLLARS_HINT} />
      <TextField meta={fields.payer2} label="Payer 2" autoComplete="off" />
      <TextField meta={fields.amount2Dollars} label="Amount 2" />
      <TextField meta={fields.payer3} label="Payer 3" autoComplete="off" />
      <TextField meta={fields.amount3Dollars} label="Amount 3" />
      <CheckboxField
        meta={fields.payBills}
        label="Pay the medical bills still owed from the settlement"
        hint="Each provider's unpaid balance in the injury file's bills becomes a line of the statement."
      />
    </IntentForm>
  );
}
