import * as z from "zod/mini";
import { emailField } from "./auth-schemas";
import { caseDetails } from "./case-schemas";
import { optionalPhone, requiredText } from "./field-schemas";

/**
 * A case staff open for a client who phoned or walked in (`/cases/new`, `POST /api/cases`): who the
 * client is and what the case is. An email the firm knows as a client's adds the case to them.
 */
export const NewCaseSchema = z.object({
  clientFirstName: requiredText("First name", 100),
  clientLastName: requiredText("Last name", 100),
  clientEmail: emailField,
  clientPhone: optionalPhone,
  ...caseDetails,
});
export type NewCaseInput = z.output<typeof NewCaseSchema>;
