import type { SubmissionResult } from "@conform-to/react";
import { Form, useRouteLoaderData, type FormProps } from "@remix-run/react";
import { useContext, useMemo, type FormEvent, type ReactNode } from "react";
import type * as z from "zod/mini";
import { useFormState, type FormMeta } from "~/utils/form-state";
import type { FormSpec } from "~/utils/form-specs";
import { FORM_TOKEN_FIELD } from "~/utils/form-token";
import type { loader as rootLoader } from "~/screens/root.server";
import { useIntentSubmission } from "~/utils/use-intent-pending";
import { Button } from "./button";
import { ErrorSummary, fieldErrorsOf } from "./error-summary";
import { FORM_ID_FIELD, IN_DIALOG_FIELD } from "~/utils/form-id-field";
import { InModalDialog } from "./dialog-context";
import { useShownAbove } from "./page-error-summary";

/** What a screen action answers for a refused form (the route kit's FormReply, as the page sees it). */
export interface IntentReply {
  intent: string;
  result: SubmissionResult<string[]>;
}

/**
 * The one client-side form idiom: the form's state with the schema the server checks (loaded
 * when the form is first used, form-specs.ts), the reply of this form's intent only (a page with
 * several forms shows each its own errors), and whether this form is being sent. Render it with
 * <IntentForm>.
 */
export function useIntentForm<Schema extends z.ZodMiniObject>(
  intent: string,
  spec: FormSpec<Schema>,
  reply: IntentReply | { intent?: string; result?: SubmissionResult<string[]> } | null | undefined,
  options: {
    /** The form's id (and its fields' id prefix); defaults to the intent. */
    id?: string;
    defaultValue?: Partial<Record<keyof z.input<Schema>, string>>;
    shouldValidate?: "onBlur" | "onSubmit";
  } = {},
) {
  const lastResult = reply?.intent === intent ? reply.result : undefined;
  const { form, fields, formProps, failedChecks } = useFormState(
    options.id ?? intent,
    spec,
    lastResult,
    options,
  );
  // What is being sent (a chat shows the message at once), and so whether it is pending.
  const submission = useIntentSubmission(intent);
  return {
    intent,
    form,
    fields,
    formProps,
    failedChecks,
    pending: submission !== undefined,
    submission,
    lastResult,
  };
}

export type IntentFormState<Schema extends z.ZodMiniObject = z.ZodMiniObject> = ReturnType<
  typeof useIntentForm<Schema>
>;

/**
 * A POST form for one intent: the hidden intent, the form state's handlers, and the error summary on top
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
  state: Pick<
    IntentFormState,
    "intent" | "form" | "formProps" | "failedChecks" | "lastResult" | "pending"
  >;
  children?: ReactNode;
  className?: string;
  submit?: string;
  pendingText?: string;
  /** Ids the form is about (a case, a session): hidden fields the server reads itself. */
  hiddenFields?: Record<string, string | number>;
} & Omit<FormProps, "method" | "id" | "onSubmit" | "noValidate" | "children">) {
  const { form, intent, lastResult, failedChecks, formProps } = state;
  // A refused post's page shows this form's errors first in `main` (PageErrors), not here too.
  const shownAbove = useShownAbove(lastResult, failedChecks);
  const inDialog = useContext(InModalDialog);
  // Each failed check in the browser and each refusal from the server is a new attempt: the
  // summary takes focus again, even when its messages are the same as last time.
  const attempt = useMemo(
    () => (failedChecks > 0 || lastResult ? { failedChecks, lastResult } : undefined),
    [failedChecks, lastResult],
  );
  const onReset = (event: FormEvent<HTMLFormElement>) => {
    formProps.onReset();
    rest.onReset?.(event);
  };
  return (
    <Form method="post" {...rest} {...formProps} onReset={onReset} className={className}>
      <input type="hidden" name="intent" value={intent} />
      {/* Its id, which the server's reply names, so the page's summary links to its fields. */}
      <input type="hidden" name={FORM_ID_FIELD} value={form.id} />
      {inDialog ? <input type="hidden" name={IN_DIALOG_FIELD} value="1" /> : null}
      <FormToken />
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {shownAbove ? null : <FormErrorSummary form={form} attempt={attempt} />}
      {children}
      {submit ? (
        <Button className="w-full" pending={state.pending} pendingText={pendingText}>
          {submit}
        </Button>
      ) : null}
    </Form>
  );
}

/** The summary of a form's errors: the form's own, then each field's, linking to it. */
export function FormErrorSummary({ form, attempt }: { form: FormMeta; attempt?: unknown }) {
  return (
    <ErrorSummary
      id={form.errorId}
      formErrors={form.errors}
      fieldErrors={fieldErrorsOf(form.allErrors, form.id)}
      attempt={attempt}
    />
  );
}

/**
 * The page's one-time form token, so that a form sent twice (a double click, Submit pressed again
 * on a slow link) does its work once. A new token comes with every page and after every post.
 */
export function FormToken() {
  const token = useRouteLoaderData<typeof rootLoader>("root")?.formToken;
  return token ? <input type="hidden" name={FORM_TOKEN_FIELD} value={token} /> : null;
}
