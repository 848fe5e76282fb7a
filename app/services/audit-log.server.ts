import { Op, type WhereOptions } from "sequelize";
import { AuditEvent, User } from "~/models/index.server";
import { pageWindow } from "~/components/ui/table-state";
import { humanise } from "~/utils/format";
import { fullName } from "~/utils/person";
import { iso } from "~/utils/pick";
import { authorize } from "~/utils/policy";
import { toDay } from "~/utils/dates";
import { dayStart } from "~/utils/zone-calendar";
import { AUDIT_ACTIONS, audit, type AuditAction } from "./audit.server";
import type { PublicUser } from "./auth.server";
import { csvResponse, EXPORT_PAGE, nextKey } from "./csv-export.server";
import { getSettings } from "./settings.server";

/**
 * The administrator's Audit Log: every audited event, newest first — who, what, on which record,
 * when and from where — filtered by person (their email), action and a date range in the firm's
 * time zone, one page at a time or as a CSV file. Read-only: nothing here writes the log except
 * the record that an export was taken.
 */

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  /** The person who acted, by email. */
  person?: string;
  action?: AuditAction;
  /** `YYYY-MM-DD`, inclusive, in the firm's time zone. */
  from?: string;
  to?: string;
  page?: number;
}

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === "string" && Object.hasOwn(AUDIT_ACTIONS, value);

/** The filters in a URL's query (the tab's and the CSV link's alike); anything malformed is left out. */
export function readAuditFilters(query: URLSearchParams): Omit<AuditFilters, "page"> {
  const action = query.get("action");
  // Typed as any form dates.ts reads (a browser without a picker sends 11/20/2026).
  const day = (value: string | null) => (value ? (toDay(value) ?? undefined) : undefined);
  return {
    person: query.get("person")?.trim().slice(0, 254) || undefined,
    action: isAuditAction(action) ? action : undefined,
    from: day(query.get("from")),
    to: day(query.get("to")),
  };
}

/** An audit event as the log shows it. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: number; name: string; email: string } | null;
  action: string;
  /** The action in words (AUDIT_ACTIONS). */
  description: string;
  /** Which record, as `case 12` (null: none, as for a sign-in). */
  target: string | null;
  ipAddress: string | null;
  details: string | null;
  /** The details as labelled text for people ("Tables: 36, Rows: 1,212, Time: 161 ms"). */
  detailsText: string | null;
}

/** Labels for the detail keys the audit events write; any other key is spelled out from its name. */
const DETAIL_LABELS: Record<string, string> = {
  ms: "Time",
  ip: "IP address",
  caseId: "Case",
  userId: "User",
  formId: "Form",
  sessionTimeoutMinutes: "Session timeout (minutes)",
  twoFactor: "Two-factor",
};

const labelOf = (key: string) =>
  DETAIL_LABELS[key] ?? humanise(key.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase());

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "number") {
    const number = value.toLocaleString("en-US");
    return key === "ms" ? `${number} ms` : number;
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.map((item) => valueText("", item)).join(", ") || "none";
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 2 && "from" in value && "to" in value) {
      const change = value as { from: unknown; to: unknown };
      return `${valueText(key, change.from)} → ${valueText(key, change.to)}`;
    }
    return `(${detailsText(value as Record<string, unknown>)})`;
  }
  return String(value);
}

/**
 * An audit event's details as labelled text, not JSON (issue 36): `{"tables":36,"rows":1212,
 * "ms":161}` reads "Tables: 36, Rows: 1,212, Time: 161 ms"; a change reads "Password policy:
 * standard → strict".
 */
