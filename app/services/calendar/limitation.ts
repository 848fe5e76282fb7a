import type { ClaimType, Jurisdiction } from "~/utils/jurisdictions";
import { periodDeadline } from "./court-days";
import { limitationRule } from "./limitation-table";

/** The facts a limitation date follows from; any of them unknown, there is none. */
export interface LimitationFacts {
  incidentDate: string | null;
  jurisdiction: Jurisdiction | null;
  claimType: ClaimType | null;
}

/** A limitation date computed from the table, counted like a court deadline (FRCP 6(a)(1)(C)). */
export interface ComputedLimitation {
  date: string;
  /** "2 years, Cal. Civ. Proc. Code § 335.1". */
  rule: string;
  citation: string;
  source: string;
  /** When the table's entry was last checked against the statute. */
  checked: string;
  /** How the date was counted, in words. */
  explanation: string;
  /** When it does not run from the incident ("the date of death"). */
  runsFrom?: string;
  note?: string;
}

/**
 * The limitation date the table gives for these facts (null: a fact is missing, or the table has
 * no period for the claim there: medical malpractice, product liability, a state's government
 * claims, which the attorney sets by hand). One function for the case page, GET /api/cases/{id}
 * and GET /api/limitations.
 */
export function computeLimitation(facts: LimitationFacts): ComputedLimitation | null {
  const { incidentDate, jurisdiction, claimType } = facts;
  if (!incidentDate || !jurisdiction || !claimType) return null;
  const found = limitationRule(jurisdiction, claimType, incidentDate);
  if (!found) return null;
  const counted = periodDeadline({
    trigger: incidentDate,
    years: found.years,
    months: found.months,
    jurisdiction,
  });
  return {
    date: counted.date,
    rule: found.rule,
    citation: found.citation,
    source: found.source,
    checked: found.checked,
    explanation: counted.explanation,
    ...(found.runsFrom ? { runsFrom: found.runsFrom } : {}),
    ...(found.note ? { note: found.note } : {}),
  };
}
