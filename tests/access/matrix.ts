import { homePathFor, type Permission } from "~/utils/policy";
import type { Entry, Probe } from "./route-table";

/** The records the matrix asks about: client A's and client B's, and the firm's. */
export interface Seeded {
  caseA: { id: number; clientId: number; staffId: number };
  documentA: number;
  intakeA: { id: string; clientId: number };
  notificationA: { id: number; userId: number };
  privateChannelA: number;
  publicChannel: number;
  task: number;
  article: number;
  resource: number;
  submission: number;
  /** A published form, and a submission of it by client A with a file on its field `proof`. */
  publishedForm: number;
  formFileSubmission: number;
  /** A hearing on case A (issue 38). */
  calendarEventA: number;
  /** Events on case A: one shared with its client, one the firm's own. */
  sharedEventA: number;
  internalEventA: number;
  /** Case A's personal-injury file (issue 40): a claim, a provider with a request, a bill, a lien. */
  injuryA: { claim: number; provider: number; request: number; bill: number; lien: number };
  /** Case A's money (issue 41): a cost advanced. */
  moneyA: { cost: number };
  /**
   * Case A's client trust ledger (issue 41): the firm's account, a deposit of 100,000 the bank
   * has cleared, and a payment of 5,000 out of it.
   */
  trustA: { account: number; deposit: number; disbursement: number };
}

type Routes = Record<string, Entry<Seeded>>;

/** A POST with an intent no screen has: proves the action's guard comes before anything else. */
const unknownIntent = (url: (seeded: Seeded) => string): Probe<Seeded> => ({
  method: "POST",
  url,
  form: { intent: "no-such-intent" },
  ok: 400,
});

const get = (url: string | ((seeded: Seeded) => string), more: Partial<Probe<Seeded>> = {}) => ({
  method: "GET" as const,
  url: typeof url === "string" ? () => url : url,
  ...more,
});

const caseA = (seeded: Seeded) => seeded.caseA;

/** A JSON POST with an empty body: those let in are told what is missing (400). */
const emptyPost = (url: string): Probe<Seeded> => ({
  method: "POST",
  url: () => url,
  json: {},
  ok: 400,
});

/** An /api route read with GET. */
const readable = (permission: Permission, url: string): Entry<Seeded> => ({
  access: { api: permission },
  probes: [get(url)],
});

/** An /api collection: GET lists it, POST adds to it. */
const collection = (permission: Permission, url: string): Entry<Seeded> => ({
  access: { api: permission },
  probes: [get(url), emptyPost(url)],
});

/** A list of case A's personal-injury file: GET it, POST a record (the firm's only). */
function injuryCollection(kind: string, json: unknown): Record<string, Entry<Seeded>> {
  const url = (seeded: Seeded) => `/api/cases/${seeded.caseA.id}/${kind}`;
  const record = { permission: ["injuryFile", "case"] as const, of: caseA };
  return {
    [`api.cases.$caseId.${kind}.ts`]: {
      access: { api: ["read", "case"] },
      probes: [get(url, { record }), { method: "POST", url, json, record, ok: 201 }],
    },
  };
}

/** One record of case A's personal-injury file, changed with PATCH (the firm's only). */
function injuryRecord(
  kind: string,
  param: string,
  id: (seeded: Seeded) => number,
  json: unknown,
): Record<string, Entry<Seeded>> {
  return {
    [`api.cases.$caseId.${kind}.$${param}.ts`]: {
      access: { api: ["read", "case"] },
      probes: [
        {
          method: "PATCH",
          url: (seeded) => `/api/cases/${seeded.caseA.id}/${kind}/${id(seeded)}`,
          json,
          record: { permission: ["injuryFile", "case"], of: caseA },
        },
      ],
    },
  };
}

/**
 * Every route module under app/routes, with the requests the matrix sends as anonymous, client A,
 * client B, staff A, staff B and admin. What each should get is computed from the policy
 * (app/utils/policy.ts); a route file without an entry here fails the suite.
 */
