import type { CreationAttributes } from "sequelize";
import type { FormSubmission } from "~/models/index.server";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";

/**
 * A seeded consultation request as the public form stores it: who sent it, their answers (terms
 * agreed), and the row's own columns (when, reviewed by whom, converted into which case).
 */
export function consultationRequest(
  visitor: { firstName: string; lastName: string; email: string },
  answers: { incidentDescription: string } & Record<string, unknown>,
  row: Omit<
    CreationAttributes<FormSubmission>,
    "formId" | "submitterEmail" | "submitterName" | "data"
  >,
): CreationAttributes<FormSubmission> {
  return {
    formId: CONSULTATION_FORM_ID,
    submitterEmail: visitor.email,
    submitterName: `${visitor.firstName} ${visitor.lastName}`,
    data: { ...visitor, ...answers, agreeToTerms: true },
    ...row,
  };
}
