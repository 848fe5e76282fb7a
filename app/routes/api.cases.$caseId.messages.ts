import { caseCollection } from "~/route-kit/case-api.server";
import { listCaseCommunications, sendCaseMessage } from "~/services/communications.server";

/**
 * GET: the case's messages, newest first (type from the client's side: received, sent, system).
 * POST { content, subject? }: its client writes to the firm, or its attorney answers; 201
 * { message }, and the other side is notified.
 */
export const { loader, action } = caseCollection(
  { many: "messages", one: "message" },
  (user, caseId) => listCaseCommunications(user, caseId),
  sendCaseMessage,
);
