import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/ui/error-summary";
import { FieldErrors, TextField } from "~/components/ui/fields";
import { CONSULTATION_LABELS, ConsultationSchema } from "~/utils/consultation-schema";

const FIELD_ORDER = Object.keys(CONSULTATION_LABELS) as Array<keyof typeof CONSULTATION_LABELS>;

function describedBy(meta: FieldMetadata<unknown>, ...others: Array<string | undefined>) {
  return (
    [...others, meta.errors?.length ? meta.errorId : undefined].filter(Boolean).join(" ") ||
    undefined
  );
}

/** The Personal Injury Consultation form (spec section 2), with Cancel outside it as a GET form. */
export function ConsultationForm({
  lastResult,
  cancelHref,
}: {
  lastResult?: SubmissionResult<string[]>;
  cancelHref: string;
}) {
  const [form, fields] = useForm({
    id: "consultation",
    lastResult,
    constraint: getZodConstraint(ConsultationSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ConsultationSchema }),
  });
  const navigation = useNavigation();
  const submitting =
    navigation.state !== "idle" && navigation.formAction?.startsWith("/public-form") === true;

  const summary = FIELD_ORDER.flatMap((name) =>
    (fields[name].errors ?? []).map((message) => ({
      fieldId: name === "injured" ? `${fields.injured.id}-yes` : fields[name].id,
      message,
    })),
  );
  const injuredValue = fields.injured.value ?? fields.injured.initialValue;
  const inputClass = (invalid: boolean) =>
    `block w-full rounded-md border px-3 py-2 text-slate-900 ${invalid ? "border-red-700" : "border-slate-400"}`;

  return (
    <>
      <Form method="post" action="/public-form" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="intent" value="request-consultation" />
        <ErrorSummary id={form.errorId} formErrors={form.errors} fieldErrors={summary} />
        <p className="text-sm text-slate-700">Fields marked (required) must be filled in.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            meta={fields.firstName}
            label="First Name (required)"
            autoComplete="given-name"
          />
          <TextField
            meta={fields.lastName}
            label="Last Name (required)"
            autoComplete="family-name"
          />
        </div>
        <TextField
          meta={fields.email}
          label="Email Address (required)"
          type="email"
          autoComplete="email"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.phone} label="Phone Number" type="tel" autoComplete="tel" />
          <TextField meta={fields.incidentDate} label="Incident Date" type="date" />
        </div>
        <div className="space-y-1">
          <label
            htmlFor={fields.incidentDescription.id}
            className="block text-sm font-medium text-slate-800"
          >
            Describe Your Incident (required)
          </label>
          <p id={`${fields.incidentDescription.id}-hint`} className="text-sm text-slate-600">
            What happened, where and when? At least 10 characters.
          </p>
          <textarea
            {...getTextareaProps(fields.incidentDescription)}
            key={fields.incidentDescription.key}
            rows={5}
            aria-describedby={describedBy(
              fields.incidentDescription,
              `${fields.incidentDescription.id}-hint`,
            )}
            className={inputClass(Boolean(fields.incidentDescription.errors?.length))}
          />
          <FieldErrors
            id={fields.incidentDescription.errorId}
            errors={fields.incidentDescription.errors}
          />
        </div>
        <fieldset className="space-y-2" aria-describedby={describedBy(fields.injured)}>
          <legend className="text-sm font-medium text-slate-800">Were you injured?</legend>
          <div className="flex gap-6">
            {(["yes", "no", "unsure"] as const).map((value) => (
              <label key={value} className="flex items-center gap-2 text-slate-800">
                <input
                  type="radio"
                  id={`${fields.injured.id}-${value}`}
                  name={fields.injured.name}
                  value={value}
                  defaultChecked={injuredValue === value}
                  className="h-4 w-4"
                />
                {value === "yes" ? "Yes" : value === "no" ? "No" : "Unsure"}
              </label>
            ))}
          </div>
          <FieldErrors id={fields.injured.errorId} errors={fields.injured.errors} />
        </fieldset>
        <div className="space-y-1">
          <label className="flex items-start gap-2 text-slate-800">
            <input
              {...getInputProps(fields.agreeToTerms, { type: "checkbox" })}
              key={fields.agreeToTerms.key}
              aria-describedby={describedBy(fields.agreeToTerms)}
              className="mt-1 h-4 w-4"
            />
            <span>I agree to the terms of service and privacy policy (required)</span>
          </label>
          <FieldErrors id={fields.agreeToTerms.errorId} errors={fields.agreeToTerms.errors} />
        </div>
        {/* A trap for bots: hidden from people and from assistive technology. */}
        <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
          <label htmlFor="consultation-website">Leave this field empty</label>
          <input
            id="consultation-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <button
            type="submit"
            form="consultation-cancel"
            name="dialog"
            value="closed"
            disabled={submitting}
            className="rounded-md border border-slate-400 px-4 py-2 font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60"
          >
            Cancel
          </button>
          <button
            type="submit"
            disabled={submitting}
            className="inline-flex items-center gap-2 rounded-md bg-blue-900 px-4 py-2 font-semibold text-white hover:bg-blue-800 disabled:opacity-70"
          >
            {submitting ? (
              <svg
                className="h-4 w-4 animate-spin"
                viewBox="0 0 24 24"
                aria-hidden="true"
                focusable="false"
              >
                <circle
                  cx="12"
                  cy="12"
                  r="9"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                  opacity="0.3"
                />
                <path d="M21 12a9 9 0 0 0-9-9" fill="none" stroke="currentColor" strokeWidth="3" />
              </svg>
            ) : null}
            Submit Consultation Request
          </button>
        </div>
        {submitting ? (
          <p role="status" className="sr-only">
            Submitting your request...
          </p>
        ) : null}
      </Form>
      <Form id="consultation-cancel" method="get" action={cancelHref} />
    </>
  );
}
