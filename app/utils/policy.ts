import type { Role } from "./roles";
import { ServiceError } from "./service-error";

/**
 * Who may do what, stated once as data (DESIGN section 3): the screens each role reaches (they
 * drive the navigation, each role's home and the route guard) and what each role may do to each
 * kind of record (read by the services and the /api runner). Plain data and pure functions, so
 * the header can import it as well as the server.
 */

/** Who reaches a screen: anyone, only visitors who are not signed in, anyone signed in, or these roles. */
export type ScreenAccess = "public" | "guests" | "signed-in" | readonly Role[];

interface Screen {
  path: string;
  access: ScreenAccess;
  /** Its label in the header's navigation, for the roles that reach it. */
  nav?: string;
  /** The navigation link's id, that the tutorials' steps point at (`#nav-cases`). */
  tour?: string;
}

/** In navigation order. A route names the screen (or the area) it belongs to. */
export const SCREENS = {
  welcome: { path: "/", access: "guests" },
  publicForm: { path: "/public-form", access: "public" },
  dashboard: { path: "/dashboard", access: ["staff"], nav: "Dashboard", tour: "nav-dashboard" },
  /**
   * The firm's matters: an attorney's assigned cases, every case for an administrator; each
   * case's page (/cases/{id}) is in the same area.
   */
  cases: { path: "/cases", access: ["staff", "admin"], nav: "Cases", tour: "nav-cases" },
  formBuilder: {
    path: "/form-builder",
    access: ["staff"],
    nav: "Form Builder",
    tour: "nav-form-builder",
  },
  analytics: { path: "/analytics", access: ["staff"], nav: "Analytics", tour: "nav-analytics" },
  /** The firm's calendar (issue 38): hearings, depositions, deadlines, limitation dates. */
  calendar: {
    path: "/calendar",
    access: ["staff", "admin"],
    nav: "Calendar",
    tour: "nav-calendar",
  },
  conflicts: {
    path: "/conflicts",
    access: ["staff", "admin"],
    nav: "Conflicts",
    tour: "nav-conflicts",
  },
  /**
   * The client trust ledger (issue 41): the matters holding money in trust, each matter's ledger
   * (/trust/matters/{caseId}); an administrator's accounts, journals and reconciliations.
   */
  trust: { path: "/trust", access: ["staff", "admin"], nav: "Trust" },
  // Administrators too: they decide on a request's potential conflict (issue 17).
  submissions: { path: "/submissions", access: ["staff", "admin"] },
  clientPortal: {
    path: "/client-portal",
    access: ["client"],
    nav: "Client Portal",
    tour: "nav-client-portal",
  },
  aiIntake: { path: "/ai-intake", access: ["client"], nav: "AI Intake", tour: "nav-ai-intake" },
  admin: { path: "/admin", access: ["admin"], nav: "Administration", tour: "nav-admin" },
  notifications: { path: "/notifications", access: "signed-in" },
  /** Everyone's own account: password, two-factor sign-in, sessions (linked from the header). */
  account: { path: "/account", access: "signed-in" },
  /**
   * Setting up two-factor sign-in: the one screen (with signing out) a staff member the firm
   * requires it of can reach until it is done.
   */
  twoFactorSetup: { path: "/account/two-factor", access: "signed-in" },
  /**
   * The page that says a request to be staff waits for an administrator (issue 35): the one
   * screen (with signing out) such an account reaches; anyone else is sent to their home.
   */
  staffRequest: { path: "/account/waiting", access: "signed-in" },
  /** The code step of a two-factor sign-in, between the password and the session. */
  twoFactorSignIn: { path: "/sign-in/two-factor", access: "guests" },
  /** Signing out: a POST anyone may send, with or without a session. */
  signOut: { path: "/logout", access: "public" },
  /** Setting a password from an invitation link: the link is the key. */
  invitation: { path: "/invitations", access: "public" },
  /** "Forgot your password?": asking for a reset link, and the link's page (the link is the key). */
  forgotPassword: { path: "/forgot-password", access: "public" },
  passwordReset: { path: "/reset-password", access: "public" },
  /**
   * Stopping one kind of e-mail alert from the link in the e-mail (and a mail provider's one-click
   * unsubscribe): the signed link is the key, no session is needed.
   */
  emailAlertsOff: { path: "/email-alerts/off", access: "public" },
  /** A case document's download: who may have it is the case's rule. */
  documents: { path: "/documents", access: "signed-in" },
  /** An event's .ics download (/calendar/events/{id}.ics): its case's rule, as on the calendar. */
  eventDownload: { path: "/calendar/events", access: "signed-in" },
  /** A published form, filled in by a client (/forms/{id}); the portal links to each one. */
  forms: { path: "/forms", access: ["client"] },
  /** A file sent with a form (/submissions/{id}/files/{field}): staff, or the client who sent it. */
  submissionFiles: { path: "/submissions", access: "signed-in" },
  /**
   * A tutorial read as a page (/help/{id}), with Start and Mark as complete: anyone signed in, for
   * the tutorials of their own role (another role's is 404).
   */
  help: { path: "/help", access: "signed-in" },
  /** The pages the firm publishes (/pages/{slug}): terms, privacy, accessibility; anyone reads them. */
  sitePages: { path: "/pages", access: "public" },
} as const satisfies Record<string, Screen>;