export const ACCESS_MATRIX: Routes = {
  "$.tsx": { access: { fixed: 404 }, probes: [get("/no-such-page")] },
  "_index.tsx": {
    access: { screen: "welcome" },
    probes: [get("/"), unknownIntent(() => "/?index")],
  },
  "admin.tsx": {
    access: { screen: "admin" },
    probes: [
      get("/admin"),
      get("/admin?tab=users"),
      get("/admin?tab=audit"),
      get("/admin?tab=outbox"),
      get("/admin?tab=users&request=pending"),
      unknownIntent(() => "/admin"),
      // No demo data in the matrix's database: nothing to remove (409).
      { method: "POST", url: () => "/admin", form: { intent: "remove-demo-data" }, ok: 409 },
      // Client A has no request to be staff: the administrator is told so (409).
      {
        method: "POST",
        url: () => "/admin?tab=users",
        form: (seeded) => ({ intent: "approve-request", userId: String(seeded.caseA.clientId) }),
        ok: 409,
      },
    ],
  },
  "admin_.backup.ts": {
    access: { screen: "admin" },
    probes: [
      { method: "POST", url: () => "/admin/backup", form: { intent: "backup" } },
      unknownIntent(() => "/admin/backup"),
    ],
  },
  "admin_.reports.$report.ts": {
    access: { screen: "admin" },
    probes: [get("/admin/reports/users"), get("/admin/reports/audit?action=sign_in")],
  },
  "analytics.tsx": { access: { screen: "analytics" }, probes: [get("/analytics")] },
  "analytics_.export.$chart.ts": {
    access: { screen: "analytics" },
    probes: [get("/analytics/export/case-types?range=12m")],
  },
  "form-builder._index.tsx": { access: { screen: "formBuilder" }, probes: [get("/form-builder")] },
  "form-builder.$formId.tsx": {
    access: { screen: "formBuilder" },
    probes: [
      get("/form-builder/new"),
      {
        method: "POST",
        url: () => "/form-builder/new",
        form: { intent: "builder", op: "refresh" },
      },
      unknownIntent(() => "/form-builder/new"),
    ],
  },
  "healthz.ts": { access: { fixed: 200 }, probes: [get("/healthz")] },
  "logout.tsx": {
    access: { fixed: { redirect: "/" } },
    probes: [
      get("/logout"),
      { method: "POST", url: () => "/logout", form: { intent: "sign-out" } },
    ],
  },
  "public-form.tsx": {
    access: { screen: "publicForm" },
    probes: [get("/public-form"), unknownIntent(() => "/public-form")],
  },
  // A tutorial is read by the role it is written for; to the others it does not exist.
  "help.$tutorialId.tsx": {
    access: { screen: "help" },
    probes: [
      get("/help/staff-onboarding", { hiddenFrom: ["clientA", "clientB", "admin"] }),
      get("/help/no-such-tutorial", { ok: 404 }),
      unknownIntent(() => "/help/staff-onboarding"),
      {
        method: "POST",
        url: () => "/help/staff-onboarding",
        form: { intent: "complete" },
        ok: { redirect: "/help/staff-onboarding" },
        hiddenFrom: ["clientA", "clientB", "admin"],
      },
    ],
  },
  // Anyone reads a published page; only an administrator saves its text.
  "pages.$slug.tsx": {
    access: { screen: "sitePages" },
    probes: [
      get("/pages/privacy"),
      unknownIntent(() => "/pages/privacy"),
      {
        method: "POST",
        url: () => "/pages/privacy",
        form: { intent: "save-page", title: "Privacy policy", body: "Our privacy policy." },
        record: { permission: ["update", "sitePage"], of: () => ({}) },
        ok: { redirect: "/pages/privacy" },
      },
    ],
  },
  "account.tsx": {
    access: { screen: "account" },
    probes: [
      get("/account"),
      unknownIntent(() => "/account"),
      {
        method: "POST",
        url: () => "/account",
        form: { intent: "save-alert-preferences" },
        ok: { redirect: "/account" },
      },
    ],
  },
  // The page that says a request to be staff waits: its account's; anyone else goes home.
  "account_.waiting.tsx": {
    access: { screen: "staffRequest", whileAwaitingApproval: true },
    probes: [
      get("/account/waiting", {
        ok: (_seeded, actor) =>
          actor?.staffRequest === "pending" ? 200 : { redirect: homePathFor(actor!.role) },
      }),
    ],
  },
  "account_.two-factor.tsx": {
    access: { screen: "twoFactorSetup" },
    probes: [get("/account/two-factor"), unknownIntent(() => "/account/two-factor")],
  },
  // Without the password step's cookie the page sends everyone back to sign in; its action is
  // the guests' own.
  "sign-in.two-factor.tsx": {
    access: { screen: "twoFactorSignIn" },
    probes: [unknownIntent(() => "/sign-in/two-factor")],
  },
  "notifications.tsx": {
    access: { screen: "notifications" },
    probes: [get("/notifications"), unknownIntent(() => "/notifications")],
  },
  "dashboard.tsx": {
    access: { screen: "dashboard" },
    probes: [
      get("/dashboard"),
      get((seeded) => `/dashboard?tab=chat&channel=${seeded.privateChannelA}`, {
        hiddenFrom: ["staffB"],
      }),
      unknownIntent(() => "/dashboard"),
    ],
  },
  "dashboard_.knowledge.$articleId.tsx": {
    access: { screen: "dashboard" },
    probes: [get((seeded) => `/dashboard/knowledge/${seeded.article}`)],
  },
  "dashboard_.resources.$resourceId.download.ts": {
    access: { screen: "dashboard" },
    probes: [get((seeded) => `/dashboard/resources/${seeded.resource}/download`)],
  },
  "cases._index.tsx": { access: { screen: "cases" }, probes: [get("/cases")] },
  // New case (issue 36): the staff open cases; an administrator reaches /cases but not this (403).
  "cases.new.tsx": {
    access: { screen: "cases" },
    probes: [get("/cases/new", { forbiddenFor: ["admin"] })],
  },
  "cases.$caseId.tsx": {
    access: { screen: "cases" },
    probes: [
      get((seeded) => `/cases/${seeded.caseA.id}`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
      get((seeded) => `/cases/${seeded.caseA.id}?tab=messages`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
      get((seeded) => `/cases/${seeded.caseA.id}?tab=dates&trigger=2026-11-02&days=21`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/cases/${seeded.caseA.id}?tab=dates`,
        form: {
          intent: "save-deadline",
          title: "Answer to the complaint",
          trigger: "2026-11-02",
          days: "21",
          direction: "after",
          count: "calendar",
          jurisdiction: "federal",
        },
        record: { permission: ["update", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/cases/${seeded.caseA.id}?tab=dates` }),
      },
      {
        method: "POST",
        url: (seeded) => `/cases/${seeded.caseA.id}?tab=dates`,
        form: (seeded) => ({
          intent: "change-event",
          eventId: String(seeded.calendarEventA),
          type: "hearing",
          title: "Motion hearing, continued",
          startsAt: "2026-12-18",
          startTime: "10:00",
        }),
        record: { permission: ["update", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/cases/${seeded.caseA.id}?tab=dates` }),
      },
      unknownIntent((seeded) => `/cases/${seeded.caseA.id}`),
      {
        method: "POST",
        url: (seeded) => `/cases/${seeded.caseA.id}`,
        form: { intent: "update-case", status: "on_hold" },
        record: { permission: ["update", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/cases/${seeded.caseA.id}` }),
      },
      {
        method: "POST",
        url: (seeded) => `/cases/${seeded.caseA.id}?tab=messages`,
        form: { intent: "send-message", content: "We filed the motion today." },
        record: { permission: ["message", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/cases/${seeded.caseA.id}?tab=messages` }),
      },
      {
        method: "POST",
        url: (seeded) => `/cases/${seeded.caseA.id}`,
        form: (seeded) => ({ intent: "send-form", formId: String(seeded.publishedForm) }),
        record: { permission: ["update", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/cases/${seeded.caseA.id}` }),
      },
    ],
  },
  // Case A's personal-injury file (issue 40): its attorney and administrators; other staff 404.
  // The frame (the case and its damages) and each section's route below it.
  "cases.$caseId_.injury.tsx": {
    access: { screen: "cases" },
    probes: [
      get((seeded) => `/cases/${seeded.caseA.id}/injury`, {
        record: { permission: ["injuryFile", "case"], of: caseA },
      }),
      unknownIntent((seeded) => `/cases/${seeded.caseA.id}/injury`),
    ],
  },
  "cases.$caseId_.injury._index.tsx": {
    access: { screen: "cases" },
    probes: [
      get((seeded) => `/cases/${seeded.caseA.id}/injury`, {
        record: { permission: ["injuryFile", "case"], of: caseA },
      }),
      unknownIntent((seeded) => `/cases/${seeded.caseA.id}/injury?index`),
    ],
  },
  "cases.$caseId_.injury.treatment.tsx": {
    access: { screen: "cases" },
    probes: [
      get((seeded) => `/cases/${seeded.caseA.id}/injury/treatment`, {
        record: { permission: ["injuryFile", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/cases/${seeded.caseA.id}/injury/treatment`,
        form: {
          intent: "add-provider",
          name: "Lakeside Physical Therapy",
          kind: "physical_therapy",
        },
        record: { permission: ["injuryFile", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/cases/${seeded.caseA.id}/injury/treatment` }),
      },
    ],
  },
  "cases.$caseId_.injury.records.tsx": {
    access: { screen: "cases" },
    probes: [
      get((seeded) => `/cases/${seeded.caseA.id}/injury/records`, {
        record: { permission: ["injuryFile", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/cases/${seeded.caseA.id}/injury/records`,
        form: (seeded) => ({
          intent: "mark-received",
          providerId: String(seeded.injuryA.provider),
          requestId: String(seeded.injuryA.request),
          receivedOn: "2026-11-20",
        }),
        record: { permission: ["injuryFile", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/cases/${seeded.caseA.id}/injury/records` }),
      },
    ],
  },
  "cases.$caseId_.injury.bills.tsx": {
    access: { screen: "cases" },
    probes: [
      get((seeded) => `/cases/${seeded.caseA.id}/injury/bills`, {
        record: { permission: ["injuryFile", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/cases/${seeded.caseA.id}/injury/bills`,
        form: { intent: "save-damages", lostWagesDollars: "4,200", otherEconomicDollars: "0" },
        record: { permission: ["injuryFile", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/cases/${seeded.caseA.id}/injury/bills` }),
      },
    ],
  },
  "cases.$caseId_.injury.liens.tsx": {
    access: { screen: "cases" },
    probes: [
      get((seeded) => `/cases/${seeded.caseA.id}/injury/liens`, {
        record: { permission: ["injuryFile", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/cases/${seeded.caseA.id}/injury/liens`,
        form: {
          intent: "add-lien",
          holder: "Medicare",
          holderKind: "medicare",
          claimedDollars: "1,200",
          status: "notified",
        },
        record: { permission: ["injuryFile", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/cases/${seeded.caseA.id}/injury/liens` }),
      },
    ],
  },
  // A case's Fees and costs page (issue 41): the firm's books, never a client's.
  "cases.$caseId_.money.tsx": {
    access: { screen: "cases" },
    probes: [
      get((seeded) => `/cases/${seeded.caseA.id}/money`, {
        record: { permission: ["money", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/cases/${seeded.caseA.id}/money`,
        form: { intent: "fee-agreement", ratePreSuit: "33 1/3%", costsBeforeFee: "after" },
        record: { permission: ["money", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/cases/${seeded.caseA.id}/money` }),
      },
      {
        method: "POST",
        url: (seeded) => `/cases/${seeded.caseA.id}/money`,
        form: { intent: "stage", stage: "suit_filed" },
        record: { permission: ["money", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/cases/${seeded.caseA.id}/money` }),
      },
    ],
  },
  "cases.$caseId_.money_.costs.tsx": {
    access: { screen: "cases" },
    probes: [
      get((seeded) => `/cases/${seeded.caseA.id}/money/costs`, {
        record: { permission: ["money", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/cases/${seeded.caseA.id}/money/costs`,
        form: {
          intent: "add-cost",
          description: "Filing fee",
          incurredOn: "2026-04-01",
          amountDollars: "435",
          paidFrom: "operating",
        },
        record: { permission: ["money", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/cases/${seeded.caseA.id}/money/costs` }),
      },
    ],
  },
  "calendar._index.tsx": {
    access: { screen: "calendar" },
    probes: [
      get("/calendar"),
      get("/calendar?month=2026-12&scope=firm&view=agenda&type=hearing&type=deadline"),
    ],
  },
  "conflicts.tsx": {
    access: { screen: "conflicts" },
    probes: [
      get("/conflicts"),
      unknownIntent(() => "/conflicts"),
      { method: "POST", url: () => "/conflicts", form: { intent: "check", names: "John Smith" } },
    ],
  },
  "submissions._index.tsx": {
    access: { screen: "submissions" },
    probes: [get("/submissions"), get((seeded) => `/submissions?form=${seeded.publishedForm}`)],
  },
  "submissions.$id.files.$fieldId.ts": {
    access: { screen: "submissionFiles" },
    // Staff, and the client who sent it; anyone else is told it is not there.
    probes: [
      get((seeded) => `/submissions/${seeded.formFileSubmission}/files/proof`, {
        hiddenFrom: ["clientB", "admin"],
      }),
    ],
  },
  "forms.$formId.tsx": {
    access: { screen: "forms" },
    probes: [
      get((seeded) => `/forms/${seeded.publishedForm}`),
      {
        method: "POST",
        url: (seeded) => `/forms/${seeded.publishedForm}`,
        form: { "answer.question": "Can I appeal?" },
        ok: { redirect: "/client-portal" },
      },
      // Nothing answered: the form comes back with its messages.
      { method: "POST", url: (seeded) => `/forms/${seeded.publishedForm}`, form: {}, ok: 400 },
      // Sent from a case: filed on it, which must be the client's own.
      get((seeded) => `/forms/${seeded.publishedForm}?case=${seeded.caseA.id}`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/forms/${seeded.publishedForm}?case=${seeded.caseA.id}`,
        form: { "answer.question": "Can I appeal?" },
        record: { permission: ["read", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/client-portal?case=${seeded.caseA.id}` }),
      },
    ],
  },
  "forgot-password.tsx": {
    access: { screen: "forgotPassword" },
    probes: [get("/forgot-password")],
  },
  "reset-password.$token.tsx": {
    access: { screen: "passwordReset" },
    // A link that is not one of ours: the same page for everyone, saying so.
    probes: [get("/reset-password/not-a-real-password-reset-token", { ok: 404 })],
  },
  // An e-mail's link that stops one kind of alert: the signed link is the key, so a link that is
  // not one of ours is the same page for everyone, and so is its one-click POST (RFC 8058).
  "email-alerts.off.tsx": {
    access: { screen: "emailAlertsOff" },
    probes: [
      get("/email-alerts/off?u=1&k=client_message&s=not-a-signature", { ok: 404 }),
      {
        method: "POST",
        url: () => "/email-alerts/off?u=1&k=client_message&s=not-a-signature",
        form: { "List-Unsubscribe": "One-Click" },
        ok: 404,
      },
    ],
  },
  // The token is the key, read with no session: a token of no feed is 404 to everyone alike.
  "calendar_.feed.$token.ts": {
    access: { fixed: 404 },
    probes: [get("/calendar/feed/not-a-real-calendar-feed-token-at-all.ics")],
  },
  "invitations.$token.tsx": {
    access: { screen: "invitation" },
    // A link that is not one of ours: the same page for everyone, saying so.
    probes: [get("/invitations/not-a-real-invitation-token-at-all", { ok: 404 })],
  },
  "submissions.$id.tsx": {
    access: { screen: "submissions" },
    probes: [
      get((seeded) => `/submissions/${seeded.submission}`),
      unknownIntent((seeded) => `/submissions/${seeded.submission}`),
    ],
  },
  "client-portal.tsx": {
    access: { screen: "clientPortal" },
    probes: [
      get("/client-portal"),
      get((seeded) => `/client-portal?case=${seeded.caseA.id}`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
      unknownIntent(() => "/client-portal"),
      {
        method: "POST",
        url: () => "/client-portal",
        form: (seeded) => ({
          intent: "send-message",
          caseId: String(seeded.caseA.id),
          content: "A question about my case",
        }),
        record: { permission: ["message", "case"], of: caseA },
        ok: (seeded) => ({
          redirect: `/client-portal?case=${seeded.caseA.id}&tab=communications`,
        }),
      },
      {
        method: "POST",
        url: () => "/client-portal",
        form: (seeded) => ({ intent: "upload-document", caseId: String(seeded.caseA.id) }),
        file: { name: "receipt.pdf", type: "application/pdf", content: "%PDF-1.4 receipt" },
        record: { permission: ["addDocument", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/client-portal?case=${seeded.caseA.id}&tab=documents` }),
      },
      get((seeded) => `/client-portal?case=${seeded.caseA.id}&tab=treatment`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: () => "/client-portal",
        form: (seeded) => ({
          intent: "add-provider",
          caseId: String(seeded.caseA.id),
          name: "Northside Urgent Care",
          kind: "physician",
        }),
        record: { permission: ["addProvider", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/client-portal?case=${seeded.caseA.id}&tab=treatment` }),
      },
    ],
  },
  "ai-intake.tsx": {
    access: { screen: "aiIntake" },
    probes: [
      get("/ai-intake"),
      get((seeded) => `/ai-intake?session=${seeded.intakeA.id}`, {
        record: { permission: ["read", "intakeSession"], of: (seeded) => seeded.intakeA },
      }),
      unknownIntent(() => "/ai-intake"),
    ],
  },
  "documents.$id.ts": {
    access: { screen: "documents" },
    probes: [
      get((seeded) => `/documents/${seeded.documentA}`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
    ],
  },
  "calendar_.events.$eventId.ts": {
    access: { screen: "eventDownload" },
    probes: [
      get((seeded) => `/calendar/events/${seeded.sharedEventA}.ics`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
      // The firm's own event: its client is told it does not exist.
      get((seeded) => `/calendar/events/${seeded.internalEventA}.ics`, {
        record: { permission: ["read", "case"], of: caseA },
        hiddenFrom: ["clientA"],
      }),
    ],
  },
  "api.auth.login.ts": { access: { api: "public" }, probes: [emptyPost("/api/auth/login")] },
  "api.auth.login.two-factor.ts": {
    access: { api: "public" },
    probes: [emptyPost("/api/auth/login/two-factor")],
  },
  "api.auth.register.ts": { access: { api: "public" }, probes: [emptyPost("/api/auth/register")] },
  "api.auth.forgot-password.ts": {
    access: { api: "public" },
    probes: [emptyPost("/api/auth/forgot-password")],
  },
  "api.auth.reset-password.ts": {
    access: { api: "public" },
    probes: [emptyPost("/api/auth/reset-password")],
  },
  "api.auth.logout.ts": {
    access: { api: "public", whileAwaitingApproval: true },
    probes: [{ method: "POST", url: () => "/api/auth/logout" }],
  },
  "api.auth.me.ts": {
    access: { api: ["read", "account"], whileAwaitingApproval: true },
    probes: [get("/api/auth/me")],
  },
  // One's own e-mail alerts: a kind that is not one of any role's is refused (400).
  "api.account.notification-preferences.ts": {
    access: { api: ["read", "account"] },
    probes: [
      get("/api/account/notification-preferences"),
      {
        method: "PUT",
        url: () => "/api/account/notification-preferences",
        access: { api: ["update", "account"] },
        json: { preferences: { no_such_kind: "off" } },
        ok: 400,
      },
    ],
  },
  "api.account.calendar-feed.ts": {
    access: { api: ["manage", "calendarFeed"] },
    probes: [
      { method: "POST", url: () => "/api/account/calendar-feed", ok: 201 },
      { method: "DELETE", url: () => "/api/account/calendar-feed" },
    ],
  },
  "api.notifications.ts": readable(["read", "notification"], "/api/notifications?unread=true"),
  "api.notifications.$id.read.ts": {
    access: { api: ["update", "notification"] },
    probes: [
      {
        method: "PATCH",
        url: (seeded) => `/api/notifications/${seeded.notificationA.id}/read`,
        record: { permission: ["update", "notification"], of: (seeded) => seeded.notificationA },
      },
    ],
  },
  "api.forms.ts": collection(["create", "form"], "/api/forms"),
  "api.forms.$formId.ts": {
    access: { api: ["update", "form"] },
    probes: [
      get((seeded) => `/api/forms/${seeded.publishedForm}`),
      {
        method: "PUT",
        url: (seeded) => `/api/forms/${seeded.publishedForm}`,
        json: { title: "", fields: [] },
        ok: 400,
      },
    ],
  },
  "api.forms.$formId.unpublish.ts": {
    access: { api: ["update", "form"] },
    probes: [
      {
        method: "POST",
        url: () => "/api/forms/999999/unpublish",
        json: {},
        ok: 404,
      },
    ],
  },
  // The consultation form is anyone's; a built form is a signed-in client's; the list is the firm's.
  "api.form-submissions.ts": {
    access: { api: "public" },
    probes: [
      emptyPost("/api/form-submissions"),
      get("/api/form-submissions?status=pending", { access: { api: ["read", "formSubmission"] } }),
      {
        method: "POST",
        url: () => "/api/form-submissions",
        json: (seeded: Seeded) => ({
          formId: seeded.publishedForm,
          data: { question: "Where do I sign?" },
        }),
        access: { api: ["fill", "form"] },
        ok: 201,
      },
    ],
  },
  "api.form-submissions.$id.convert.ts": {
    access: { api: ["update", "formSubmission"] },
    probes: [
      {
        method: "POST",
        url: () => "/api/form-submissions/999999/convert",
        // No such submission: those let in are told so.
        ok: 404,
      },
    ],
  },
  "api.dashboard.stats.ts": readable(["read", "dashboard"], "/api/dashboard/stats"),
  "api.dashboard.needs-you.ts": readable(["read", "dashboard"], "/api/dashboard/needs-you"),
  "api.admin.system-health.ts": readable(["read", "administration"], "/api/admin/system-health"),
  "api.admin.stats.ts": readable(["read", "administration"], "/api/admin/stats"),
  "api.admin.outbox.ts": readable(["read", "outbox"], "/api/admin/outbox"),
  "api.admin.users.ts": collection(["read", "user"], "/api/admin/users"),
  // Firm settings as JSON (issue 36): an empty change saves nothing and answers the settings.
  "api.admin.settings.ts": {
    access: { api: ["read", "setting"] },
    probes: [
      get("/api/admin/settings"),
      {
        method: "PATCH",
        url: () => "/api/admin/settings",
        json: {},
        access: { api: ["update", "setting"] },
      },
    ],
  },
  // The matrix's database has no demo data: an administrator is told there is none left.
  "api.admin.demo-data.remove.ts": {
    access: { api: ["remove", "demoData"] },
    probes: [{ method: "POST", url: () => "/api/admin/demo-data/remove", ok: 409 }],
  },
  "api.admin.users.$userId.role.ts": {
    access: { api: ["update", "user"] },
    probes: [
      {
        method: "PATCH",
        url: (seeded) => `/api/admin/users/${seeded.caseA.clientId}/role`,
        json: { role: "client" },
      },
    ],
  },
  // Client A has no request to be staff: an administrator is told so (409), nothing changes.
  "api.admin.users.$userId.approve.ts": {
    access: { api: ["update", "user"] },
    probes: [
      {
        method: "POST",
        url: (seeded) => `/api/admin/users/${seeded.caseA.clientId}/approve`,
        ok: 409,
      },
    ],
  },
  // Client A has set a password: no new invitation (409).
  "api.admin.users.$userId.invitation.ts": {
    access: { api: ["update", "user"] },
    probes: [
      {
        method: "POST",
        url: (seeded) => `/api/admin/users/${seeded.caseA.clientId}/invitation`,
        ok: 409,
      },
    ],
  },
  "api.admin.users.$userId.decline.ts": {
    access: { api: ["update", "user"] },
    probes: [
      {
        method: "POST",
        url: (seeded) => `/api/admin/users/${seeded.caseA.clientId}/decline`,
        ok: 409,
      },
    ],
  },
  // The guided tour's data: the role's tutorials only; another role's is 404.
  "api.tutorials.$tutorialId.ts": {
    access: { api: "signed-in" },
    probes: [
      get("/api/tutorials/staff-onboarding", { hiddenFrom: ["clientA", "clientB", "admin"] }),
      emptyPost("/api/tutorials/staff-onboarding"),
      {
        method: "POST",
        url: () => "/api/tutorials/staff-onboarding",
        json: { kind: "step", step: 2 },
        hiddenFrom: ["clientA", "clientB", "admin"],
      },
    ],
  },
  "api.users.staff.ts": readable(["read", "staffMember"], "/api/users/staff"),
  "api.cases.ts": {
    access: { api: ["read", "case"] },
    probes: [
      get("/api/cases"),
      // Opening a case for a client is the staff's (issue 36): the empty body is told what is missing.
      { ...emptyPost("/api/cases"), access: { api: ["open", "case"] } },
    ],
  },
  // Case A is active, not an intake awaiting acceptance: those who may decide are told so (409).
  "api.cases.$caseId.accept.ts": {
    access: { api: ["update", "case"] },
    probes: [
      {
        method: "POST",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/accept`,
        record: { permission: ["update", "case"], of: caseA },
        ok: 409,
      },
    ],
  },
  "api.cases.$caseId.decline.ts": {
    access: { api: ["update", "case"] },
    probes: [
      {
        method: "POST",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/decline`,
        json: { reason: "Outside our practice" },
        record: { permission: ["update", "case"], of: caseA },
        ok: 409,
      },
    ],
  },
  // Sharing a document with the client is the firm's choice: no client may change it (403, before
  // the record is looked at).
  "api.cases.$caseId.documents.$documentId.ts": {
    access: { api: ["read", "case"] },
    probes: [
      {
        method: "PATCH",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/documents/${seeded.documentA}`,
        json: { sharedWithClient: true },
        access: { api: ["update", "case"] },
        record: { permission: ["update", "case"], of: caseA },
      },
    ],
  },
  "api.cases.$caseId.ts": {
    access: { api: ["read", "case"] },
    probes: [
      get((seeded) => `/api/cases/${seeded.caseA.id}`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
      {
        method: "PATCH",
        url: (seeded) => `/api/cases/${seeded.caseA.id}`,
        json: { priority: "urgent" },
        record: { permission: ["update", "case"], of: caseA },
      },
    ],
  },
  // A case's parties: the firm's record, its attorney's and an administrator's.
  // The limitation date's decision: the matrix's case has none, so those let in get 409.
  "api.cases.$caseId.limitation.ts": {
    access: { api: ["read", "case"] },
    probes: [
      {
        method: "POST",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/limitation`,
        json: { decision: "confirm" },
        record: { permission: ["update", "case"], of: caseA },
        ok: 409,
      },
    ],
  },
  "api.calendar.events.ts": {
    access: { api: ["read", "calendar"] },
    probes: [
      get("/api/calendar/events?from=2026-12-01&to=2026-12-31"),
      {
        method: "POST",
        url: () => "/api/calendar/events",
        json: (seeded: Seeded) => ({
          type: "deposition",
          title: "Deposition of the driver",
          startsAt: "2026-12-16T15:00:00Z",
          allDay: false,
          caseId: seeded.caseA.id,
          sharedWithClient: false,
        }),
        record: { permission: ["update", "case"], of: caseA },
        ok: 201,
      },
    ],
  },
  "api.calendar.events.$eventId.ts": {
    access: { api: ["read", "calendar"] },
    probes: [
      {
        method: "PATCH",
        url: (seeded) => `/api/calendar/events/${seeded.calendarEventA}`,
        json: { location: "Dept. 12" },
        record: { permission: ["update", "case"], of: caseA },
      },
    ],
  },
  "api.deadlines.compute.ts": {
    access: { api: ["compute", "calendar"] },
    probes: [
      {
        method: "POST",
        url: () => "/api/deadlines/compute",
        json: {
          trigger: "2026-11-02",
          days: 21,
          direction: "after",
          count: "court",
          jurisdiction: "CA",
        },
      },
      emptyPost("/api/deadlines/compute"),
    ],
  },
  "api.limitations.ts": readable(
    ["compute", "calendar"],
    "/api/limitations?jurisdiction=CA&claimType=personal_injury&incidentDate=2026-03-01",
  ),
  "api.cases.$caseId.parties.ts": {
    access: { api: ["read", "case"] },
    probes: [
      get((seeded) => `/api/cases/${seeded.caseA.id}/parties`, {
        record: { permission: ["parties", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/parties`,
        json: { name: "Metro Transit Authority", kind: "organisation", role: "adverse_party" },
        record: { permission: ["parties", "case"], of: caseA },
        ok: 201,
      },
    ],
  },
  // The personal-injury file (issue 40): the firm's record, its attorney's and an
  // administrator's; its client reads their providers and adds one.
  ...injuryCollection("claims", {
    insurerName: "Acme Mutual",
    coverage: "liability",
    limitPerPersonCents: 2_500_000,
  }),
  ...injuryRecord("claims", "claimId", (seeded) => seeded.injuryA.claim, {
    claimNumber: "CL-1",
  }),
  "api.cases.$caseId.providers.ts": {
    access: { api: ["read", "case"] },
    probes: [
      get((seeded) => `/api/cases/${seeded.caseA.id}/providers`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/providers`,
        json: { name: "Valley Imaging", kind: "imaging", firstVisit: "2026-09-01" },
        record: { permission: ["addProvider", "case"], of: caseA },
        ok: 201,
      },
    ],
  },
  ...injuryRecord("providers", "providerId", (seeded) => seeded.injuryA.provider, {
    phone: "555-123-4567",
  }),
  "api.cases.$caseId.providers.$providerId.requests.ts": {
    access: { api: ["read", "case"] },
    probes: [
      get(
        (seeded) => `/api/cases/${seeded.caseA.id}/providers/${seeded.injuryA.provider}/requests`,
        { record: { permission: ["injuryFile", "case"], of: caseA } },
      ),
      {
        method: "POST",
        url: (seeded) =>
          `/api/cases/${seeded.caseA.id}/providers/${seeded.injuryA.provider}/requests`,
        json: { what: "records", sentOn: "2026-10-01", method: "fax" },
        record: { permission: ["injuryFile", "case"], of: caseA },
        ok: 201,
      },
    ],
  },
  "api.cases.$caseId.providers.$providerId.requests.$requestId.ts": {
    access: { api: ["read", "case"] },
    probes: [
      {
        method: "PATCH",
        url: (seeded) =>
          `/api/cases/${seeded.caseA.id}/providers/${seeded.injuryA.provider}/requests/${seeded.injuryA.request}`,
        json: { receivedOn: "2026-11-01" },
        record: { permission: ["injuryFile", "case"], of: caseA },
      },
    ],
  },
  ...injuryCollection("bills", (seeded: Seeded) => ({
    providerId: seeded.injuryA.provider,
    billedCents: 120_000,
  })),
  ...injuryRecord("bills", "billId", (seeded) => seeded.injuryA.bill, { payer: "Medicare" }),
  ...injuryCollection("liens", {
    holder: "Medicare",
    holderKind: "medicare",
    claimedCents: 50_000,
  }),
  ...injuryRecord("liens", "lienId", (seeded) => seeded.injuryA.lien, { status: "claimed" }),
  "api.cases.$caseId.damages.ts": {
    access: { api: ["read", "case"] },
    probes: [
      get((seeded) => `/api/cases/${seeded.caseA.id}/damages`, {
        record: { permission: ["injuryFile", "case"], of: caseA },
      }),
      {
        method: "PUT",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/damages`,
        json: { lostWagesCents: 300_000, otherEconomicCents: 0 },
        record: { permission: ["injuryFile", "case"], of: caseA },
      },
    ],
  },
  // A case's fee agreement (issue 41): the firm's books, never a client's.
  "api.cases.$caseId.fee-agreement.ts": {
    access: { api: ["money", "case"] },
    probes: [
      get((seeded) => `/api/cases/${seeded.caseA.id}/fee-agreement`, {
        record: { permission: ["money", "case"], of: caseA },
      }),
      {
        method: "PUT",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/fee-agreement`,
        json: {
          tiers: [{ stage: "pre_suit", rateNumerator: 1, rateDenominator: 3 }],
          costsBeforeFee: false,
          signedOn: "2026-03-02",
        },
        record: { permission: ["money", "case"], of: caseA },
      },
    ],
  },
  // A case's settlement statement (issue 41): the firm's to enter and mark ready; its client
  // reads it once it is ready (case A's is) and alone approves it (here without a name: 400).
  "api.cases.$caseId.settlement.ts": {
    access: { api: ["read", "case"] },
    probes: [
      get((seeded) => `/api/cases/${seeded.caseA.id}/settlement`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
      {
        method: "PUT",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/settlement`,
        access: { api: ["money", "case"] },
        json: { payments: [{ payer: "Acme Mutual", amountCents: 2_500_000 }] },
        record: { permission: ["money", "case"], of: caseA },
      },
    ],
  },
  "api.cases.$caseId.settlement.ready.ts": {
    access: { api: ["money", "case"] },
    probes: [
      {
        method: "POST",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/settlement/ready`,
        record: { permission: ["money", "case"], of: caseA },
      },
    ],
  },
  "api.cases.$caseId.settlement.approve.ts": {
    access: { api: ["approveSettlement", "case"] },
    probes: [
      {
        method: "POST",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/settlement/approve`,
        json: {},
        record: { permission: ["approveSettlement", "case"], of: caseA },
        ok: 400,
      },
    ],
  },
  // The client's page of their case's settlement statement (issue 41): case A's is ready (after
  // the API's probes above), and client A approves it.
  "client-portal_.settlement.$caseId.tsx": {
    access: { screen: "clientPortal" },
    probes: [
      get((seeded) => `/client-portal/settlement/${seeded.caseA.id}`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/client-portal/settlement/${seeded.caseA.id}`,
        form: { intent: "approve", name: "Client A", consent: "on" },
        record: { permission: ["approveSettlement", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/client-portal/settlement/${seeded.caseA.id}` }),
      },
    ],
  },
  // The approved statement's PDF (issue 41): case A's client approved it just above. The firm's
  // copy is the case's attorney's and an administrator's; the client's, the case's own client's.
  "cases.$caseId_.money_.statement[.]pdf.ts": {
    access: { screen: "cases" },
    probes: [
      get((seeded) => `/cases/${seeded.caseA.id}/money/statement.pdf`, {
        record: { permission: ["money", "case"], of: caseA },
      }),
    ],
  },
  "client-portal_.settlement.$caseId_.statement[.]pdf.ts": {
    access: { screen: "clientPortal" },
    probes: [
      get((seeded) => `/client-portal/settlement/${seeded.caseA.id}/statement.pdf`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
    ],
  },
  // The attorney's trust pages (issue 41): the matters in trust and the accounts, for the firm's
  // attorneys and administrators (an administrator alone opens an account); a matter's ledger
  // and its CSV file follow its case's `money` rule.
  "trust._index.tsx": {
    access: { screen: "trust" },
    probes: [
      get("/trust"),
      get("/trust?page=2"),
      // "Open a matter's ledger": a case number goes to its ledger.
      get((seeded) => `/trust?case=${seeded.caseA.id}`, {
        ok: (seeded: Seeded) => ({ redirect: `/trust/matters/${seeded.caseA.id}` }),
      }),
      unknownIntent(() => "/trust"),
      {
        method: "POST",
        url: () => "/trust",
        form: {
          intent: "open-account",
          name: "Matrix trust",
          bank: "First Federal",
          last4: "7311",
        },
        forbiddenFor: ["staffA", "staffB"],
        ok: { redirect: "/trust" },
      },
    ],
  },
  "trust.matters.$caseId.tsx": {
    access: { screen: "trust" },
    probes: [
      get((seeded) => `/trust/matters/${seeded.caseA.id}`, {
        record: { permission: ["money", "case"], of: caseA },
      }),
      unknownIntent((seeded) => `/trust/matters/${seeded.caseA.id}`),
      {
        method: "POST",
        url: (seeded) => `/trust/matters/${seeded.caseA.id}`,
        form: (seeded) => ({
          intent: "deposit",
          accountId: String(seeded.trustA.account),
          amountDollars: "250",
          payer: "Acme Mutual",
          reference: "Check 10444",
          receivedOn: "2026-11-12",
        }),
        record: { permission: ["money", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/trust/matters/${seeded.caseA.id}` }),
      },
      {
        method: "POST",
        url: (seeded) => `/trust/matters/${seeded.caseA.id}`,
        form: (seeded) => ({
          intent: "pay",
          accountId: String(seeded.trustA.account),
          amountDollars: "10",
          payee: "Mercy Hospital",
          reference: "Check 2003",
          paidOn: "2026-11-20",
        }),
        record: { permission: ["money", "case"], of: caseA },
        ok: (seeded) => ({ redirect: `/trust/matters/${seeded.caseA.id}` }),
      },
      // Case A's deposit has cleared already: whoever is let in is told so (409).
      {
        method: "POST",
        url: (seeded) => `/trust/matters/${seeded.caseA.id}`,
        form: (seeded) => ({
          intent: "clear",
          entryId: String(seeded.trustA.deposit),
          clearedOn: "2026-11-06",
        }),
        record: { permission: ["money", "case"], of: caseA },
        ok: 409,
      },
      // Part of case A's deposit has been paid out: its reversal is refused (409), and the
      // payment the /api's probe reverses is left to it.
      {
        method: "POST",
        url: (seeded) => `/trust/matters/${seeded.caseA.id}`,
        form: (seeded) => ({
          intent: "reverse",
          entryId: String(seeded.trustA.deposit),
          reason: "Check returned",
        }),
        record: { permission: ["money", "case"], of: caseA },
        ok: 409,
      },
    ],
  },
  "trust.matters.$caseId_.ledger[.]csv.ts": {
    access: { screen: "trust" },
    probes: [
      get((seeded) => `/trust/matters/${seeded.caseA.id}/ledger.csv`, {
        record: { permission: ["money", "case"], of: caseA },
      }),
    ],
  },
  // The administrator's trust reports (issue 41): staff reach /trust, the service refuses them (403).
  "trust.accounts.$accountId.tsx": {
    access: { screen: "trust" },
    probes: [
      get((seeded) => `/trust/accounts/${seeded.trustA.account}?month=2026-11`, {
        record: { permission: ["reconcile", "trustAccount"], of: () => ({}) },
      }),
    ],
  },
  "trust.accounts.$accountId_.reconciliation.tsx": {
    access: { screen: "trust" },
    probes: [
      get(
        (seeded) =>
          `/trust/accounts/${seeded.trustA.account}/reconciliation?month=2026-11&bankBalance=950.00`,
        { record: { permission: ["reconcile", "trustAccount"], of: () => ({}) } },
      ),
      // A balance that is no amount: the form again with its message (200), still refused to staff.
      get(
        (seeded) =>
          `/trust/accounts/${seeded.trustA.account}/reconciliation?month=2026-11&bankBalance=abc`,
        { record: { permission: ["reconcile", "trustAccount"], of: () => ({}) } },
      ),
    ],
  },
  "trust.accounts.$accountId_.$report.ts": {
    access: { screen: "trust" },
    probes: [
      get((seeded) => `/trust/accounts/${seeded.trustA.account}/journal.csv?month=2026-11`, {
        record: { permission: ["reconcile", "trustAccount"], of: () => ({}) },
      }),
      get(
        (seeded) =>
          `/trust/accounts/${seeded.trustA.account}/reconciliation.csv?month=2026-11&bankBalance=950`,
        { record: { permission: ["reconcile", "trustAccount"], of: () => ({}) } },
      ),
      get((seeded) => `/trust/accounts/${seeded.trustA.account}/no-such.csv`, { ok: 404 }),
    ],
  },
  // A client's trust lines (issue 41): the case's own client's.
  "client-portal_.trust.$caseId.tsx": {
    access: { screen: "clientPortal" },
    probes: [
      get((seeded) => `/client-portal/trust/${seeded.caseA.id}`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
    ],
  },
  // A case's costs and time (issue 41): its attorney's and an administrator's, never a client's.
  "api.cases.$caseId.costs.ts": {
    access: { api: ["read", "case"] },
    probes: [
      get((seeded) => `/api/cases/${seeded.caseA.id}/costs`, {
        record: { permission: ["money", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/costs`,
        json: {
          description: "Filing fee",
          incurredOn: "2026-10-01",
          amountCents: 40_000,
          paidFrom: "operating",
        },
        record: { permission: ["money", "case"], of: caseA },
        ok: 201,
      },
    ],
  },
  "api.cases.$caseId.costs.$costId.ts": {
    access: { api: ["read", "case"] },
    probes: [
      {
        method: "PATCH",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/costs/${seeded.moneyA.cost}`,
        json: { reimbursed: true },
        record: { permission: ["money", "case"], of: caseA },
      },
    ],
  },
  "api.cases.$caseId.time.ts": {
    access: { api: ["read", "case"] },
    probes: [
      get((seeded) => `/api/cases/${seeded.caseA.id}/time`, {
        record: { permission: ["money", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/time`,
        // An administrator names who did the work: here the case's attorney.
        json: (seeded: Seeded) => ({
          workedOn: "2026-10-01",
          staffId: seeded.caseA.staffId,
          minutes: 90,
          activity: "Drafting",
        }),
        record: { permission: ["money", "case"], of: caseA },
        ok: 201,
      },
    ],
  },
  // The client trust ledger (issue 41): the accounts are the firm's (opened by an
  // administrator); a matter's entries follow its case's `money` rule; an account's journal and
  // reconciliation are the administrators'. A bad body is refused before the case is looked up.
  "api.trust.accounts.ts": {
    access: { api: ["read", "trustAccount"] },
    probes: [
      get("/api/trust/accounts"),
      {
        method: "POST",
        url: () => "/api/trust/accounts",
        access: { api: ["create", "trustAccount"] },
        json: { name: "Settlement trust", bank: "First Federal", last4: "7310" },
        ok: 201,
      },
      { ...emptyPost("/api/trust/accounts"), access: { api: ["create", "trustAccount"] } },
    ],
  },
  "api.trust.deposits.ts": {
    access: { api: ["money", "case"] },
    probes: [
      {
        method: "POST",
        url: () => "/api/trust/deposits",
        json: (seeded: Seeded) => ({
          accountId: seeded.trustA.account,
          caseId: seeded.caseA.id,
          amountCents: 25_000,
          payer: "Acme Mutual",
          reference: "Check 10443",
          receivedOn: "2026-11-12",
        }),
        record: { permission: ["money", "case"], of: caseA },
        ok: 201,
      },
      emptyPost("/api/trust/deposits"),
    ],
  },
  // Case A's deposit has cleared already: whoever is let in is told so (409), in any order.
  "api.trust.deposits.$entryId.clear.ts": {
    access: { api: ["money", "case"] },
    probes: [
      {
        method: "POST",
        url: (seeded) => `/api/trust/deposits/${seeded.trustA.deposit}/clear`,
        json: { clearedOn: "2026-11-06" },
        record: { permission: ["money", "case"], of: caseA },
        ok: 409,
      },
    ],
  },
  // Case A's payment, not yet paid by the bank: its attorney marks it cleared; the administrator,
  // asking after, is told the bank has paid it already (409).
  "api.trust.disbursements.$entryId.clear.ts": {
    access: { api: ["money", "case"] },
    probes: [
      {
        method: "POST",
        url: (seeded) => `/api/trust/disbursements/${seeded.trustA.disbursement}/clear`,
        json: { clearedOn: "2026-11-12" },
        record: { permission: ["money", "case"], of: caseA },
        ok: (_seeded, actor) => (actor?.role === "admin" ? 409 : 200),
      },
    ],
  },
  "api.trust.disbursements.ts": {
    access: { api: ["money", "case"] },
    probes: [
      {
        method: "POST",
        url: () => "/api/trust/disbursements",
        json: (seeded: Seeded) => ({
          accountId: seeded.trustA.account,
          caseId: seeded.caseA.id,
          amountCents: 1_000,
          payee: "Mercy Hospital",
          reference: "Check 2002",
          paidOn: "2026-11-20",
        }),
        record: { permission: ["money", "case"], of: caseA },
        ok: 201,
      },
      emptyPost("/api/trust/disbursements"),
    ],
  },
  // Case A's attorney reverses its payment; the administrator, asking after, is told it has been
  // reversed already (409).
  "api.trust.entries.$entryId.reverse.ts": {
    access: { api: ["money", "case"] },
    probes: [
      {
        method: "POST",
        url: (seeded) => `/api/trust/entries/${seeded.trustA.disbursement}/reverse`,
        json: { reason: "Check voided" },
        record: { permission: ["money", "case"], of: caseA },
        ok: (_seeded, actor) => (actor?.role === "admin" ? 409 : 201),
      },
    ],
  },
  // A matter's ledger: the firm's `money` rule, and the case's own client.
  "api.trust.ledger.ts": {
    access: { api: ["read", "case"] },
    probes: [
      get((seeded) => `/api/trust/ledger?caseId=${seeded.caseA.id}`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
    ],
  },
  "api.trust.journal.ts": {
    access: { api: ["reconcile", "trustAccount"] },
    probes: [
      get((seeded) => `/api/trust/journal?accountId=${seeded.trustA.account}&month=2026-11`),
    ],
  },
  "api.trust.reconciliation.ts": {
    access: { api: ["reconcile", "trustAccount"] },
    probes: [
      get(
        (seeded) =>
          `/api/trust/reconciliation?accountId=${seeded.trustA.account}&month=2026-11&bankBalanceCents=95000`,
      ),
    ],
  },
  // A decision on a potential conflict: the case's attorney or an administrator. The matrix's
  // case has no check, so those let in are told there is nothing to decide (409).
  // A new invitation link: the matrix's client has a password already, so those let in get 409.
  "api.cases.$caseId.invitation.ts": {
    access: { api: ["update", "case"] },
    probes: [
      {
        method: "POST",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/invitation`,
        record: { permission: ["update", "case"], of: caseA },
        ok: 409,
      },
    ],
  },
  "api.cases.$caseId.conflict.ts": {
    access: { api: ["read", "case"] },
    probes: [
      {
        method: "PATCH",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/conflict`,
        json: { decision: "cleared" },
        record: { permission: ["update", "case"], of: caseA },
        ok: 409,
      },
    ],
  },
  "api.form-submissions.$id.conflict.ts": {
    access: { api: ["read", "formSubmission"] },
    probes: [
      {
        method: "PATCH",
        url: (seeded) => `/api/form-submissions/${seeded.submission}/conflict`,
        json: { decision: "cleared" },
        // No attorney is assigned to the matrix's consultation form: administrators decide.
        forbiddenFor: ["staffA", "staffB"],
        ok: 409,
      },
    ],
  },
  "api.conflicts.check.ts": {
    access: { api: ["run", "conflictCheck"] },
    probes: [
      { method: "POST", url: () => "/api/conflicts/check", json: { names: ["John Smith"] } },
      emptyPost("/api/conflicts/check"),
    ],
  },
  "api.cases.$caseId.events.ts": {
    access: { api: ["read", "case"] },
    probes: [
      get((seeded) => `/api/cases/${seeded.caseA.id}/events`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/events`,
        json: {
          title: "Hearing set",
          description: "The court set the hearing.",
          eventType: "hearing",
          occurredAt: "2026-12-01",
          sharedWithClient: false,
        },
        record: { permission: ["update", "case"], of: caseA },
        ok: 201,
      },
    ],
  },
  "api.cases.$caseId.forms.ts": {
    access: { api: ["read", "case"] },
    probes: [
      get((seeded) => `/api/cases/${seeded.caseA.id}/forms`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/forms`,
        json: (seeded: { publishedForm: number }) => ({ formId: seeded.publishedForm }),
        record: { permission: ["update", "case"], of: caseA },
        ok: 201,
      },
    ],
  },
  "api.cases.$caseId.messages.ts": {
    access: { api: ["read", "case"] },
    probes: [
      get((seeded) => `/api/cases/${seeded.caseA.id}/messages`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/messages`,
        json: { content: "About the hearing" },
        record: { permission: ["message", "case"], of: caseA },
        ok: 201,
      },
    ],
  },
  "api.cases.$caseId.documents.ts": {
    access: { api: ["read", "case"] },
    probes: [
      get((seeded) => `/api/cases/${seeded.caseA.id}/documents`, {
        record: { permission: ["read", "case"], of: caseA },
      }),
      {
        method: "POST",
        url: (seeded) => `/api/cases/${seeded.caseA.id}/documents`,
        form: {},
        file: { name: "motion.pdf", type: "application/pdf", content: "%PDF-1.4 motion" },
        record: { permission: ["addDocument", "case"], of: caseA },
        ok: 201,
      },
    ],
  },
  "api.collaboration.chats.ts": collection(["read", "chatChannel"], "/api/collaboration/chats"),
  "api.collaboration.chats.$chatId.messages.ts": {
    access: { api: ["read", "chatChannel"] },
    probes: [
      get((seeded) => `/api/collaboration/chats/${seeded.privateChannelA}/messages`, {
        hiddenFrom: ["staffB"],
      }),
      get((seeded) => `/api/collaboration/chats/${seeded.publicChannel}/messages`),
      {
        method: "POST",
        url: (seeded) => `/api/collaboration/chats/${seeded.privateChannelA}/messages`,
        json: { content: "For the team only" },
        hiddenFrom: ["staffB"],
        ok: 201,
      },
    ],
  },
  "api.collaboration.knowledge.ts": collection(
    ["read", "knowledgeArticle"],
    "/api/collaboration/knowledge",
  ),
  "api.collaboration.knowledge.categories.ts": readable(
    ["read", "knowledgeArticle"],
    "/api/collaboration/knowledge/categories",
  ),
  "api.collaboration.performance.ts": readable(
    ["read", "performanceMetric"],
    "/api/collaboration/performance",
  ),
  "api.collaboration.resources.ts": readable(
    ["read", "sharedResource"],
    "/api/collaboration/resources",
  ),
  "api.collaboration.tasks.ts": collection(["read", "task"], "/api/collaboration/tasks"),
  "api.collaboration.tasks.$taskId.ts": {
    access: { api: ["update", "task"] },
    probes: [
      {
        method: "PATCH",
        url: (seeded) => `/api/collaboration/tasks/${seeded.task}`,
        json: { status: "finished" },
        ok: 400,
      },
    ],
  },
  "api.intake.chat.start.ts": {
    access: { api: ["create", "intakeSession"] },
    probes: [{ method: "POST", url: () => "/api/intake/chat/start", ok: 201 }],
  },
  "api.intake.chat.$sessionId.messages.ts": {
    access: { api: ["read", "intakeSession"] },
    probes: [
      get((seeded) => `/api/intake/chat/${seeded.intakeA.id}/messages`, {
        record: { permission: ["read", "intakeSession"], of: (seeded) => seeded.intakeA },
      }),
    ],
  },
  "api.intake.chat.$sessionId.message.ts": {
    access: { api: ["update", "intakeSession"] },
    probes: [
      {
        method: "POST",
        url: (seeded) => `/api/intake/chat/${seeded.intakeA.id}/message`,
        json: { content: "Hello" },
        record: { permission: ["update", "intakeSession"], of: (seeded) => seeded.intakeA },
      },
    ],
  },
  "api.intake.chat.$sessionId.complete.ts": {
    access: { api: ["update", "intakeSession"] },
    probes: ["GET" as const, "POST" as const].map((method) => ({
      method,
      url: (seeded: Seeded) => `/api/intake/chat/${seeded.intakeA.id}/complete`,
      record: {
        permission: ["update", "intakeSession"] as const,
        of: (seeded: Seeded) => seeded.intakeA,
      },
      // The intake is not finished: its owner is told so; nobody else learns it exists.
      ok: 409,
    })),
  },
};
