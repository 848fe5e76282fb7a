import { QueryTypes } from "sequelize";
import { sequelize } from "~/models/index.server";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import type { AnalyticsFilter } from "./analytics.server";

/**
 * How long the firm takes to answer (issue 13): the time from something a client or visitor
 * sent to the firm's first response to it, per channel, as the median and the 90th percentile,
 * worked out in the database (a window over the period's durations; nothing is loaded into Node).
 *
 * - A client's message on a case: answered by the firm's next message on that case.
 * - A consultation request (the fixed consultation form): answered when the firm reviews it,
 *   which is what the visitor was promised ("We'll review your information…"), or converts it.
 * - A completed AI intake: answered by the firm's first message on the case it made.
 *
 * A staff member narrows it to their cases' messages and intakes and the requests they reviewed.
 */

export const CHANNELS = ["message", "consultation", "intake"] as const;
export type Channel = (typeof CHANNELS)[number];
export const CHANNEL_LABELS: Record<Channel, string> = {
  message: "Client messages",
  consultation: "Consultation requests",
  intake: "Completed intakes",
};

export interface ResponseFigures {
  /** How many were sent in the period, and how many of those the firm has answered. */
  asked: number;
  answered: number;
  /** Seconds, nearest rank over the answered ones; null when none was answered. */
  median: number | null;
  p90: number | null;
}

/** Each channel's rows: when it was sent (`asked`) and the firm's first response (`answered`). */
function channelSql(channel: Channel, staffId: number | null) {
  const mine = (column: string) => (staffId === null ? "" : ` AND ${column} = :staffId`);
  if (channel === "message") {
    // Communication types are the client's view: "sent" is the client's, "received" the firm's.
    return `SELECT m.created_at AS asked,
        (SELECT MIN(r.created_at) FROM communications r
          WHERE r.case_id = m.case_id AND r.created_at > m.created_at AND r.type = 'received') AS answered
      FROM communications m${staffId === null ? "" : " JOIN cases c ON c.id = m.case_id"}
      WHERE m.type = 'sent' AND m.created_at >= :from AND m.created_at < :to${mine("c.staff_id")}`;
  }
  if (channel === "consultation") {
    return `SELECT s.created_at AS asked, s.reviewed_at AS answered FROM form_submissions s
      WHERE s.form_id = :consultation AND s.created_at >= :from AND s.created_at < :to${mine("s.reviewed_by")}`;
  }
  // An intake's last change is its completion: nothing changes a completed intake.
  return `SELECT i.updated_at AS asked,
      (SELECT MIN(r.created_at) FROM communications r
        WHERE r.case_id = i.case_id AND r.created_at > i.updated_at AND r.type = 'received') AS answered
    FROM intake_sessions i${staffId === null ? "" : " JOIN cases c ON c.id = i.case_id"}
    WHERE i.status = 'complete' AND i.updated_at >= :from AND i.updated_at < :to${mine("c.staff_id")}`;
}

const seconds = (from: string, to: string) =>
  sequelize.getDialect() === "sqlite"
    ? `(julianday(${to}) - julianday(${from})) * 86400`
    : `TIMESTAMPDIFF(SECOND, ${from}, ${to})`;

/** Nearest rank: the first row at or past the share (rn/n ≥ p), in whole-number arithmetic. */
const atRank = (percent: number) =>
  `(rn * 100 >= answered * ${percent} AND (rn - 1) * 100 < answered * ${percent})`;

/**
 * The counts, median and 90th percentile of the rows `source` gives, in one query: the answered
 * ones numbered by duration, and only the rows at the two ranks (and one row for the counts)
 * come back.
 */
async function figuresOf(source: string, replacements: Record<string, unknown>) {
  const rows = await sequelize.query<{
    d: number | string | null;
    rn: number | string;
    answered: number | string;
    asked: number | string;
  }>(
    `SELECT d, rn, answered, asked FROM (
       SELECT d,
         ROW_NUMBER() OVER (PARTITION BY CASE WHEN d IS NULL THEN 1 ELSE 0 END ORDER BY d) AS rn,
         COUNT(d) OVER () AS answered,
         COUNT(*) OVER () AS asked
       FROM (SELECT ${seconds("w.asked", "w.answered")} AS d FROM (${source}) w) x
     ) y
     WHERE rn = 1 OR (d IS NOT NULL AND (${atRank(50)} OR ${atRank(90)}))`,
    { replacements, type: QueryTypes.SELECT },
  );
  const answered = Number(rows[0]?.answered ?? 0);
  const rankOf = (percent: number) => Math.max(1, Math.ceil((answered * percent) / 100));
  const at = (percent: number) => {
    const row = rows.find((r) => r.d !== null && Number(r.rn) === rankOf(percent));
    return row ? Math.max(0, Math.round(Number(row.d))) : null;
  };
  return {
    asked: Number(rows[0]?.asked ?? 0),
    answered,
    median: answered > 0 ? at(50) : null,
    p90: answered > 0 ? at(90) : null,
  } satisfies ResponseFigures;
}

const replacementsOf = (filter: AnalyticsFilter, from: Date, to: Date) => ({
  from,
  to,
  staffId: filter.staffId,
  consultation: CONSULTATION_FORM_ID,
});

/** Performance: each channel's response times in the period. */
export async function responseTimes(
  filter: AnalyticsFilter,
): Promise<Array<ResponseFigures & { channel: Channel; label: string }>> {
  const replacements = replacementsOf(filter, filter.from, filter.to);
  return Promise.all(
    CHANNELS.map(async (channel) => ({
      channel,
      label: CHANNEL_LABELS[channel],
      ...(await figuresOf(channelSql(channel, filter.staffId), replacements)),
    })),
  );
}

/** Overview: the median first response over every channel, in the period and the one before. */
export async function medianFirstResponse(filter: AnalyticsFilter) {
  const all = CHANNELS.map((channel) => channelSql(channel, filter.staffId)).join(" UNION ALL ");
  const [now, before] = await Promise.all([
    figuresOf(all, replacementsOf(filter, filter.from, filter.to)),
    figuresOf(all, replacementsOf(filter, filter.previousFrom, filter.from)),
  ]);
  return { median: now.median, previous: before.median, answered: now.answered };
}

/** A duration in words a person reads at a glance: "45 min", "5.2 hours", "3.1 days". */
export function durationText(totalSeconds: number | null) {
  if (totalSeconds === null) return "No answers yet";
  const minutes = totalSeconds / 60;
  if (minutes < 60) return `${Math.max(1, Math.round(minutes))} min`;
  const hours = minutes / 60;
  if (hours < 48) return `${round1(hours)} ${hours === 1 ? "hour" : "hours"}`;
  return `${round1(hours / 24)} days`;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
