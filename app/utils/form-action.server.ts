import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type * as z from "zod";
import { ServiceError, type FieldErrors } from "./service-error";

/** What a screen's action answers when a form is refused: which form, and Conform's reply. */
export interface FormReply {
  intent: string;
  result: SubmissionResult<string[]>;
}

/**
 * One form of a screen's action, as the conventions describe: parse with the form's schema
 * (400 with each field's message), run the service (on success it answers, usually with a
 * redirect), and turn a rule's refusal into the form's message with the rule's status.
 * `extraErrors` are field errors found before parsing (e.g. an uploaded file's).
 */
export async function submitForm<Schema extends z.ZodType>(
  intent: string,
  formData: FormData,
  schema: Schema,
  perform: (value: z.output<Schema>) => Promise<Response>,
  extraErrors?: FieldErrors,
) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success" || extraErrors) {
    const result = submission.reply({ fieldErrors: extraErrors });
    return data<FormReply>({ intent, result }, { status: 400 });
  }
  try {
    return await perform(submission.value);
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const result = submission.reply({
      formErrors: [error.message],
      fieldErrors: error.fieldErrors,
    });
    return data<FormReply>({ intent, result }, { status: error.status, headers: error.headers });
  }
}
