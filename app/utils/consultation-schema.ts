import * as z from "zod/mini";
import { ENUMS } from "./domain";
import { isAfterTodayEverywhere } from "./dates";
import { dayField, optionalPhone, requiredText } from "./field-schemas";

/** The public consultation form's fixed form id (spec section 9). */
export const CONSULTATION_FORM_ID = 1;

const DESCRIPTION_MESSAGE = "Please provide at least 10 characters describing your incident";
const TERMS_MESSAGE = "You must agree to the terms of service";

/** Said in the browser and by the server, which checks against the firm's own today. */
export const FUTURE_INCIDENT_MESSAGE = "Incident date cannot be in the future";

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
  // The browser knows only that a day after today everywhere is in the future; the service
  // checks the day against the firm's time zone (submissions.server.ts).
  incidentDate: z.optional(
    dayField("Incident date").check(
      z.refine((day: string) => !isAfterTodayEverywhere(day), FUTURE_INCIDENT_MESSAGE),
    ),
  ),
  otherParties: z.optional(
    z
      .string({ error: "List the other side's names, one per line" })
      .check(z.trim(), z.maxLength(2000, "Please keep the names under 2,000 characters")),
  ),
  // The other side's insurer and who treated the client (issue 40): drafts on the case opened
  // from the request, for the attorney to review.
  otherInsurer: z.optional(
    z
      .string({ error: "Name the other side's insurance company" })
      .check(z.trim(), z.maxLength(200, "Please keep the insurance company under 200 characters")),
  ),
  treatedBy: z.optional(
    z
      .string({ error: "List who treated you, one per line" })
      .check(z.trim(), z.maxLength(2000, "Please keep the list under 2,000 characters")),
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
  otherInsurer: "The other side's insurance company",
  treatedBy: "Doctors, hospitals or clinics that treated you",
  incidentDescription: "Describe Your Incident",
  injured: "Were you injured?",
  agreeToTerms: "I agree to the terms of service and privacy policy",
};
