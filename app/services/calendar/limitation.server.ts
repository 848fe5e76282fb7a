import type { Transaction } from "sequelize";
import { CalendarEvent, LegalCase, sequelize } from "~/models/index.server";
import { LIMITATION_LEAD_DAYS, LimitationDecisionSchema } from "~/utils/calendar";
import { formatDay } from "~/utils/format";
import { fullName } from "~/utils/person";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { findVisibleCase } from "../cases.server";
import { writeCaseEvent } from "../case-timeline.server";
import { computeLimitation, type LimitationFacts } from "./limitation";
import { scheduleReminders } from "./reminders.server";

/** A case's limitation date as the firm reads it (GET /api/cases/{id}, the case page). */
export interface CaseLimitation {
  date: string;
  /** "2 years, Cal. Civ. Proc. Code § 335.1", or "Set by the attorney". */
  rule: string;
  /** The statute's text (the table's source); null for a date the attorney set. */
  source: string | null;
  confirmed: boolean;
  /** Why the attorney set another date than the table's. */
  reason: string | null;
  explanation: string | null;
  runsFrom: string | null;
  note: string | null;
  confirmedAt: string | null;
  confirmedBy: number | null;
}

type LimitationRow = Pick<
  LegalCase,
  | "incidentDate"
  | "jurisdiction"
  | "claimType"
  | "limitationDate"
  | "limitationSetBy"
  | "limitationReason"
  | "limitationConfirmedAt"
  | "limitationConfirmedBy"
>;

export const SET_BY_ATTORNEY = "Set by the attorney";

/** The case's limitation date with its rule, or null when it has none. */
export function limitationOf(row: LimitationRow): CaseLimitation | null {
  if (!row.limitationDate) return null;
  const computed = row.limitationSetBy === "table" ? computeLimitation(factsOf(row)) : null;
  return {
    date: row.limitationDate,
    rule: computed?.rule ?? SET_BY_ATTORNEY,
    source: computed?.source ?? null,
    confirmed: row.limitationConfirmedAt != null,
    reason: row.limitationReason ?? null,
    explanation: computed?.explanation ?? null,
    runsFrom: computed?.runsFrom ?? null,
    note: computed?.note ?? null,
    confirmedAt: row.limitationConfirmedAt ? row.limitationConfirmedAt.toISOString() : null,
    confirmedBy: row.limitationConfirmedBy ?? null,
  };
}

function factsOf(row: LimitationRow): LimitationFacts {
  return {
    incidentDate: row.incidentDate ?? null,
    jurisdiction: row.jurisdiction ?? null,
    claimType: row.claimType ?? null,
  };
}

/**
 * After the case's facts changed: the table's date for the new facts, unconfirmed (an attorney
 * confirms it again, or sets another), or none. Sets the row's fields; the caller saves it.
 */
export function recomputeLimitation(row: LegalCase): void {
  const computed = computeLimitation(factsOf(row));
  row.limitationDate = computed?.date ?? null;
  row.limitationSetBy = computed ? "table" : null;
  row.limitationReason = null;
  row.limitationConfirmedAt = null;
  row.limitationConfirmedBy = null;
}

/** The limitation's title on every calendar: marked while no attorney has confirmed it. */
export function limitationTitle(confirmed: boolean): string {
  return confirmed ? "Statute of limitations" : "Statute of limitations (unconfirmed)";
}

/**
 * Keeps the case's one limitation event on the calendar in step with the case (in the caller's
 * transaction): all day, the firm's own, reminded at 180, 90, 30, 7 and 1 days (its reminders
 * follow it in the same transaction).
 */
export async function syncLimitationEvent(row: LegalCase, transaction: Transaction) {
  const existing = await CalendarEvent.findOne({
    where: { caseId: row.id, type: "limitation" },
    transaction,
  });
  if (!row.limitationDate) {
    await existing?.destroy({ transaction });
    return;
  }
  const confirmed = row.limitationConfirmedAt != null;
  const values = {
    title: limitationTitle(confirmed),
    startsAt: new Date(`${row.limitationDate}T00:00:00.000Z`),
    endsAt: null,
    allDay: true,
    confirmed,
    sharedWithClient: false,
    reminderDays: LIMITATION_LEAD_DAYS.join(","),
    explanation: limitationOf(row)?.explanation ?? row.limitationReason ?? null,
  };
  const event = existing
    ? await existing.update(values, { transaction })
    : await CalendarEvent.create(
        { ...values, caseId: row.id, type: "limitation", location: null, createdBy: null },
        { transaction },
      );
  await scheduleReminders(event, transaction);
}

/**
 * The attorney on the case (or an administrator) confirms its computed limitation date, or sets
 * another with the reason (tolling for a minor, the discovery rule, a notice-of-claim period).
 * Audited, noted on the timeline for the firm, the calendar's event updated: one transaction.
 */
export async function decideLimitation(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
): Promise<CaseLimitation> {
  const decision = parseOrThrow(LimitationDecisionSchema, input);
  const found = await findVisibleCase(user, caseId, { action: "update" });
  return sequelize.transaction(async (transaction) => {
    const row = await LegalCase.findByPk(found.id, { transaction, lock: transaction.LOCK.UPDATE });
    if (!row) throw new ServiceError(404, "Case not found");
    const by = fullName(user) ?? user.email;
    let note: { title: string; description: string };
    if (decision.decision === "confirm") {
      if (!row.limitationDate) {
        throw new ServiceError(
          409,
          "There is no limitation date to confirm: give the incident date, jurisdiction and claim type, or set the date yourself.",
        );
      }
      if (row.limitationConfirmedAt) {
        throw new ServiceError(409, "The limitation date is already confirmed.");
      }
      note = {
        title: "Limitation date confirmed",
        description: `${by} confirmed the limitation date, ${formatDay(row.limitationDate)} (${limitationOf(row)?.rule}).`,
      };
    } else {
      row.limitationDate = decision.date;
      row.limitationSetBy = "attorney";
      row.limitationReason = decision.reason;
      note = {
        title: "Limitation date set",
        description: `${by} set the limitation date to ${formatDay(decision.date)}: ${decision.reason}`,
      };
    }
    row.limitationConfirmedAt = new Date();
    row.limitationConfirmedBy = user.id;
    await row.save({ transaction });
    await syncLimitationEvent(row, transaction);
    await writeCaseEvent(
      row,
      user,
      { ...note, eventType: "note", sharedWithClient: false },
      transaction,
    );
    await audit(
      transaction,
      decision.decision === "confirm" ? "limitation_confirmed" : "limitation_set",
      user,
      ["case", row.id],
      {
        date: row.limitationDate,
        rule: limitationOf(row)?.rule,
        ...(decision.decision === "set" ? { reason: decision.reason } : {}),
      },
    );
    return limitationOf(row)!;
  });
}
