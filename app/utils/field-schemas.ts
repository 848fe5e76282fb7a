import * as z from "zod/mini";
import type * as core from "zod/v4/core";
import { dateProblem, parseDate } from "./dates";
import { toRecordId } from "./record-id";
import { uploadProblem } from "./uploads";

/**
 * The pieces form schemas are made of, written with zod/mini: the browser loads it in a third of
 * the full build's size (docs/decisions/005-javascript-budget.md). Kept apart from record-id.ts so
 * a page that only reads an id from its URL loads no zod at all.
 */

/**
 * A form's text that must be given: trimmed, at least one character, at most `max`. The messages
 * name the field (`First name is required`).
 */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

/**
 * A date a person typed, in any form dates.ts reads (2026-11-20, 11/20/2026, Nov 20 2026), as
 * its day `YYYY-MM-DD`; anything else is refused in words that name the field (`label`, as it
 * starts a sentence: "Due date").
 */
export const dayField = (label: string) =>
  z.pipe(
    z
      .string({ error: dateProblem({ problem: "" }, label) })
      .check(z.trim(), z.maxLength(40, dateProblem({ problem: "" }, label))),
    z.transform((value: string, payload) => {
      const parsed = parseDate(value);
      if ("day" in parsed) return parsed.day;
      payload.issues.push({ code: "custom", message: dateProblem(parsed, label), input: value });
      return z.NEVER;
    }),
  );

/** A phone number someone may leave out: digits, spaces and ( ) . - with an optional +. */
export const optionalPhone = z.optional(
  z
    .string({ error: "Please enter a valid phone number" })
    .check(
      z.trim(),
      z.maxLength(30, "Please enter a valid phone number"),
      z.regex(/^\+?[\d\s().-]{7,}$/, "Please enter a valid phone number"),
    ),
);

/** The id, or the field's `message` as an issue. */
function checkedId(value: unknown, payload: core.ParsePayload, message: string): number {
  const id = toRecordId(value);
  if (id !== null) return id;
  payload.issues.push({ code: "custom", message, input: value });
  return z.NEVER;
}

/**
 * A record id in a form or JSON body; anything else is the field's `message`. Optional first, so
 * a missing field reaches the check too (and is named with `message`).
 */
export const recordIdField = (message: string) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, payload) => checkedId(value, payload, message)),
  );

/** An optional record id: blank or missing is null. */
export const optionalRecordIdField = (message: string) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, payload) =>
      value === undefined || value === null || value === ""
        ? null
        : checkedId(value, payload, message),
    ),
  );

/**
 * A yes/no that a form sends as "true"/"false" (a checkbox as "on") and JSON as a boolean; left
 * out it is no (sharing with a client, or telling them, is always a choice someone made: issue 36),
 * unless it is `required`. Anything else is `message`.
 */
export const choiceField = (message: string, options: { required?: boolean } = {}) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, payload) => {
      if (value === false || value === "false") return false;
      if (value === undefined && !options.required) return false;
      if (value === true || value === "true" || value === "on") return true;
      payload.issues.push({ code: "custom", message, input: value });
      return z.NEVER;
    }),
  );

/** A form's file field, checked in the browser with the one rule above before it is sent. */
export const uploadedFileField = () =>
  z.custom<File>().check(
    z.superRefine((file, context) => {
      const problem =
        file instanceof File ? uploadProblem(file) : uploadProblem({ name: "", type: "", size: 0 });
      if (problem) context.addIssue({ code: "custom", message: problem });
    }),
  );

/** A list's `?page=` in an /api query string: 1, 2, … (absent: the first page). */
export const pageParam = z.optional(
  z.pipe(
    z.string().check(z.regex(/^[1-9]\d{0,5}$/, "page must be a page number")),
    z.transform(Number),
  ),
);

/** Nothing given: left out, null, or only spaces. */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A field's problem, in words, as a transform reports it. */
export function fieldIssue(payload: core.ParsePayload, message: string, input: unknown) {
  payload.issues.push({ code: "custom", message, input });
  return z.NEVER;
}

/** Text that may be left out: trimmed, blank is null, at most `max` characters. */
export const optionalText = (label: string, max: number) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, payload) => {
      if (isBlank(value)) return null;
      if (typeof value !== "string") return fieldIssue(payload, `${label} must be text`, value);
      const text = value.trim();
      if (text.length > max) {
        return fieldIssue(payload, `${label} must be at most ${max} characters`, value);
      }
      return text;
    }),
  );

/** A date that may be left out, read by the one date reader; blank is null. */
export const optionalDay = (label: string) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, payload) => {
      if (isBlank(value)) return null;
      const parsed = typeof value === "string" ? parseDate(value) : { problem: "" };
      return "day" in parsed ? parsed.day : fieldIssue(payload, dateProblem(parsed, label), value);
    }),
  );

/** A date that must be given. */
export const requiredDay = (label: string) =>
  z.pipe(
    optionalDay(label),
    z.transform((day, payload) => day ?? fieldIssue(payload, `${label} is required`, day)),
  );

/** One of an enumeration's values; `fallback` when left out (none: required). */
export const oneOf = <const T extends readonly [string, ...string[]]>(
  values: T,
  message: string,
  fallback?: T[number],
) =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform((value, payload): T[number] => {
      if (isBlank(value) && fallback !== undefined) return fallback;
      return typeof value === "string" && (values as readonly string[]).includes(value)
        ? (value as T[number])
        : fieldIssue(payload, message, value);
    }),
  );
