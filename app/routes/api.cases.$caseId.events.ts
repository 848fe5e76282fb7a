import { caseCollection } from "~/route-kit/case-api.server";
import { addCaseEvent, listCaseEvents } from "~/services/case-timeline.server";

/**
 * GET: the case's timeline, oldest first (its client gets only the events shared with them).
 * POST { title, description, eventType, occurredAt, sharedWithClient }: its attorney or an
 * administrator adds one; 201 { event }.
 */
export const { loader, action } = caseCollection(
  { many: "events", one: "event" },
  listCaseEvents,
  addCaseEvent,
);
