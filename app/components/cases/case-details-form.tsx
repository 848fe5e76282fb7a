import { Link } from "@remix-run/react";
import { Card } from "~/components/ui/card";
import { SelectField, TextField, TextareaField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import type { CaseDetail } from "~/services/cases.server";
import { caseUrl } from "~/utils/case-urls";
import { PRACTICE_AREAS } from "~/utils/domain";
import { FORM_SPECS } from "~/utils/form-specs";

const AREA_OPTIONS = PRACTICE_AREAS.map((area) => ({ value: area, label: area }));

/**
 * The case's title, description and practice area as one POST form (the Overview's Edit details,
 * loaded when opened): each change is an internal note on the timeline.
 */
export function CaseDetailsForm({
  legalCase,
  reply,
}: {
  legalCase: CaseDetail;
  reply?: IntentReply;
}) {
  const known = (PRACTICE_AREAS as readonly string[]).includes(legalCase.caseType);
  const state = useIntentForm("edit-details", FORM_SPECS.caseDetails, reply, {
    defaultValue: {
      title: legalCase.title,
      description: legalCase.description,
      ...(known ? { practiceArea: legalCase.caseType } : {}),
    },
    shouldValidate: "onSubmit",
  });
  const { fields } = state;
  return (
    <Card as="section" aria-labelledby="case-details-title" pad="sm">
      <h2 id="case-details-title" className="text-lg font-semibold text-ink">
        Edit details
      </h2>
      <p className="mb-4 text-sm text-ink-muted">
        The client sees the new title and description; the change is noted on the timeline for the
        firm only.
      </p>
      <IntentForm state={state} submit="Save Details" pendingText="Saving...">
        <TextField meta={fields.title} label="Title" />
        <TextareaField meta={fields.description} label="Description" rows={6} />
        <SelectField
          meta={fields.practiceArea}
          label="Practice area"
          options={AREA_OPTIONS}
          {...(known ? {} : { placeholder: `Choose a practice area (now: ${legalCase.caseType})` })}
        />
      </IntentForm>
      <p className="mt-3 text-sm">
        <Link to={caseUrl(legalCase.id)} className="text-brand underline">
          Cancel
        </Link>
      </p>
    </Card>
  );
}