export function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${labelOf(key)}: ${valueText(key, value)}`)
    .join(", ");
}

type Row = AuditEvent & { actor?: User | null };

const toEntry = (row: Row): AuditEntry => ({
  id: row.id,
  at: iso(row.createdAt),
  actor: row.actor
    ? { id: row.actor.id, name: fullName(row.actor) ?? row.actor.email, email: row.actor.email }
    : null,
  action: row.action,
  description: isAuditAction(row.action) ? AUDIT_ACTIONS[row.action] : row.action,
  target: row.targetType
    ? `${row.targetType.replace(/_/g, " ")} ${row.targetId ?? ""}`.trim()
    : null,
  ipAddress: row.ipAddress,
  details: row.details ? JSON.stringify(row.details) : null,
  detailsText:
    row.details && typeof row.details === "object"
      ? detailsText(row.details as Record<string, unknown>)
      : row.details
        ? String(row.details)
        : null,
});

const actorInclude = {
  model: User,
  as: "actor",
  attributes: ["id", "firstName", "lastName", "email"],
};

/**
 * The `where` for the filters, or null when they cannot match anything (no account has that
 * email). Each filter has an index: (actor_id, created_at), (action, created_at), created_at.
 */
async function whereFor(filters: AuditFilters): Promise<WhereOptions | null> {
  const { timeZone } = await getSettings();
  const where: Record<string | symbol, unknown> = {};
  if (filters.person) {
    const person = await User.findOne({
      where: { email: filters.person.trim().toLowerCase() },
      attributes: ["id"],
    });
    if (!person) return null;
    where.actorId = person.id;
  }
  if (filters.action) where.action = filters.action;
  const from = filters.from ? dayStart(filters.from, timeZone) : null;
  const to = filters.to ? dayStart(filters.to, timeZone, true) : null;
  if (from || to) {
    where.createdAt = { ...(from ? { [Op.gte]: from } : {}), ...(to ? { [Op.lt]: to } : {}) };
  }
  return where;
}

/** One page of the log, newest first, with the total. */
export async function listAuditEvents(user: PublicUser | null, filters: AuditFilters = {}) {
  authorize(user, "read", "auditEvent");
  const where = await whereFor(filters);
  const total = where ? await AuditEvent.count({ where }) : 0;
  const window = pageWindow(filters.page ?? 1, total, AUDIT_PAGE_SIZE);
  const rows = where
    ? ((await AuditEvent.findAll({
        where,
        include: [actorInclude],
        order: [
          ["createdAt", "DESC"],
          ["id", "DESC"],
        ],
        limit: window.limit,
        offset: window.offset,
      })) as Row[])
    : [];
  return { events: rows.map(toEntry), total, page: window.page, pageCount: window.pageCount };
}

/** The latest events, for the Overview's recent activity. */
export async function latestAuditEvents(user: PublicUser | null, limit = 8): Promise<AuditEntry[]> {
  authorize(user, "read", "auditEvent");
  const rows = (await AuditEvent.findAll({
    include: [actorInclude],
    order: [
      ["createdAt", "DESC"],
      ["id", "DESC"],
    ],
    limit,
  })) as Row[];
  return rows.map(toEntry);
}

export const AUDIT_CSV_HEADER = [
  "Time (UTC)",
  "Person",
  "Email",
  "Action",
  "Description",
  "Record",
  "Address",
  "Details",
] as const;

/** The filtered log as a CSV file, newest first, read a page at a time. */
export async function auditLogCsv(
  user: PublicUser | null,
  filters: AuditFilters,
  meta: { ip: string },
) {
  authorize(user, "read", "auditEvent");
  const where = await whereFor(filters);
  await audit(null, "report_exported", user, null, { report: "audit", ...filters }, meta.ip);
  return csvResponse("audit-log.csv", AUDIT_CSV_HEADER, async (after) => {
    if (!where) return { rows: [], next: null };
    const rows = (await AuditEvent.findAll({
      where: after === null ? where : { [Op.and]: [where, { id: { [Op.lt]: after } }] },
      include: [actorInclude],
      order: [["id", "DESC"]],
      limit: EXPORT_PAGE,
    })) as Row[];
    return {
      rows: rows
        .map(toEntry)
        .map((entry) => [
          entry.at,
          entry.actor?.name ?? "",
          entry.actor?.email ?? "",
          entry.action,
          entry.description,
          entry.target,
          entry.ipAddress,
          entry.details,
        ]),
      next: nextKey(rows),
    };
  });
}
