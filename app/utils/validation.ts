import * as z from "zod/mini";
import { ServiceError, type FieldErrorMap } from "./service-error";
import "./zod-messages.server";

/** Validates input for a service; bad input becomes a 400 with each field's messages. */
export function parseOrThrow<T extends z.core.$ZodType>(schema: T, input: unknown): z.output<T> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const fieldErrors: FieldErrorMap = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_form";
    (fieldErrors[key] ??= []).push(issue.message);
  }
  throw new ServiceError(400, "Please correct the highlighted fields.", fieldErrors);
}
