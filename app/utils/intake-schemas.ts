import * as z from "zod/mini";
import { normalizePhone } from "./contact";
import { CONTACT_METHODS, PRACTICE_AREAS, PRIORITIES } from "./domain";
import { requiredText } from "./field-schemas";

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
 * Empty fields arrive as undefined (Conform), so "only if present" carries through.
 */
export const IntakeDetailsSchema = z
  .object({
    firstName: requiredText("First name", 100),
    lastName: optionalText("Last name", 100),
    email: z.optional(
      z.pipe(
        z.pipe(
          z.string().check(z.trim(), z.maxLength(254, "Email must be at most 254 characters")),
          z.email({ error: "Please enter a valid email address" }),
        ),
        z.transform((value: string) => value.toLowerCase()),
      ),
    ),
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
    communicationMethod: z.optional(
      z.enum(CONTACT_METHODS, { error: "Choose one of the listed contact methods" }),
    ),
    budgetRange: optionalText("Budget range", 100),
  })
  .check(
    z.superRefine((value, context) => {
      if (!value.email && !value.phone) {
        context.addIssue({
          code: "custom",
          path: ["email"],
          message: "Give an email address or a phone number so we can reach you",
        });
      }
    }),
  );

export type IntakeDetails = z.infer<typeof IntakeDetailsSchema>;

/** An intake session's id in a path: a missing one is answered by the service (404). */
export const IntakeSessionParams = z.object({ sessionId: z._default(z.string(), "") });