export type ScreenKey = keyof typeof SCREENS;

/** Where each role lives; also where a signed-in user on a screen not theirs is sent (spec section 2). */
export const HOME = {
  admin: "admin",
  staff: "dashboard",
  client: "clientPortal",
} as const satisfies Record<Role, ScreenKey>;

export function homePathFor(role: Role): string {
  return SCREENS[HOME[role]].path;
}

/** The pseudo-role of a visitor who is not signed in. */
export type Actor = { id: number; role: Role } | null;
type RoleOrGuest = Role | "guest";

/** True when this screen admits this actor (null: not signed in). */
export function reaches(actor: Actor, screen: ScreenKey): boolean {
  const access: ScreenAccess = SCREENS[screen].access;
  if (access === "public") return true;
  if (access === "guests") return actor === null;
  if (actor === null) return false;
  return access === "signed-in" || access.includes(actor.role);
}

/** The header's links for a role, in order; an unknown role gets none. */
export function navigationFor(role: string): Array<{ to: string; label: string; tour?: string }> {
  return Object.values(SCREENS as Record<string, Screen>)
    .filter((screen) => screen.nav && Array.isArray(screen.access))
    .filter((screen) => (screen.access as readonly string[]).includes(role))
    .map((screen) => ({ to: screen.path, label: screen.nav!, tour: screen.tour }));
}

/**
 * A grant: `"all"` — every record of the kind; `{ own: field }` — only records whose `field` is
 * the actor's id (the same field filters the queries that list them).
 */
export type Grant = "all" | { own: string };
type Rules = Partial<Record<RoleOrGuest, Grant>>;

// Literals only at the top level (no calls): the browser's bundle, which reads SCREENS, leaves
// PERMISSIONS out.
const STAFF: Rules = { staff: "all" };
const ADMIN: Rules = { admin: "all" };
/** Each role, its own notifications only. */
const OWN_NOTIFICATIONS: Rules = {
  admin: { own: "userId" },
  staff: { own: "userId" },
  client: { own: "userId" },
};

/**
 * What each role may do to each kind of record. An action a role is not listed under is refused
 * (403 at the door, in /api and in the service); a record it does not own answers 404, exactly
 * as one that does not exist. Staff work the whole firm's collaboration content; a case belongs
 * to its client and to the attorney assigned to it.
 */
