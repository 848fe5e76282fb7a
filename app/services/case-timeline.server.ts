import type { Transaction } from "sequelize";
import { CaseEvent, sequelize } from "~/models/index.server";
import { CaseEventSchema } from "~/utils/case-schemas";
import { portalCaseUrl } from "~/utils/case-urls";
import type { OneOf } from "~/utils/domain";
import { iso, pick } from "~/utils/pick";
import { can } from "~/utils/policy";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "./auth.server";
import { audit } from "./audit.server";
import { caseOwners, findVisibleCase, touchCase } from "./cases.server";
import { notifyUsers } from "./notifications.server";

/** An entry on a case's timeline (spec section 3), dated when it happened. */
export type PublicCaseEvent = ReturnType<typeof toPublicCaseEvent>;

const toPublicCaseEvent = (row: CaseEvent) => ({
  ...pick(row, "id", "caseId", "title", "description", "eventType"),
  sharedWithClient: Boolean(row.sharedWithClient),
  occurredAt: iso(row.occurredAt ?? row.createdAt),
  createdBy: row.createdBy ?? null,
  createdAt: iso(row.createdAt),
});

/** The longest timeline a page or call shows: its latest events. */
export const TIMELINE_LIMIT = 200;

/**
 * The case's timeline, oldest first (its latest TIMELINE_LIMIT events). The firm's internal notes
 * are left out of the query itself for anyone who may not read them: its client never receives
 * one, on any screen or call. Someone else's case answers 404.
 */
export async function listCaseEvents(
  user: PublicUser,
  caseId: unknown,
): Promise<PublicCaseEvent[]> {
  const legalCase = await findVisibleCase(user, caseId);
  const notes = can(user, "readNotes", "case", caseOwners(legalCase));
  const rows = await CaseEvent.findAll({
    where: { caseId: legalCase.id, ...(notes ? {} : { sharedWithClient: true }) },
    order: [
      ["occurredAt", "DESC"],
      ["id", "DESC"],
    ],
    limit: TIMELINE_LIMIT,
    // Plain rows: up to 200 of them, presented at once, built no model instances.
    raw: true,
  });
  return (rows as unknown as CaseEvent[]).reverse().map(toPublicCaseEvent);
}

export interface NewCaseEvent {
  title: string;
  description: string;
  eventType: OneOf<"caseEventType">;
  occurredAt?: Date;
  sharedWithClient: boolean;
}

/**
 * Writes an event on the case's timeline in the caller's transaction; a shared one tells the
 * client unless told not to (an internal note tells no one). The case moves to the top of the cases list.
 */
export async function writeCaseEvent(
  legalCase: { id: number; clientId: number; title: string },
  by: PublicUser,
  event: NewCaseEvent,
  transaction: Transaction,
  /** `alert`: the e-mail's kind (a shared event; a status change the client is told of). */
  options: { notify?: boolean; alert?: "client_event" | "client_status" } = {},
): Promise<PublicCaseEvent> {
  const row = await CaseEvent.create(
    {
      caseId: legalCase.id,
      title: event.title.slice(0, 255),
      description: event.description,
      eventType: event.eventType,
      occurredAt: event.occurredAt ?? new Date(),
      sharedWithClient: event.sharedWithClient,
      createdBy: by.id,
    },
    { transaction },
  );
  await touchCase(legalCase.id, transaction);
  if (event.sharedWithClient && options.notify !== false) {
    await notifyUsers(
      [legalCase.clientId],
      {
        type: "case_update",
        title: `New on your case: ${event.title}`.slice(0, 255),
        message: `${legalCase.title}: ${event.description.slice(0, 200)}`,
        actionUrl: portalCaseUrl(legalCase.id),
        relatedCaseId: legalCase.id,
      },
      transaction,
      options.alert ?? "client_event",
    );
  }
  return toPublicCaseEvent(row);
}

/** A screen's form values, already parsed, carry the date as a Date: checked again as its text. */
function withDateAsText(input: unknown): unknown {
  if (typeof input !== "object" || input === null) return input;
  const { occurredAt } = input as { occurredAt?: unknown };
  return occurredAt instanceof Date ? { ...input, occurredAt: occurredAt.toISOString() } : input;
}

/**
 * The attorney on a case (or an administrator) adds an event to its timeline: shared with the
 * client, who is notified, or an internal note. One transaction with its audit event.
 */
export async function addCaseEvent(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
): Promise<PublicCaseEvent> {
  const values = parseOrThrow(CaseEventSchema, withDateAsText(input));
  const legalCase = await findVisibleCase(user, caseId, { action: "update" });
  return sequelize.transaction(async (transaction) => {
    const event = await writeCaseEvent(legalCase, user, values, transaction);
    await audit(transaction, "case_event_added", user, ["case", legalCase.id], {
      eventId: event.id,
      eventType: event.eventType,
      sharedWithClient: event.sharedWithClient,
    });
    return event;
  });
}
