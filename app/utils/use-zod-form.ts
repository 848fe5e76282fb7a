import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import type * as z from "zod/mini";
import { parseWithZod } from "./parse-with-zod";

/**
 * Conform's form for one Zod schema: the browser checks with the schema the server uses, first
 * when a field is left (or on submit), then on every keystroke once a field is wrong.
 */
export function useZodForm<Schema extends z.ZodMiniObject>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | undefined,
  options: {
    defaultValue?: Partial<Record<keyof z.input<Schema>, string>>;
    shouldValidate?: "onBlur" | "onSubmit";
  } = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id,
    lastResult,
    defaultValue: options.defaultValue as DefaultValue<z.input<Schema>> | undefined,
    constraint: getZodConstraint(schema),
    shouldValidate: options.shouldValidate ?? "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
