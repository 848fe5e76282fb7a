import { Form } from "~/models/index.server";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import type { FormField } from "~/utils/domain";

/** The consultation form as the seed makes it, with the fixed id 1 (spec section 9). */
export async function buildConsultationForm() {
  const existing = await Form.findByPk(CONSULTATION_FORM_ID);
  if (existing) return existing;
  const fields: FormField[] = [
    { id: "firstName", type: "text", label: "First Name", required: true },
    { id: "lastName", type: "text", label: "Last Name", required: true },
    { id: "email", type: "text", label: "Email Address", required: true },
    {
      id: "incidentDescription",
      type: "textarea",
      label: "Describe Your Incident",
      required: true,
    },
    { id: "agreeToTerms", type: "checkbox", label: "I agree to the terms", required: true },
  ];
  return Form.create({
    id: CONSULTATION_FORM_ID,
    title: "Personal Injury Consultation",
    description: "Tell us what happened.",
    fields,
    isPublished: true,
    notificationSettings: { email: true, sms: false },
  });
}

export function consultationValues(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Ana",
    lastName: "Lopez",
    email: "ana.lopez@example.test",
    phone: "(555) 010-2233",
    incidentDate: "2026-03-14",
    incidentDescription: "A delivery van ran a red light and hit my car on Main Street.",
    injured: "yes",
    agreeToTerms: true,
    ...overrides,
  };
}
