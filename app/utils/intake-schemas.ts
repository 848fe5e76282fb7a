import * as z from "zod/mini";
import { normalizePhone } from "./contact";
import { CONTACT_METHODS, PRACTICE_AREAS, PRIORITIES } from "./domain";

/** Longest message a client may send (to the assistant or to the legal team). */
export const MESSAGE_MAX_LENGTH = 4000;

/** A chat message's text: not blank, at most 4,000 characters. Shared by both chats. */
export const messageContent = z
  .string({ error: "Please type a message before sending." })
  .check(
    z.trim(),
    z.minLength(1, "Please type a message before sending."),
    z.maxLength(MESSAGE_MAX_LENGTH, "Messages can be at most 4,000 characters."),
  );

export const IntakeMessageSchema = z.object({ content: messageContent });

const optionalText = (label: string, max: number) =>
  z.optional(
    z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
  );

/**
 * The details the assistant gathered, as the client corrects them before the case is created.
 * Empty fields arrive as undefined (Conform), so "only if present" carries through. The name and
 * email are the signed-in account's (issue 36): there are no fields for them, and any sent are
 * dropped. The incident's details replace the budget.
 */
export const IntakeDetailsSchema = z.object({
  phone: z.optional(
    z.pipe(
      z.string().check(
        z.trim(),
        z.refine((value: string) => normalizePhone(value) !== null, {
          message: "Please enter a phone number such as (555) 123-4567",
        }),
      ),
      z.transform((value: string) => normalizePhone(value) as string),
    ),
  ),
  caseType: z.enum(PRACTICE_AREAS, { error: "Choose the kind of legal matter" }),
  urgency: z.enum(PRIORITIES, { error: "Choose how urgent it is" }),
  description: z
    .string({ error: "Please describe what happened" })
    .check(
      z.trim(),
      z.minLength(10, "Please provide at least 10 characters describing what happened"),
      z.maxLength(MESSAGE_MAX_LENGTH, "The description can be at most 4,000 characters"),
    ),
  whenWhere: optionalText("When and where", 500),
  injuries: optionalText("Injuries", 1000),
  treatment: optionalText("Treatment so far", 1000),
  insurance: optionalText("Insurance", 1000),
  communicationMethod: z.optional(
    z.enum(CONTACT_METHODS, { error: "Choose one of the listed contact methods" }),
  ),
});

export type IntakeDetails = z.infer<typeof IntakeDetailsSchema>;

/** An intake session's id in a path: a missing one is answered by the service (404). */
export const IntakeSessionParams = z.object({ sessionId: z._default(z.string(), "") });
