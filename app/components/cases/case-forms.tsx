import { Card } from "~/components/ui/card";
import { CheckboxField, SelectField } from "~/components/ui/fields";
import { StaffField, type StaffChoiceList } from "~/components/ui/staff-field";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import type { CaseDetail } from "~/services/cases.server";
import { CASE_STATUSES, ENUMS } from "~/utils/domain";
import { humanise } from "~/utils/format";
import { FORM_SPECS } from "~/utils/form-specs";

const options = (values: readonly string[]) =>
  values.map((value) => ({ value, label: humanise(value) }));

/**
 * Status and priority (and, for an administrator, the attorney) as one POST form: what changes
 * goes on the timeline, for the firm only unless "Tell the client" is ticked.
 */
export function CaseChangeForm({
  legalCase,
  attorneys,
  reply,
}: {
  legalCase: CaseDetail;
  /** The firm's attorneys, for an administrator who may reassign the case; empty otherwise. */
  attorneys: StaffChoiceList;
  reply?: IntentReply;
}) {
  const state = useIntentForm("update-case", FORM_SPECS.caseUpdate, reply, {
    defaultValue: {
      status: legalCase.status,
      priority: legalCase.priority,
      staffId: legalCase.staffId ? String(legalCase.staffId) : undefined,
    },
    shouldValidate: "onSubmit",
  });
  const { fields } = state;
  // The current status stays a choice even when it is not one the page offers (a declined
  // intake's `closed`). An intake awaiting acceptance leaves that state by Accept or Decline only.
  const settable: readonly string[] = CASE_STATUSES;
  const statuses: readonly string[] =
    legalCase.status === "awaiting_acceptance"
      ? [legalCase.status]
      : settable.includes(legalCase.status)
        ? settable
        : [legalCase.status, ...settable];
  return (
    <Card as="section" aria-labelledby="case-change-title" pad="sm">
      <h2 id="case-change-title" className="text-lg font-semibold text-ink">
        Update the case
      </h2>
      <p className="mb-4 text-sm text-ink-muted">
        Each change is added to the timeline. The client sees it and is notified only when you tell
        them; a priority is always for the firm only.
      </p>
      <IntentForm state={state} submit="Save Changes" pendingText="Saving...">
        <SelectField meta={fields.status} label="Status" options={options(statuses)} />
        <SelectField meta={fields.priority} label="Priority" options={options(ENUMS.priority)} />
        {attorneys.staff.length > 0 ? (
          <StaffField
            meta={fields.staffId}
            label="Attorney"
            choices={attorneys}
            {...(legalCase.staffId ? {} : { placeholder: "Choose an attorney" })}
          />
        ) : null}
        <CheckboxField meta={fields.notifyClient} label="Tell the client" />
      </IntentForm>
    </Card>
  );
}
