import * as z from "zod/mini";
import { ENUMS } from "./domain";
import { requiredText } from "./field-schemas";
import { ADDABLE_PARTY_ROLES, CONFLICT_DECISIONS, MAX_CHECK_NAMES } from "./parties";

export { MAX_CHECK_NAMES };

/**
 * Parties and conflict checks (issue 17): what staff write on a case's Parties tab and send to
 * /api, and the labels screens show. zod/mini, for the forms' browser check.
 */

export const PartySchema = z.object({
  name: requiredText("Name", 200),
  kind: z.enum(ENUMS.partyKind, { error: "Choose person or organisation" }),
  role: z.enum(ADDABLE_PARTY_ROLES, { error: "Choose the party's role" }),
});
export type PartyInput = z.output<typeof PartySchema>;

const NAMES_MESSAGE = "Enter at least one name";
const TOO_MANY = `Check at most ${MAX_CHECK_NAMES} names at a time`;

/** The names of a text area, one per line: trimmed, blank lines and repeats left out. */
export const namesOfText = (text: string) =>
  [...new Set(text.split(/\r?\n/).map((name) => name.trim().slice(0, 200)))].filter(Boolean);

/** The screen's form: the names one per line in a text area. */
export const ConflictCheckFormSchema = z.object({
  names: z.string({ error: NAMES_MESSAGE }).check(
    z.refine((text) => namesOfText(text).length > 0, NAMES_MESSAGE),
    z.refine((text) => namesOfText(text).length <= MAX_CHECK_NAMES, TOO_MANY),
  ),
});

/** A check's names: a list (the JSON call) or the form's text, one per line. */
export const ConflictCheckSchema = z.object({
  names: z
    .pipe(
      z.union([z.string(), z.array(z.string())], { error: NAMES_MESSAGE }),
      z.transform((value) =>
        Array.isArray(value)
          ? namesOfText(value.map((name) => name.replace(/[\r\n]+/g, " ")).join("\n"))
          : namesOfText(value),
      ),
    )
    .check(z.minLength(1, NAMES_MESSAGE), z.maxLength(MAX_CHECK_NAMES, TOO_MANY)),
});
export type ConflictCheckInput = z.output<typeof ConflictCheckSchema>;

/** The decision on a potential conflict (the service also asks a waiver for its note). */
export const ConflictDecisionFormSchema = z.object({
  decision: z.enum(CONFLICT_DECISIONS, { error: "Choose cleared, waived or declined" }),
  note: z.optional(
    z.string().check(z.trim(), z.maxLength(2000, "Note must be at most 2000 characters")),
  ),
});

/** A waiver says, in its note, how the client gave informed consent in writing. */
export const ConflictDecisionSchema = ConflictDecisionFormSchema.check(
  z.refine((value) => value.decision !== "waived" || Boolean(value.note), {
    message: "A waiver needs a note: how the client gave informed consent in writing",
    path: ["note"],
  }),
);
export type ConflictDecisionInput = z.output<typeof ConflictDecisionSchema>;
