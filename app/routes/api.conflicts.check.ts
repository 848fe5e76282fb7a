import { apiRoute, endpoint } from "~/route-kit/api.server";
import { checkConflicts } from "~/services/conflicts.server";

/**
 * POST { names: string[] }: every party of every matter whose name matches one of them, with why
 * and how strongly: { names, matches: [{ query, partyName, role, caseId, caseTitle, caseStatus,
 * status, removed, reason, score }] }. Staff and administrators; audited.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    allow: ["run", "conflictCheck"],
    body: "json",
    run: ({ user, body }) => checkConflicts(user, body),
  }),
});
