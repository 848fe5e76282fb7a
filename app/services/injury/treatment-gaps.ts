import { GAP_DAYS } from "~/utils/injury";

/**
 * Gaps in the client's treatment (issue 40): adjusters discount a claim for them. Pure, so the
 * rule is tested on its own.
 */

export interface TreatmentSpan {
  firstVisit: string | null;
  lastVisit: string | null;
}

export interface TreatmentGap {
  /** The last visit before the gap. */
  from: string;
  /** The first visit after it. */
  to: string;
  /** `to` minus `from`, in calendar days. */
  days: number;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * The gaps between the first and the last visit that no provider's first-to-last visit span
 * covers, longer than GAP_DAYS: `days` is `to` minus `from`, and a gap is one when days > 30
 * (Jan 1 to Jan 31 is 30 days and no gap; Jan 1 to Feb 1 is 31, a gap). A provider with one of
 * its dates is one visit on that day; one with neither is left out.
 */
export function treatmentGaps(spans: readonly TreatmentSpan[]): TreatmentGap[] {
  const visits = spans
    .map(({ firstVisit, lastVisit }) => {
      const start = firstVisit ?? lastVisit;
      const end = lastVisit ?? firstVisit;
      return start && end ? { start, end: end < start ? start : end } : null;
    })
    .filter((span): span is { start: string; end: string } => span !== null)
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const gaps: TreatmentGap[] = [];
  let coveredTo: string | null = null;
  for (const span of visits) {
    if (coveredTo !== null && span.start > coveredTo) {
      const days = dayNumber(span.start) - dayNumber(coveredTo);
      if (days > GAP_DAYS) gaps.push({ from: coveredTo, to: span.start, days });
    }
    if (coveredTo === null || span.end > coveredTo) coveredTo = span.end;
  }
  return gaps;
}
