import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextareaField,
  TextField,
} from "~/components/ui/fields";
import {
  CONTACT_METHODS,
  PRACTICE_AREAS,
  PRIORITIES,
  type IntakeExtractedData,
} from "~/utils/domain";
import { humanise } from "~/utils/format";
import { IntakeDetailsSchema } from "~/utils/intake-schemas";

const option = (value: string) => ({ value, label: value });

/**
 * Intake Complete!: the client checks what was understood, may correct it (a validated POST
 * form inside a disclosure, so it works without JavaScript), then creates the case.
 */
export function CompletionCard({
  sessionId,
  data,
  correctResult,
  createErrors,
}: {
  sessionId: string;
  data: IntakeExtractedData;
  correctResult?: SubmissionResult<string[]>;
  createErrors?: string[];
}) {
  const navigation = useNavigation();
  const creating = navigation.state !== "idle" && navigation.formData?.get("intent") === "create";
  return (
    <section
      aria-labelledby="complete-title"
      className="rounded-lg border border-green-700 bg-green-50 p-5"
    >
      <h2 id="complete-title" className="text-lg font-semibold text-green-950">
        Intake Complete!
      </h2>
      <p className="mt-1 text-slate-800">
        Please check the information above. If anything is wrong, correct it before you create your
        case.
      </p>
      <details
        open={Boolean(correctResult?.error && Object.keys(correctResult.error).length)}
        className="mt-4 rounded-md border border-slate-300 bg-white"
      >
        <summary className="cursor-pointer px-4 py-2 font-medium text-blue-900">
          Correct the details
        </summary>
        <CorrectionForm sessionId={sessionId} data={data} lastResult={correctResult} />
      </details>
      <Form method="post" className="mt-4 space-y-3">
        <FormAlert id="create-case-errors" errors={createErrors} />
        <input type="hidden" name="sessionId" value={sessionId} />
        <SubmitButton
          name="intent"
          value="create"
          pending={creating}
          pendingText="Creating Case..."
        >
          Create My Case
        </SubmitButton>
      </Form>
    </section>
  );
}

function CorrectionForm({
  sessionId,
  data,
  lastResult,
}: {
  sessionId: string;
  data: IntakeExtractedData;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({
    id: "intake-details",
    lastResult,
    defaultValue: {
      ...data.personalInfo,
      ...data.legalMatter,
      urgency: data.legalMatter?.urgency ?? "medium",
      ...data.preferences,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: IntakeDetailsSchema }),
  });
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "correct";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4 p-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <input type="hidden" name="sessionId" value={sessionId} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.firstName} label="First name" autoComplete="given-name" />
        <TextField meta={fields.lastName} label="Last name" autoComplete="family-name" />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
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
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          meta={fields.communicationMethod}
          label="Preferred contact method"
          options={CONTACT_METHODS.map(option)}
          placeholder="No preference"
        />
        <TextField meta={fields.budgetRange} label="Budget range" />
      </div>
      <SubmitButton name="intent" value="correct" pending={saving} pendingText="Saving...">
        Save corrections
      </SubmitButton>
    </Form>
  );
}
