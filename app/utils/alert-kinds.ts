import type { Role } from "./roles";

/**
 * The e-mail alerts (issue 37 item 4): what each says is waiting, never what it says. Each person
 * chooses per kind of their role: at once (the default), in the morning's summary, or not at all.
 */
export const ALERT_MODES = ["instant", "digest", "off"] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

export const ALERT_MODE_LABELS: Record<AlertMode, string> = {
  instant: "At once",
  digest: "In a daily summary (8:00)",
  off: "Off",
};

const STAFF: readonly Role[] = ["staff", "admin"];
const CLIENT: readonly Role[] = ["client"];

export const ALERT_KINDS = {
  client_message: { roles: CLIENT, label: "A message from your legal team" },
  client_document: { roles: CLIENT, label: "A document shared with you" },
  client_event: { roles: CLIENT, label: "Something new on your case's timeline" },
  client_status: { roles: CLIENT, label: "A change to your case your legal team tells you of" },
  client_form: { roles: CLIENT, label: "A form to fill in" },
  staff_assignment: { roles: STAFF, label: "A case or intake assigned to you" },
  staff_client_message: { roles: STAFF, label: "A client's message or document on your case" },
  staff_conflict: { roles: STAFF, label: "A potential conflict waiting for your decision" },
  staff_task: { roles: STAFF, label: "A task assigned to you" },
  reminders: { roles: STAFF, label: "Reminders of deadlines and hearings" },
} as const satisfies Record<string, { roles: readonly Role[]; label: string }>;

export type AlertKind = keyof typeof ALERT_KINDS;

/** The kinds a person of this role gets, in the order the account page lists them. */
export const alertKindsFor = (role: Role): AlertKind[] =>
  (Object.keys(ALERT_KINDS) as AlertKind[]).filter((kind) =>
    (ALERT_KINDS[kind].roles as readonly Role[]).includes(role),
  );

export type AlertPreferences = Partial<Record<AlertKind, AlertMode>>;
