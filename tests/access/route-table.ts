import { readdirSync } from "node:fs";
import path from "node:path";
import {
  can,
  homePathFor,
  reaches,
  type Actor,
  type Permission,
  type ScreenKey,
} from "~/utils/policy";

/**
 * The access matrix's machinery, kept apart from its data (matrix.ts) so it can be tested on its
 * own: which route modules exist, how a URL fills a route file's parameters, what the policy
 * says each identity should get, and what a loader or action actually answered.
 */

/**
 * Who the matrix sends each request as. `pendingStaff` registered as a staff attorney and waits
 * for an administrator's approval (issue 35): a client's account that reaches nothing but the
 * waiting page, "who am I" and signing out.
 */
export const IDENTITIES = [
  "anonymous",
  "clientA",
  "clientB",
  "staffA",
  "staffB",
  "admin",
  "pendingStaff",
] as const;
export type Who = (typeof IDENTITIES)[number];

/** An identity as the policy sees it, and whether its request to be staff waits. */
export type MatrixActor = (NonNullable<Actor> & { staffRequest?: string | null }) | null;

/** Where the guard sends an account that waits for approval, from every other screen. */
export const WAITING_PATH = "/account/waiting";

/** An answer as the matrix compares it: a status, and where a redirect goes. */
export type Answer = number | { redirect: string };

/** How the policy decides who gets what from a route. */
export type Access =
  /** A screen (or an action on one): those it does not admit are redirected, as the guard does. */
  | { screen: ScreenKey; whileAwaitingApproval?: true }
  /** An /api route: 401 without a session, 403 for a role the permission leaves out. */
  | { api: Permission | "signed-in" | "public"; whileAwaitingApproval?: true }
  /** The same answer for everyone (the 404 page, the health check, logging out). */
  | { fixed: Answer };

export interface Probe<Seeded> {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  url: (seeded: Seeded) => string;
  /** This request's own rule where a route's methods differ (a staff GET beside a public POST). */
  access?: Access;
  form?: Record<string, string> | ((seeded: Seeded) => Record<string, string>);
  /** With `form`: sent as multipart/form-data, this file last (an upload form). */
  file?: { name: string; type: string; content: string };
  /** A JSON body, or one made from the seeded records. */
  json?: unknown;
  /** The record the request names: the policy's owner rule decides between `ok` and 404. */
  record?: { permission: Permission; of: (seeded: Seeded) => Record<string, unknown> };
  /** Identities a record rule of the service's own hides it from (a private channel's outsiders). */
  hiddenFrom?: Who[];
  /** Identities a rule of the service's own refuses although they may read the record (403). */
  forbiddenFor?: Who[];
  /** What those who may do it get (200 unless said). */
  ok?: Answer | ((seeded: Seeded, actor: MatrixActor) => Answer);
}

export interface Entry<Seeded> {
  access: Access;
  probes: Array<Probe<Seeded>>;
}

/** The route modules Remix builds routes from (tests beside them are not routes). */
export function routeFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => /\.(ts|tsx)$/.test(name) && !/\.test\.(ts|tsx)$/.test(name))
    .sort();
}

/** Route files with no entry, and entries whose file is gone. */
export function coverage(files: string[], entries: Record<string, unknown>) {
  return {
    missing: files.filter((file) => !Object.hasOwn(entries, file)),
    stale: Object.keys(entries).filter((file) => !files.includes(file)),
  };
}

/**
 * Remix's flat-routes names: `a.b.$id.tsx` is /a/b/:id, `_index` adds no segment, a trailing `_`
 * leaves the layout, `$` alone is the rest of the path. Returns the URL's parameters for the file,
 * or null when the URL is not one of the file's.
 */
export function paramsFor(file: string, pathname: string): Record<string, string> | null {
  // A dot in brackets is part of its segment (`ledger[.]csv` is `ledger.csv`), not a separator.
  const segments = path
    .basename(file)
    .replace(/\.(ts|tsx)$/, "")
    .split(/(?<!\[)\.(?!\])/)
    .map((segment) => segment.replace(/\[(.)\]/g, "$1"))
    .filter((segment) => segment !== "_index");
  const parts = pathname.split("/").filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index];
    if (segment === "$") {
      params["*"] = parts.slice(index).join("/");
      return params;
    }
    if (part === undefined) return null;
    // A trailing `_` leaves the parent layout out (`$caseId_.injury`): the param is `caseId`.
    if (segment.startsWith("$"))
      params[segment.slice(1).replace(/_$/, "")] = decodeURIComponent(part);
    else if (segment.replace(/_$/, "") !== part) return null;
  }
  return parts.length === segments.length ? params : null;
}

/** What the policy says `actor` gets from this probe. */
export function expectedAnswer<Seeded>(
  access: Access,
  probe: Probe<Seeded>,
  who: Who,
  actor: MatrixActor,
  seeded: Seeded,
): Answer {
  access = probe.access ?? access;
  if ("fixed" in access) return access.fixed;
  // An account that waits for approval as staff: every screen sends it to the waiting page, and
  // every /api call, public ones too, is refused, but those that let it in.
  if (actor?.staffRequest === "pending" && !access.whileAwaitingApproval) {
    return "screen" in access ? { redirect: WAITING_PATH } : 403;
  }
  if ("screen" in access) {
    if (!reaches(actor, access.screen)) {
      return { redirect: actor ? homePathFor(actor.role) : "/" };
    }
  } else if (access.api !== "public") {
    if (!actor) return 401;
    if (access.api !== "signed-in" && !can(actor, access.api[0] as never, access.api[1])) {
      return 403;
    }
  }
  if (probe.record) {
    const [action, subject] = probe.record.permission;
    // As the services' authorize: no session is 401, a role the rule leaves out 403.
    if (!can(actor, action as never, subject)) return actor ? 403 : 401;
    if (!can(actor, action as never, subject, probe.record.of(seeded))) return 404;
  }
  if (probe.hiddenFrom?.includes(who)) return 404;
  if (probe.forbiddenFor?.includes(who)) return 403;
  return (typeof probe.ok === "function" ? probe.ok(seeded, actor) : probe.ok) ?? 200;
}

/** A loader's or action's result (returned or thrown) as the answer the browser would get. */
export function answerOf(result: unknown): Answer {
  if (result instanceof Response) {
    const location = result.headers.get("Location");
    return result.status >= 300 && result.status < 400 && location
      ? { redirect: location }
      : result.status;
  }
  if (
    result !== null &&
    typeof result === "object" &&
    (result as { type?: string }).type === "DataWithResponseInit"
  ) {
    return (result as { init: ResponseInit | null }).init?.status ?? 200;
  }
  return 200;
}

export const describeAnswer = (answer: Answer) =>
  typeof answer === "number" ? String(answer) : `302 ${answer.redirect}`;