export const PERMISSIONS = {
  account: {
    read: { admin: { own: "id" }, staff: { own: "id" }, client: { own: "id" } },
    /** One's own settings: the e-mail alerts one gets. */
    update: { admin: { own: "id" }, staff: { own: "id" }, client: { own: "id" } },
  },
  case: {
    read: { admin: "all", staff: { own: "staffId" }, client: { own: "clientId" } },
    /** Its status and priority, and its timeline: the attorney on it, or an administrator. */
    update: { admin: "all", staff: { own: "staffId" } },
    /** Give it to another attorney. */
    reassign: { admin: "all" },
    /** Open one for a client who phoned or walked in (issue 36): the attorney, who takes it. */
    open: { staff: "all" },
    /** Write on its thread: the client, or the attorney answering them. */
    message: { staff: { own: "staffId" }, client: { own: "clientId" } },
    addDocument: { staff: { own: "staffId" }, client: { own: "clientId" } },
    /** The firm's internal notes on its timeline, which its client never sees. */
    readNotes: { admin: "all", staff: { own: "staffId" } },
    // Its parties (issue 17): the firm's own record, like its notes.
    parties: { admin: "all", staff: { own: "staffId" } },
    /**
     * Its personal-injury file (issue 40): claims, providers and their record requests, bills,
     * liens, damages. The firm's own; its client reads only their providers (`read`).
     */
    injuryFile: { admin: "all", staff: { own: "staffId" } },
    /** Tell the firm of a doctor or hospital the client saw: the client too. */
    addProvider: { admin: "all", staff: { own: "staffId" }, client: { own: "clientId" } },
    /**
     * Its money (issue 41): the fee agreement, the costs advanced, the time spent. The firm's own:
     * its client sees the settlement statement (its own rule), never the firm's books.
     */
    money: { admin: "all", staff: { own: "staffId" } },
    /** Approve its settlement statement (issue 41): its client alone, their name typed. */
    approveSettlement: { client: { own: "clientId" } },
  },
  /**
   * The client trust ledger (issue 41): the accounts, which an administrator opens and every
   * attorney chooses among; an account's journal and its reconciliation, the administrators'
   * (they span every matter). A matter's entries follow its case's `money` rule; its client
   * reads their own lines (`read`).
   */
  trustAccount: { read: { admin: "all", staff: "all" }, create: ADMIN, reconcile: ADMIN },
  /**
   * The calendar (issue 38): who may list events at all (each event then follows its case's
   * rule: a client reads only their cases' shared ones), and count deadlines and look up
   * limitation periods (the firm's tools).
   */
  calendar: {
    read: { admin: "all", staff: "all", client: "all" },
    compute: { admin: "all", staff: "all" },
  },
  /**
   * One's own private calendar feed (issue 38 item 6), made, renewed and turned off on the
   * account page: an attorney's, of their cases and the events they attend. An administrator's
   * calendar is the whole firm's and a client's is the portal, so neither has a feed.
   */
  calendarFeed: { manage: { staff: { own: "userId" } } },
  // A conflict check searches every matter's parties: any attorney may run one before taking a case.
  conflictCheck: { run: { staff: "all", admin: "all" } },
  intakeSession: {
    create: { client: "all" },
    read: { client: { own: "clientId" } },
    update: { client: { own: "clientId" } },
  },
  notification: { read: OWN_NOTIFICATIONS, update: OWN_NOTIFICATIONS },
  dashboard: { read: STAFF },
  /** The firm's attorneys by name (an administrator reassigning a case chooses among them). */
  staffMember: { read: { staff: "all", admin: "all" } },
  chatChannel: { read: STAFF, create: STAFF, update: STAFF },
  task: { read: STAFF, create: STAFF, update: STAFF },
  knowledgeArticle: { read: STAFF, create: STAFF },
  performanceMetric: { read: STAFF },
  sharedResource: { read: STAFF, create: STAFF },
  /** Built forms: staff make and publish them; a client fills in a published one. */
  form: { read: STAFF, create: STAFF, update: STAFF, fill: { client: "all" } },
  formSubmission: {
    create: { guest: "all", client: "all", staff: "all", admin: "all" },
    // Administrators read requests to decide on their conflicts; opening cases stays the staff's.
    read: { staff: "all", admin: "all" },
    update: STAFF,
    /** The files sent with it: staff, or the client who sent it. */
    download: { staff: "all", client: { own: "submittedBy" } },
  },
  /** Everyone's accounts, as the administrator manages them (one's own account is `account`). */
  user: { read: ADMIN, create: ADMIN, update: ADMIN },
  /** The firm's figures, the system's health, reports and backups. */
  administration: { read: ADMIN },
  auditEvent: { read: ADMIN },
  /** Every e-mail the product sent, queued, failed or kept (Administration → Outbox). */
  outbox: { read: ADMIN },
  setting: { read: ADMIN, update: ADMIN },
  /** The published pages' text: everyone reads it (no rule needed), an administrator edits it. */
  sitePage: { update: ADMIN },
  /** The demo seed's accounts and sample content: is it still there; remove it. */
  demoData: { read: ADMIN, remove: ADMIN },
} as const satisfies Record<string, Record<string, Rules>>;

