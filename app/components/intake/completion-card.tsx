import { SelectField, TextareaField, TextField } from "~/components/ui/fields";
import { IntentForm, useIntentForm, type IntentReply } from "~/components/ui/form";
import {
  CONTACT_METHODS,
  PRACTICE_AREAS,
  PRIORITIES,
  type IntakeExtractedData,
} from "~/utils/domain";
import { humanise } from "~/utils/format";
import { FORM_SPECS, NO_FIELDS } from "~/utils/form-specs";

const option = (value: string) => ({ value, label: value });

type Reply = IntentReply | null | undefined;

interface SessionFormProps {
  sessionId: string;
  data: IntakeExtractedData;
  reply: Reply;
}

/**
 * Intake Complete!: the client checks what was understood, may correct it (a validated POST
 * form inside a disclosure, so it works without JavaScript), then creates the case.
 */
export function CompletionCard({ sessionId, data, reply }: SessionFormProps) {
  const create = useIntentForm("create", NO_FIELDS, reply, { id: "create-case" });
  // A refused correction reopens the disclosure, so its messages are seen (JavaScript off too).
  const correcting =
    reply?.intent === "correct" && Object.keys(reply.result.error ?? {}).length > 0;
  return (
    <section
      aria-labelledby="complete-title"
      className="rounded-card border border-success bg-success-soft p-5"
    >
      <h2 id="complete-title" className="text-lg font-semibold text-ink">
        Intake Complete!
      </h2>
      <p className="mt-1 text-ink">
        Please check the information above. If anything is wrong, correct it before you create your
        case.
      </p>
      <details open={correcting} className="mt-4 rounded-control border border-line bg-white">
        <summary className="cursor-pointer px-4 py-2 font-medium text-brand">
          Correct the details
        </summary>
        <CorrectionForm sessionId={sessionId} data={data} reply={reply} />
      </details>
      <div className="mt-4">
        <IntentForm
          state={create}
          submit="Create My Case"
          pendingText="Creating Case..."
          hiddenFields={{ sessionId }}
        />
      </div>
    </section>
  );
}

function CorrectionForm({ sessionId, data, reply }: SessionFormProps) {
  const state = useIntentForm("correct", FORM_SPECS.intakeDetails, reply, {
    id: "intake-details",
    defaultValue: {
      phone: data.personalInfo?.phone,
      ...data.legalMatter,
      urgency: data.legalMatter?.urgency ?? "medium",
      whenWhere: data.incident?.whenWhere,
      injuries: data.incident?.injuries,
      treatment: data.incident?.treatment,
      insurance: data.incident?.insurance,
      communicationMethod: data.preferences?.communicationMethod,
    },
  });
  const { fields } = state;
  return (
    <IntentForm
      state={state}
      className="space-y-4 p-4"
      submit="Save corrections"
      pendingText="Saving..."
      hiddenFields={{ sessionId }}
    >
      <p className="text-sm text-ink-muted">
        Your name and email are your account&apos;s; change them in your account if they are wrong.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.phone} label="Phone" type="tel" autoComplete="tel" />
        <SelectField
          meta={fields.caseType}
          label="Case type"
          options={PRACTICE_AREAS.map(option)}
          placeholder="Choose one"
        />
        <SelectField
          meta={fields.urgency}
          label="Urgency"
          options={PRIORITIES.map((value) => ({ value, label: humanise(value) }))}
        />
      </div>
      <TextareaField meta={fields.description} label="What happened" rows={5} />
      <TextField meta={fields.whenWhere} label="When and where" />
      <TextareaField meta={fields.injuries} label="Injuries" rows={2} />
      <TextareaField meta={fields.treatment} label="Treatment so far" rows={2} />
      <TextareaField meta={fields.insurance} label="Insurance" rows={2} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          meta={fields.communicationMethod}
          label="Preferred contact method"
          options={CONTACT_METHODS.map(option)}
          placeholder="No preference"
        />
      </div>
    </IntentForm>
  );
}
