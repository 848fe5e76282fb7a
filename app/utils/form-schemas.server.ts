/**
 * The form schemas, for screen actions. A route imports them from here, never from the schema
 * modules: the browser build leaves `*.server.ts` modules out, so a page whose action checks a
 * form does not load zod with its own code (a route module keeps the imports of its action in the
 * browser bundle, unused but evaluated). The browser loads a form's schema when the form is first
 * used (form-specs.ts).
 */
export {
  ChangePasswordSchema,
  DisableTwoFactorSchema,
  EnableTwoFactorSchema,
  ForgotPasswordSchema,
  RegisterSchema,
  SessionRowSchema,
  SetPasswordSchema,
  SignInSchema,
  TwoFactorCodeSchema,
} from "./auth-schemas";
export * as collaborationSchemas from "./collaboration-schemas";
export { ConsultationSchema } from "./consultation-schema";
export { NewCaseSchema } from "./new-case-schema";
export { IntakeDetailsSchema, IntakeMessageSchema } from "./intake-schemas";
export { CaseDocumentSchema, ClientMessageSchema, DocumentSharingSchema } from "./portal-schemas";
export {
  CaseDetailsSchema,
  CaseEventSchema,
  CaseMessageSchema,
  CaseUpdateSchema,
  DeclineCaseSchema,
  SendFormSchema,
} from "./case-schemas";
export { ConflictCheckFormSchema, ConflictDecisionFormSchema, PartySchema } from "./party-schemas";
export {
  CreateUserSchema,
  SettingsSchema,
  SitePageSchema,
  UserRoleRowSchema,
  UserRowSchema,
} from "./admin-schemas";
export {
  CaseFactsSchema,
  DeadlineSchema,
  SaveDeadlineSchema,
  ScheduleEventSchema,
  SetLimitationSchema,
} from "./calendar";
export { ClientProviderFormSchema } from "./injury-forms";