export type Subject = keyof typeof PERMISSIONS;
export type Action<S extends Subject = Subject> = keyof (typeof PERMISSIONS)[S] & string;
/** An action on a kind of record, as routes name what they need: `["read", "task"]`. */
export type Permission = { [S in Subject]: readonly [Action<S>, S] }[Subject];

function grantFor(actor: Actor, action: string, subject: Subject): Grant | undefined {
  const rules = (PERMISSIONS[subject] as Record<string, Rules>)[action];
  return rules?.[actor?.role ?? "guest"];
}

/**
 * May the actor do this? Without a record: to any record of the kind at all (the door's check).
 * With one: to that record.
 */
export function can<S extends Subject>(
  actor: Actor,
  action: Action<S>,
  subject: S,
  record?: Record<string, unknown>,
): boolean {
  const grant = grantFor(actor, action, subject);
  if (!grant) return false;
  if (grant === "all" || record === undefined) return true;
  return actor !== null && record[grant.own] === actor.id;
}

export const FORBIDDEN = "You do not have permission to do this";
/** The administration area's refusal (spec section 2), on its screens and its /api calls. */
export const ADMIN_ONLY = "You need administrator privileges to access this area.";
const ADMIN_AREA: readonly Subject[] = [
  "user",
  "administration",
  "auditEvent",
  "outbox",
  "setting",
  "demoData",
];

/** What a 403 says for an action on this kind of record. */
export function forbiddenMessage(subject: Subject): string {
  return ADMIN_AREA.includes(subject) ? ADMIN_ONLY : FORBIDDEN;
}
export const NOT_SIGNED_IN = "Not signed in";

/**
 * For services: refuses (403) an actor whose role may not do this at all; with a record, one
 * that is not theirs is a 404 saying `notFound`.
 */
export function authorize<S extends Subject>(
  actor: Actor,
  action: Action<S>,
  subject: S,
  record?: Record<string, unknown>,
  notFound = "Not found",
): void {
  if (!can(actor, action, subject)) {
    throw actor
      ? new ServiceError(403, forbiddenMessage(subject))
      : new ServiceError(401, NOT_SIGNED_IN);
  }
  if (record !== undefined && !can(actor, action, subject, record)) {
    throw new ServiceError(404, notFound);
  }
}

/**
 * The filter that limits a query to the records the actor may act on: `{}` for all of them,
 * `{ field: id }` for their own. Refuses (401/403) an actor who may act on none.
 */
export function scopeFor<S extends Subject>(
  actor: Actor,
  action: Action<S>,
  subject: S,
): Record<string, number> {
  authorize(actor, action, subject);
  const grant = grantFor(actor, action, subject)!;
  return grant === "all" ? {} : { [grant.own]: actor!.id };
}
