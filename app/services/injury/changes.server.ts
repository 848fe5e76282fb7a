import * as z from "zod/mini";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";

type ObjectSchema = z.ZodMiniObject<z.core.$ZodShape>;

/**
 * A PATCH body read against a record's schema: only the fields it holds, each checked as the
 * form checks it (null or blank clears one that may be empty). Anything else in it is ignored.
 */
export function parsePatch<S extends ObjectSchema>(
  schema: S,
  input: unknown,
): Partial<z.output<S>> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    throw new ServiceError(400, "Request body must be a JSON object");
  }
  const given = Object.keys(schema.shape).filter((key) => Object.hasOwn(input, key));
  const picked = Object.fromEntries(
    given.map((key) => [key, (input as Record<string, unknown>)[key]]),
  );
  const parsed = parseOrThrow(z.partial(schema), picked) as Record<string, unknown>;
  return Object.fromEntries(given.map((key) => [key, parsed[key]])) as Partial<z.output<S>>;
}

/** The names of the fields whose value the change makes different: what its audit event lists. */
export function changedFields(before: Record<string, unknown>, change: Record<string, unknown>) {
  return Object.keys(change).filter((key) => before[key] !== change[key]);
}

/**
 * Two dates that must come in order (`first` on or before `then`), after a change: the later
 * one's field is named. Null on either side is no order at all.
 */
export function refuseOutOfOrder(
  first: string | null | undefined,
  then: string | null | undefined,
  field: string,
  message: string,
) {
  if (first && then && then < first) {
    throw new ServiceError(400, "Please correct the highlighted fields.", { [field]: [message] });
  }
}
