import { QueryTypes } from "sequelize";
import { CaseDamages, MedicalProvider, sequelize } from "~/models/index.server";
import { DamagesSchema } from "~/utils/injury-schemas";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { firmCase } from "./file-access.server";
import { treatmentGaps, type TreatmentGap } from "./treatment-gaps";

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

/** The most providers whose visits the gaps are read from (as many as a case's list shows). */
const GAP_PROVIDER_LIMIT = 500;

/** The summed figures of one case, in one statement (each sum on its table's case index). */
async function sums(caseId: number) {
  const [row] = await sequelize.query<Record<string, unknown>>(
    `SELECT
       (SELECT COALESCE(SUM(billed_cents), 0) FROM medical_bills WHERE case_id = :caseId) AS billed,
       (SELECT COALESCE(SUM(paid_cents), 0) FROM medical_bills WHERE case_id = :caseId) AS paid,
       (SELECT COALESCE(SUM(COALESCE(final_cents, claimed_cents)), 0) FROM liens
         WHERE case_id = :caseId) AS liens,
       (SELECT COALESCE(SUM(limit_per_person_cents), 0) FROM insurance_claims
         WHERE case_id = :caseId) AS limits,
       (SELECT lost_wages_cents FROM case_damages WHERE case_id = :caseId) AS lost_wages,
       (SELECT other_economic_cents FROM case_damages WHERE case_id = :caseId) AS other_economic`,
    { replacements: { caseId }, type: QueryTypes.SELECT },
  );
  // MySQL hands SUM and BIGINT back as strings.
  const cents = (value: unknown) => Number(value ?? 0);
  return {
    medicalBilledCents: cents(row?.billed),
    medicalPaidCents: cents(row?.paid),
    lostWagesCents: cents(row?.lost_wages),
    otherEconomicCents: cents(row?.other_economic),
    liensCents: cents(row?.liens),
    limitsAvailableCents: cents(row?.limits),
  };
}

/** The case's damages summary: its attorney or an administrator. */
export async function damagesOf(user: PublicUser, caseId: unknown): Promise<Damages> {
  const legalCase = await firmCase(user, caseId);
  const [figures, spans] = await Promise.all([
    sums(legalCase.id),
    MedicalProvider.findAll({
      where: { caseId: legalCase.id },
      attributes: ["firstVisit", "lastVisit"],
      order: [
        ["firstVisit", "ASC"],
        ["id", "ASC"],
      ],
      limit: GAP_PROVIDER_LIMIT,
      raw: true,
    }),
  ]);
  return { ...figures, treatmentGaps: treatmentGaps(spans) };
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
