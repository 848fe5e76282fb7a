import { QueryTypes } from "sequelize";
import { CaseDamages, sequelize } from "~/models/index.server";
import { GAP_DAYS } from "~/utils/injury";
import { DamagesSchema } from "~/utils/injury-schemas";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { firmCase } from "./file-access.server";
import { dayText } from "./pages.server";
import type { TreatmentGap } from "./treatment-gaps";

/**
 * What the case is worth on paper (issue 40): the medical specials (billed, paid), the liens'
 * total (each lien's final amount, or what is claimed until one is agreed), the insurance limits
 * available (the claims' per-person limits added up), each summed by the database from the file's
 * rows; and the two figures the attorney enters, lost wages and other economic losses. With the
 * gaps in treatment, from the providers' visits.
 */
export interface Damages {
  medicalBilledCents: number;
  medicalPaidCents: number;
  lostWagesCents: number;
  otherEconomicCents: number;
  liensCents: number;
  limitsAvailableCents: number;
  treatmentGaps: TreatmentGap[];
}

/**
 * The case's gaps in treatment, found by the database from all its providers' visits, so none is
 * missed however many providers the case has and only the gaps come back. It is treatmentGaps'
 * rule (./treatment-gaps, where it is defined and unit-tested) in SQL, checked against it on both
 * engines: each provider's span is its first to last visit (one date alone is one visit); in
 * order of first visit, a gap is where a span starts more than GAP_DAYS after the latest visit of
 * the spans before it (the running maximum), from that visit to this first one. Gaps are at
 * least GAP_DAYS apart within the treatment, so they are few (a month's at most).
 */
function gapsSql(): string {
  const days =
    sequelize.getDialect() === "sqlite"
      ? "CAST(julianday(visit_start) - julianday(covered_to) AS INTEGER)"
      : "DATEDIFF(visit_start, covered_to)";
  return `SELECT covered_to, visit_start, ${days} AS days
       FROM (
         SELECT visit_start,
                MAX(visit_end) OVER (ORDER BY visit_start, id
                  ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS covered_to
           FROM (
             SELECT id, COALESCE(first_visit, last_visit) AS visit_start,
                    CASE WHEN last_visit IS NULL OR last_visit < first_visit
                      THEN COALESCE(first_visit, last_visit) ELSE last_visit END AS visit_end
               FROM medical_providers
              WHERE case_id = :caseId AND (first_visit IS NOT NULL OR last_visit IS NOT NULL)
           ) spans
       ) visits
      WHERE covered_to IS NOT NULL AND visit_start > covered_to AND ${days} > :gapDays`;
}

/**
 * The case's summed figures (each sum on its table's case index) and its gaps in treatment, in
 * one statement: its first row the figures, then a row per gap. Every section of the injury file
 * shows them, so they are one read, not two; given the case's client, their name comes with the
 * figures too (the file's heading names them).
 */
async function figuresOf(
  caseId: number,
  clientId: number | null = null,
): Promise<Damages & { client: { firstName: string; lastName: string } | null }> {
  const rows = await sequelize.query<Record<string, unknown>>(
    `SELECT 'figures' AS part, billed, paid, liens, limits, lost_wages, other_economic,
            client_first, client_last,
            NULL AS covered_to, NULL AS visit_start, NULL AS days
       FROM (SELECT
         (SELECT COALESCE(SUM(billed_cents), 0) FROM medical_bills WHERE case_id = :caseId) AS billed,
         (SELECT COALESCE(SUM(paid_cents), 0) FROM medical_bills WHERE case_id = :caseId) AS paid,
         (SELECT COALESCE(SUM(COALESCE(final_cents, claimed_cents)), 0) FROM liens
           WHERE case_id = :caseId) AS liens,
         (SELECT COALESCE(SUM(limit_per_person_cents), 0) FROM insurance_claims
           WHERE case_id = :caseId) AS limits,
         (SELECT lost_wages_cents FROM case_damages WHERE case_id = :caseId) AS lost_wages,
         (SELECT other_economic_cents FROM case_damages WHERE case_id = :caseId) AS other_economic,
         (SELECT first_name FROM users WHERE id = :clientId) AS client_first,
         (SELECT last_name FROM users WHERE id = :clientId) AS client_last
       ) figures
     UNION ALL
     SELECT 'gap', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, covered_to, visit_start, days
       FROM (${gapsSql()}) gaps`,
    { replacements: { caseId, clientId, gapDays: GAP_DAYS }, type: QueryTypes.SELECT },
  );
  const row = rows.find((one) => one.part === "figures");
  // MySQL hands SUM and BIGINT back as strings.
  const cents = (value: unknown) => Number(value ?? 0);
  const treatmentGaps = rows
    .filter((one) => one.part === "gap")
    .map((gap) => ({
      from: dayText(gap.covered_to),
      to: dayText(gap.visit_start),
      days: Number(gap.days),
    }))
    .sort((a, b) => a.to.localeCompare(b.to));
  return {
    medicalBilledCents: cents(row?.billed),
    medicalPaidCents: cents(row?.paid),
    lostWagesCents: cents(row?.lost_wages),
    otherEconomicCents: cents(row?.other_economic),
    liensCents: cents(row?.liens),
    limitsAvailableCents: cents(row?.limits),
    treatmentGaps,
    client:
      row?.client_first == null
        ? null
        : { firstName: String(row.client_first), lastName: String(row.client_last ?? "") },
  };
}

/** The case's damages summary: its attorney or an administrator. */
export async function damagesOf(user: PublicUser, caseId: unknown): Promise<Damages> {
  const legalCase = await firmCase(user, caseId);
  const { client: _client, ...damages } = await figuresOf(legalCase.id);
  return damages;
}

/**
 * The injury file's frame for the case's attorney or an administrator: the case as the file heads
 * it (title, type, the client's name) and its damages summary, in one statement after the case's
 * own read (which every section's lists share within the request).
 */
export async function injuryFileFrame(user: PublicUser, caseId: unknown) {
  const legalCase = await firmCase(user, caseId);
  const { client, ...damages } = await figuresOf(legalCase.id, legalCase.clientId ?? null);
  return {
    legalCase: {
      id: legalCase.id,
      title: legalCase.title,
      caseType: legalCase.caseType,
      client,
    },
    damages,
  };
}

/** Enters the case's lost wages and other economic losses; audited in the same transaction. */
export async function setDamages(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
): Promise<Damages> {
  const legalCase = await firmCase(user, caseId);
  const values = parseOrThrow(DamagesSchema, input);
  await sequelize.transaction(async (transaction) => {
    await CaseDamages.upsert({ ...values, caseId: legalCase.id }, { transaction });
    await audit(transaction, "damages_changed", user, ["case", legalCase.id], values);
  });
  return damagesOf(user, legalCase.id);
}
