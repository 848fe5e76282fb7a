import { getFormProps, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, type FormProps } from "@remix-run/react";
import { useMemo, useState, type FormEvent, type ReactNode } from "react";
import * as z from "zod/mini";
import { useIntentSubmission } from "~/utils/use-intent-pending";
import { useZodForm } from "~/utils/use-zod-form";
import { Button } from "./button";
import { ErrorSummary, type SummaryError } from "./error-summary";

/** What a screen action answers for a refused form (the route kit's FormReply, as the page sees it). */
export interface IntentReply {
  intent: string;
  result: SubmissionResult<string[]>;
}

/**
 * The one client-side form idiom: Conform with the Zod schema the server checks, the reply of
 * this form's intent only (a page with several forms shows each its own errors), and whether this
 * form is being sent. Render it with <IntentForm>.
 */
export function useIntentForm<Schema extends z.ZodMiniObject>(
  intent: string,
  schema: Schema,
  reply: IntentReply | { intent?: string; result?: SubmissionResult<string[]> } | null | undefined,
  options: {
    /** The form's id (and its fields' id prefix); defaults to the intent. */
    id?: string;
    defaultValue?: Partial<Record<keyof z.input<Schema>, string>>;
    shouldValidate?: "onBlur" | "onSubmit";
  } = {},
) {
  const lastResult = reply?.intent === intent ? reply.result : undefined;
  const [form, fields] = useZodForm(options.id ?? intent, schema, lastResult, options);
  // What is being sent (a chat shows the message at once), and so whether it is pending.
  const submission = useIntentSubmission(intent);
  return { intent, form, fields, pending: submission !== undefined, submission, lastResult };
}

/** The name of the hidden button Conform submits its own intents (validate, reset) with. */
const CONFORM_INTENT = "__intent__";

export type IntentFormState = ReturnType<typeof useIntentForm>;

/**
 * The schema of a form that sends nothing but its intent (and hidden ids the server reads
 * itself), such as "Start AI Intake": it still gets the idiom's pending state and error summary.
 */
export const NoFields = z.object({});

/**
 * A POST form for one intent: the hidden intent, Conform's props, and the error summary on top
 * (focused after a failed submit). Without JavaScript it is a plain form the server answers.
 * `submit` is the text of its full-width submit button at the bottom (`pendingText` while sent);
 * a form whose buttons sit elsewhere renders them as children instead. `hiddenFields` hold the ids
 * the form is about.
 */
export function IntentForm({
  state,
  children,
  className = "space-y-4",
  submit,
  pendingText,
  hiddenFields = {},
  ...rest
}: {
  state: Pick<IntentFormState, "intent" | "form" | "lastResult" | "pending">;
  children?: ReactNode;
  className?: string;
  submit?: string;
  pendingText?: string;
  /** Ids the form is about (a case, a session): hidden fields the server reads itself. */
  hiddenFields?: Record<string, string | number>;
} & Omit<FormProps, "method" | "id" | "onSubmit" | "noValidate" | "children">) {
  const { form, intent, lastResult } = state;
  const [failedChecks, setFailedChecks] = useState(0);
  // Each failed check in the browser and each refusal from the server is a new attempt: the
  // summary takes focus again, even when its messages are the same as last time.
  const attempt = useMemo(
    () => (failedChecks > 0 || lastResult ? { failedChecks, lastResult } : undefined),
    [failedChecks, lastResult],
  );
  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    // Conform's own intents (validate, reset) are submissions it cancels too; they are no attempt.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (event.defaultPrevented && submitter?.getAttribute("name") !== CONFORM_INTENT) {
      setFailedChecks((count) => count + 1);
    }
  };
  return (
    <Form method="post" {...rest} {...formProps} onSubmit={onSubmit} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormErrorSummary form={form} attempt={attempt} />
      {children}
      {submit ? (
        <Button className="w-full" pending={state.pending} pendingText={pendingText}>
          {submit}
        </Button>
      ) : null}
    </Form>
  );
}

/** The summary of a Conform form's errors: the form's own, then each field's, linking to it. */
export function FormErrorSummary({
  form,
  attempt,
}: {
  form: FormMetadata<Record<string, unknown>, string[]> | FormMetadata<never, string[]>;
  attempt?: unknown;
}) {
  const all = (form as FormMetadata<Record<string, unknown>, string[]>).allErrors;
  const fieldErrors: SummaryError[] = Object.entries(all).flatMap(([name, messages]) =>
    name === "" || name === form.id
      ? []
      : (messages ?? []).map((message) => ({
          fieldId: `${form.id}-${name}`,
          message,
        })),
  );
  return (
    <ErrorSummary
      id={form.errorId}
      formErrors={form.errors}
      fieldErrors={fieldErrors}
      attempt={attempt}
    />
  );
}
