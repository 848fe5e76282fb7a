import { QueryTypes } from "sequelize";
import { dialectOf, firstJoin } from "~/db.server";
import { sequelize } from "~/models/index.server";
import { CONSULTATION_FORM_ID } from "~/utils/consultation-schema";
import { secondsBetween } from "../../db/migrations/20261211-03-response-stats";
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

/**
 * One attorney's rows of a channel: when each was sent (`asked`) and the firm's first response
 * (`answered`). Read from the attorney's cases outward (the join's order is forced: SQLite's
 * CROSS JOIN, MySQL's STRAIGHT_JOIN), so it costs their cases' messages, not the firm's.
 */
function channelSql(channel: Channel) {
  const join = firstJoin(sequelize);
  if (channel === "message") {
    // Communication types are the client's view: "sent" is the client's, "received" the firm's.
    return `SELECT m.created_at AS asked, m.answered_at AS answered
      FROM cases c ${join} communications m ON m.case_id = c.id
      WHERE c.staff_id = :staffId AND m.type = 'sent' AND m.created_at >= :from AND m.created_at < :to`;
  }
  if (channel === "consultation") {
    return `SELECT s.created_at AS asked, s.reviewed_at AS answered FROM form_submissions s
      WHERE s.reviewed_by = :staffId AND s.form_id = :consultation AND s.created_at >= :from AND s.created_at < :to`;
  }
  // An intake's last change is its completion: nothing changes a completed intake.
  return `SELECT i.updated_at AS asked, i.answered_at AS answered
    FROM cases c ${join} intake_sessions i ON i.case_id = c.id
    WHERE c.staff_id = :staffId AND i.status = 'complete' AND i.updated_at >= :from AND i.updated_at < :to`;
}

const seconds = (from: string, to: string) => secondsBetween(dialectOf(sequelize), from, to);

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

/**
 * The figures of `channels` in [from, to): the whole firm's from the per-day histograms
 * (daily_responses: a few hundred counts however many messages), an attorney's from their own
 * cases' rows (exact).
 */
function figuresFor(filter: AnalyticsFilter, channels: readonly Channel[], from: Date, to: Date) {
  if (filter.staffId === null) return histogramFigures(channels, from, to);
  const source = channels.map((channel) => channelSql(channel)).join(" UNION ALL ");
  return figuresOf(source, replacementsOf(filter, from, to));
}

/**
 * Counts, median and 90th percentile from the histograms: the buckets in order, each
 * percentile (nearest rank) read as the mean of the durations in its bucket (see
 * RESPONSE_TIME_METHOD).
 */
async function histogramFigures(
  channels: readonly Channel[],
  from: Date,
  to: Date,
): Promise<ResponseFigures> {
  const buckets = await sequelize.query<{
    bucket: number | string;
    n: number | string;
    s: number | string;
  }>(
    `SELECT bucket, SUM(n) AS n, SUM(seconds) AS s FROM daily_responses
     WHERE channel IN (:channels) AND day >= :from AND day < :to
     GROUP BY bucket HAVING SUM(n) <> 0 ORDER BY bucket`,
    {
      replacements: {
        channels,
        from: from.toISOString().slice(0, 10),
        to: to.toISOString().slice(0, 10),
      },
      type: QueryTypes.SELECT,
    },
  );
  const rows = buckets.map((row) => ({
    bucket: Number(row.bucket),
    n: Number(row.n),
    s: Number(row.s),
  }));
  const answeredRows = rows.filter((row) => row.bucket >= 0);
  const answered = answeredRows.reduce((sum, row) => sum + row.n, 0);
  const at = (percent: number) => {
    const rank = Math.max(1, Math.ceil((answered * percent) / 100));
    let seen = 0;
    for (const row of answeredRows) {
      seen += row.n;
      if (seen >= rank) return Math.round(row.s / row.n);
    }
    return null;
  };
  return {
    asked: rows.reduce((sum, row) => sum + row.n, 0),
    answered,
    median: answered > 0 ? at(50) : null,
    p90: answered > 0 ? at(90) : null,
  };
}

/** How the firm's percentiles are worked out, as the Performance tab says it. */
export const RESPONSE_TIME_METHOD =
  "The firm's medians and 90th percentiles are read from daily counts of response times " +
  "rounded to two significant figures, each within 10% of the exact figure; one attorney's " +
  "are exact.";

/** Performance: each channel's response times in the period. */
export async function responseTimes(
  filter: AnalyticsFilter,
): Promise<Array<ResponseFigures & { channel: Channel; label: string }>> {
  return Promise.all(
    CHANNELS.map(async (channel) => ({
      channel,
      label: CHANNEL_LABELS[channel],
      ...(await figuresFor(filter, [channel], filter.from, filter.to)),
    })),
  );
}

/** Overview: the median first response over every channel, in the period and the one before. */
export async function medianFirstResponse(filter: AnalyticsFilter) {
  const [now, before] = await Promise.all([
    figuresFor(filter, CHANNELS, filter.from, filter.to),
    figuresFor(filter, CHANNELS, filter.previousFrom, filter.from),
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
