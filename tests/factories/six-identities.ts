import { expect } from "vitest";
import { buildCase } from "./cases";
import { callApi, type ApiRouteModule } from "./requests";
import { signedIn } from "./sessions";

/**
 * The six identities a case's calls are tested with: its attorney, another attorney, an
 * administrator, its client, another client, and no session; a case of the attorney's and the
 * client's, and a way to call a route as each of them.
 */
export type Who = "attorney" | "otherAttorney" | "admin" | "client" | "otherClient" | "anonymous";
export const EVERYONE: Who[] = [
  "attorney",
  "otherAttorney",
  "admin",
  "client",
  "otherClient",
  "anonymous",
];

/** The record ids a case's /api paths name, by the collection before them. */
const PARAM_NAMES: Record<string, string> = {
  cases: "caseId",
  claims: "claimId",
  providers: "providerId",
  requests: "requestId",
  bills: "billId",
  liens: "lienId",
  costs: "costId",
  deposits: "entryId",
  disbursements: "entryId",
  entries: "entryId",
};

/** The route's parameters from its path: /api/cases/1/providers/2/requests/3. */
export function paramsOf(path: string): Record<string, string> {
  const parts = new URL(path, "http://localhost").pathname.split("/").filter(Boolean);
  const params: Record<string, string> = {};
  for (let index = 1; index < parts.length - 1; index += 1) {
    const name = PARAM_NAMES[parts[index]!];
    if (name) params[name] = parts[index + 1]!;
  }
  return params;
}

/** The firm's names where a test reads them back (who logged the time). */
type Names = Partial<
  Record<"attorney" | "otherAttorney" | "admin", { firstName: string; lastName: string }>
>;

export async function caseWorld(names: Names = {}) {
  const attorney = await signedIn("staff", names.attorney);
  const otherAttorney = await signedIn("staff", names.otherAttorney);
  const admin = await signedIn("admin", names.admin);
  const client = await signedIn("client");
  const otherClient = await signedIn("client");
  const legalCase = await buildCase({ client: client.user, staffId: attorney.user.id });
  const cookies: Record<Who, string | undefined> = {
    attorney: attorney.cookie,
    otherAttorney: otherAttorney.cookie,
    admin: admin.cookie,
    client: client.cookie,
    otherClient: otherClient.cookie,
    anonymous: undefined,
  };
  const call = async (
    who: Who,
    route: ApiRouteModule,
    method: string,
    path: string,
    body?: unknown,
  ) => {
    const params = paramsOf(path);
    const response = await callApi(route, method, path, { cookie: cookies[who], body, params });
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: text ? (JSON.parse(text) as any) : null };
  };
  return { legalCase, call, caseId: legalCase.id, attorney, otherAttorney, admin, client };
}
export type CaseWorld = Awaited<ReturnType<typeof caseWorld>>;

/** What the firm-only calls answer each identity (a success status for those let in). */
export const firmOnly = (ok: number): Record<Who, number> => ({
  attorney: ok,
  admin: ok,
  otherAttorney: 404,
  client: 403,
  otherClient: 403,
  anonymous: 401,
});

/** Sends the call as each identity and compares the statuses all at once. */
export async function expectAccess(
  expected: Record<Who, number>,
  send: (who: Who) => Promise<{ status: number }>,
) {
  const got = {} as Record<Who, number>;
  for (const who of EVERYONE) got[who] = (await send(who)).status;
  expect(got).toEqual(expected);
}
