import { Form, FormVersion } from "~/models/index.server";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import type { FormField, NotificationSettings } from "~/utils/domain";

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

/** The fields of a small built form: one of each kind a client answers. */
export function sampleFormFields(): FormField[] {
  return [
    { id: "full_name", type: "text", label: "Full Name", required: true },
    { id: "state", type: "select", label: "State", required: true, options: ["Ohio", "Iowa"] },
    {
      id: "injuries",
      type: "checkbox",
      label: "Injuries",
      required: false,
      options: ["Back", "Neck", "Head"],
    },
    { id: "incident_date", type: "date", label: "Date of incident", required: false },
    { id: "proof", type: "file", label: "Proof of address", required: false },
  ];
}

/**
 * A built form as the form builder leaves it once published: the form row and its live version
 * (version 1). With `isPublished: false`, a draft that was never published (version 0).
 */
export async function buildPublishedForm(
  options: {
    title?: string;
    description?: string;
    fields?: FormField[];
    autoAssignTo?: number | null;
    notificationSettings?: NotificationSettings;
    isPublished?: boolean;
  } = {},
) {
  const published = options.isPublished ?? true;
  const content = {
    title: options.title ?? "Address Check",
    description: options.description ?? "Tell us where you live.",
    fields: options.fields ?? sampleFormFields(),
  };
  const form = await Form.create({
    ...content,
    isPublished: published,
    version: published ? 1 : 0,
    notificationSettings: options.notificationSettings ?? { email: false, sms: false },
    autoAssignTo: options.autoAssignTo ?? null,
  });
  if (published) await FormVersion.create({ formId: form.id, version: 1, ...content });
  return form;
}
