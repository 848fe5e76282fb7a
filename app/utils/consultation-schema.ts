import * as z from "zod/mini";
import { ENUMS } from "./domain";
import { optionalPhone, requiredText } from "./field-schemas";

/** The public consultation form's fixed form id (spec section 9). */
export const CONSULTATION_FORM_ID = 1;

const DESCRIPTION_MESSAGE = "Please provide at least 10 characters describing your incident";
const TERMS_MESSAGE = "You must agree to the terms of service";

function isPastOrToday(isoDate: string): boolean {
  // Compared as calendar dates; a day of slack keeps every time zone's "today" valid.
  return new Date(`${isoDate}T00:00:00Z`).getTime() <= Date.now() + 24 * 60 * 60 * 1000;
}

/**
 * The consultation form's values and rules (spec sections 3 and 5), shared by Conform in the
 * browser, the screen's action and POST /api/form-submissions.
 */
export const ConsultationSchema = z.object({
  firstName: requiredText("First name", 100),
  lastName: requiredText("Last name", 100),
  email: z.pipe(
    z
      .string({ error: "Please enter a valid email address" })
      .check(z.trim(), z.maxLength(254, "Please enter a valid email address")),
    z.email({ error: "Please enter a valid email address" }),
  ),
  phone: optionalPhone,
  incidentDate: z.optional(
    z.iso
      .date({ error: "Please enter a valid date" })
      .check(z.refine(isPastOrToday, "Incident date cannot be in the future")),
  ),
  otherParties: z.optional(
    z
      .string({ error: "List the other side's names, one per line" })
      .check(z.trim(), z.maxLength(2000, "Please keep the names under 2,000 characters")),
  ),
  incidentDescription: z
    .string({ error: DESCRIPTION_MESSAGE })
    .check(
      z.trim(),
      z.minLength(10, DESCRIPTION_MESSAGE),
      z.maxLength(5000, "Please keep the description under 5,000 characters"),
    ),
  injured: z.optional(z.enum(ENUMS.injuredOption, { error: "Choose Yes, No or Unsure" })),
  agreeToTerms: z
    .boolean({ error: TERMS_MESSAGE })
    .check(z.refine((value) => value === true, TERMS_MESSAGE)),
});

export type ConsultationValues = z.infer<typeof ConsultationSchema>;

/** The order and labels of the form's fields, for the error summary and the review screens. */
export const CONSULTATION_LABELS: Record<keyof ConsultationValues, string> = {
  firstName: "First Name",
  lastName: "Last Name",
  email: "Email Address",
  phone: "Phone Number",
  incidentDate: "Incident Date",
  otherParties: "Who is the other side?",
  incidentDescription: "Describe Your Incident",
  injured: "Were you injured?",
  agreeToTerms: "I agree to the terms of service and privacy policy",
};
