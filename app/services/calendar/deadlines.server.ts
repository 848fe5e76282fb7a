import type { Transaction } from "sequelize";
import { DeadlineSchema, LimitationQuerySchema, SaveDeadlineSchema } from "~/utils/calendar";
import { CLAIM_TYPES, jurisdictionName } from "~/utils/jurisdictions";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "../auth.server";
import { computeDeadline } from "./court-days";
import { createCalendarEvent } from "./events.server";
import { computeLimitation } from "./limitation";

/**
 * "N days after/before a trigger date" (POST /api/deadlines/compute, the case page's
 * calculator): the date under FRCP 6(a), with each step in words.
 */
export function countDeadline(input: unknown): { date: string; explanation: string } {
  return computeDeadline(parseOrThrow(DeadlineSchema, input));
}

/**
 * A computed deadline saved on the case: counted again on the server from the same inputs (a
 * date is never typed twice), all day, the firm's own, reminded at the default lead times.
 */
export async function saveDeadline(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
  options: { transaction?: Transaction } = {},
) {
  const { title, ...count } = parseOrThrow(SaveDeadlineSchema, input);
  const { date, explanation } = computeDeadline(count);
  return createCalendarEvent(
    user,
    {
      type: "deadline",
      title,
      startsAt: date,
      allDay: true,
      caseId,
      sharedWithClient: false,
      explanation,
    },
    options,
  );
}

/**
 * GET /api/limitations: the table's limitation date for these facts, `{ date, rule, citation }`
 * with its source and how it was counted; 404 when the table has no period for the claim there.
 */
export function lookupLimitation(query: unknown) {
  const facts = parseOrThrow(LimitationQuerySchema, query);
  const found = computeLimitation(facts);
  if (!found) {
    throw new ServiceError(
      404,
      `The table has no limitation period for ${CLAIM_TYPES[facts.claimType].toLowerCase()} in ${jurisdictionName(facts.jurisdiction)}: the attorney sets the date on the case.`,
    );
  }
  return found;
}
