import type * as z from "zod/mini";

/**
 * What a page knows of a form before its schema arrives: the fields the schema requires (their
 * controls say so) and how to load the schema. The schema, zod/mini and the parser come as one
 * chunk the first time someone uses a form, never with the page (decision 005): a page with a
 * form costs the browser no more than one without until it is filled in. The server imports the
 * same schemas directly. form-specs.test.ts holds `required` to each schema.
 */
export interface FormSpec<Schema extends z.ZodMiniObject = z.ZodMiniObject> {
  required: ReadonlyArray<keyof z.input<Schema> & string>;
  /**
   * Absent for a form with no fields of its own, or one the server alone checks (the settings):
   * nothing to check in the browser.
   */
  load?: () => Promise<Schema>;
}

const spec = <Schema extends z.ZodMiniObject>(
  required: ReadonlyArray<keyof z.input<Schema> & string>,
  load: () => Promise<Schema>,
): FormSpec<Schema> => ({ required, load });

/** A form that sends only its intent and hidden ids (Start AI Intake, Mark reviewed). */
export const NO_FIELDS: FormSpec<z.ZodMiniObject<Record<never, never>>> = { required: [] };

const admin = () => import("./admin-schemas");
const auth = () => import("./auth-schemas");
const cases = () => import("./case-schemas");
const collaboration = () => import("./collaboration-schemas");
const intake = () => import("./intake-schemas");
const portal = () => import("./portal-schemas");
const parties = () => import("./party-schemas");
const calendar = () => import("./calendar");

export const FORM_SPECS = {
  signIn: spec(["email", "password"], () => auth().then((m) => m.SignInSchema)),
  register: spec(["firstName", "lastName", "email", "password"], () =>
    auth().then((m) => m.RegisterSchema),
  ),
  forgotPassword: spec(["email"], () => auth().then((m) => m.ForgotPasswordSchema)),
  setPassword: spec(["password", "confirmPassword"], () => auth().then((m) => m.SetPasswordSchema)),
  twoFactorCode: spec(["code"], () => auth().then((m) => m.TwoFactorCodeSchema)),
  enableTwoFactor: spec(["code"], () => auth().then((m) => m.EnableTwoFactorSchema)),
  disableTwoFactor: spec(["password", "code"], () => auth().then((m) => m.DisableTwoFactorSchema)),
  changePassword: spec(["currentPassword", "newPassword", "confirmPassword"], () =>
    auth().then((m) => m.ChangePasswordSchema),
  ),
  consultation: spec(
    ["firstName", "lastName", "email", "incidentDescription", "agreeToTerms"],
    () => import("./consultation-schema").then((m) => m.ConsultationSchema),
  ),
  newChannel: spec(["channelName"], () => collaboration().then((m) => m.NewChannelSchema)),
  newTask: spec(["title"], () => collaboration().then((m) => m.NewTaskSchema)),
  newArticle: spec(["title", "category", "content"], () =>
    collaboration().then((m) => m.NewArticleSchema),
  ),
  newResource: spec(["name", "category", "file"], () =>
    collaboration().then((m) => m.NewResourceClientSchema),
  ),
  sendMessage: spec(["content"], () => collaboration().then((m) => m.SendMessageSchema)),
  addMember: spec([], () => collaboration().then((m) => m.AddMemberSchema)),
  intakeMessage: spec(["content"], () => intake().then((m) => m.IntakeMessageSchema)),
  intakeDetails: spec(["caseType", "urgency", "description"], () =>
    intake().then((m) => m.IntakeDetailsSchema),
  ),
  caseDocument: spec(["file"], () => portal().then((m) => m.CaseDocumentClientSchema)),
  clientMessage: spec(["content"], () => portal().then((m) => m.ClientMessageSchema)),
  caseUpdate: spec([], () => cases().then((m) => m.CaseUpdateSchema)),
  declineCase: spec(["reason"], () => cases().then((m) => m.DeclineCaseSchema)),
  sendForm: spec([], () => cases().then((m) => m.SendFormSchema)),
  newCase: spec(
    ["clientFirstName", "clientLastName", "clientEmail", "title", "description", "practiceArea"],
    () => import("./new-case-schema").then((m) => m.NewCaseSchema),
  ),
  caseDetails: spec(["title", "description", "practiceArea"], () =>
    cases().then((m) => m.CaseDetailsSchema),
  ),
  createUser: spec(["firstName", "lastName", "email", "role"], () =>
    admin().then((m) => m.CreateUserSchema),
  ),
  // No check in the browser: each setting is saved on its own terms on the server (issue 36), so
  // one refused field never holds back the others.
  settings: { required: ["siteTitle", "supportEmail", "timeZone", "passwordPolicy", "twoFactor"] },
  sitePage: spec(["title", "body"], () => admin().then((m) => m.SitePageSchema)),
  caseEvent: spec(["title", "description", "eventType", "occurredAt"], () =>
    cases().then((m) => m.CaseEventSchema),
  ),
  caseFacts: spec([], () => calendar().then((m) => m.CaseFactsSchema)),
  setLimitation: spec(["date", "reason"], () => calendar().then((m) => m.SetLimitationSchema)),
  saveDeadline: spec(["title", "trigger", "days", "direction", "count", "jurisdiction"], () =>
    calendar().then((m) => m.SaveDeadlineSchema),
  ),
  scheduleEvent: spec(["type", "title", "startsAt"], () =>
    calendar().then((m) => m.ScheduleEventSchema),
  ),
  party: spec(["name", "kind", "role"], () => parties().then((m) => m.PartySchema)),
  conflictCheck: spec(["names"], () => parties().then((m) => m.ConflictCheckFormSchema)),
  conflictDecision: spec(["decision"], () => parties().then((m) => m.ConflictDecisionFormSchema)),
};
