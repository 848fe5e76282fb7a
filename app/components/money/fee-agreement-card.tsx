import { Card } from "~/components/ui/card";
import { RadioGroupField, SelectField, TextField, DateField } from "~/components/ui/fields";
import { IntentForm, useIntentForm } from "~/components/ui/form";
import { AddCard, type InjuryReply } from "~/components/injury/injury-form-parts";
import type { CaseFee } from "~/services/money/fee-agreement.server";
import { rateInput, ratePercentText } from "~/services/money/fee";
import { CASE_STAGE_NAMES, CASE_STAGES, RATE_FIELDS } from "~/utils/case-stages";
import { formatDay } from "~/utils/format";
import { MONEY_FORM_SPECS } from "~/utils/money-form-specs";

const STAGE_OPTIONS = CASE_STAGES.map((stage) => ({
  value: stage,
  label: CASE_STAGE_NAMES[stage],
}));
const COSTS_OPTIONS = [
  { value: "after", label: "After the fee (the fee is figured on the whole settlement)" },
  { value: "before", label: "Before the fee (the fee is figured on what is left)" },
];

/**
 * The case's contingency fee (issue 41): the stage it has reached, the agreement's rate for each
 * stage and which one is in force now, whether costs come off before the fee, the day it was
 * signed; and the forms that move the stage and set the agreement.
 */
export function FeeAgreementCard({ fee, reply }: { fee: CaseFee; reply: InjuryReply }) {
  const { feeAgreement, tierInForce, stage } = fee;
  return (
    <div className="space-y-6">
      <Card as="section" aria-labelledby="fee-title" pad="sm">
        <h2 id="fee-title" className="text-lg font-semibold text-ink">
          Fee agreement
        </h2>
        <p className="mt-2 text-ink">
          Stage of the case: <strong>{CASE_STAGE_NAMES[stage]}</strong>.{" "}
          {tierInForce
            ? `The fee in force: ${ratePercentText(tierInForce.rateNumerator, tierInForce.rateDenominator)}.`
            : feeAgreement
              ? "No tier of the agreement applies at this stage."
              : "No fee agreement yet."}
        </p>
        {feeAgreement ? (
          <dl className="mt-3 grid gap-3 sm:grid-cols-2">
            {feeAgreement.tiers.map((tier) => (
              <div key={tier.stage}>
                <dt className="text-sm text-ink-muted">From {CASE_STAGE_NAMES[tier.stage]}</dt>
                <dd className="font-semibold text-ink">
                  {ratePercentText(tier.rateNumerator, tier.rateDenominator)}
                </dd>
              </div>
            ))}
            <div>
              <dt className="text-sm text-ink-muted">Costs come off</dt>
              <dd className="font-semibold text-ink">
                {feeAgreement.costsBeforeFee ? "Before the fee" : "After the fee"}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-muted">Signed</dt>
              <dd className="font-semibold text-ink">
                {feeAgreement.signedOn ? formatDay(feeAgreement.signedOn) : "Not signed yet"}
              </dd>
            </div>
          </dl>
        ) : null}
      </Card>
      <AddCard
        id="fee-agreement-form"
        title={feeAgreement ? "Change the fee agreement" : "Set the fee agreement"}
        intent="fee-agreement"
        reply={reply}
      >
        <FeeAgreementForm key={feeAgreement?.updatedAt ?? "none"} fee={fee} reply={reply} />
      </AddCard>
      <StageForm key={stage} stage={stage} reply={reply} />
    </div>
  );
}

function FeeAgreementForm({ fee, reply }: { fee: CaseFee; reply: InjuryReply }) {
  const rates = Object.fromEntries(
    (fee.feeAgreement?.tiers ?? []).map((tier) => [RATE_FIELDS[tier.stage], rateInput(tier)]),
  );
  const state = useIntentForm("fee-agreement", MONEY_FORM_SPECS.feeAgreement, reply, {
    defaultValue: {
      ...rates,
      costsBeforeFee: fee.feeAgreement?.costsBeforeFee ? "before" : "after",
      signedOn: fee.feeAgreement?.signedOn ?? "",
    },
  });
  const { fields } = state;
  const hint = "A percent or a fraction, like 33 1/3% or 1/3; blank if the stage has no rate";
  return (
    <IntentForm state={state} submit="Save fee agreement" pendingText="Saving...">
      <TextField meta={fields.ratePreSuit} label="Rate before suit" hint={hint} />
      <TextField meta={fields.rateSuitFiled} label="Rate once suit is filed" />
      <TextField meta={fields.rateTrial} label="Rate at trial" />
      <TextField meta={fields.rateAppeal} label="Rate on appeal" />
      <RadioGroupField
        meta={fields.costsBeforeFee}
        legend="Case costs come off the settlement"
        options={COSTS_OPTIONS}
      />
      <DateField meta={fields.signedOn} label="Date signed" />
    </IntentForm>
  );
}

function StageForm({ stage, reply }: { stage: CaseFee["stage"]; reply: InjuryReply }) {
  const state = useIntentForm("stage", MONEY_FORM_SPECS.stage, reply, {
    defaultValue: { stage },
  });
  return (
    <Card as="section" aria-labelledby="stage-title" pad="sm">
      <h2 id="stage-title" className="text-lg font-semibold text-ink">
        Stage of the case
      </h2>
      <IntentForm
        state={state}
        submit="Change stage"
        pendingText="Changing..."
        className="mt-3 space-y-4"
      >
        <SelectField meta={state.fields.stage} label="Stage" options={STAGE_OPTIONS} />
      </IntentForm>
    </Card>
  );
}
