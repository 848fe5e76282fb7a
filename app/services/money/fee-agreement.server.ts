import { FeeAgreement, sequelize } from "~/models/index.server";
import { FeeAgreementSchema } from "~/utils/fee-schemas";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { moneyCase } from "./case-access.server";
import { CASE_STAGES, type CaseStage } from "~/utils/case-stages";
import { tierForStage, type FeeTier } from "./fee";

/** A case's fee agreement as the firm reads it (issue 41). */
export interface PublicFeeAgreement {
  /** In the order of the stages they apply from. */
  tiers: FeeTier[];
  costsBeforeFee: boolean;
  signedOn: string | null;
  updatedAt: string;
}

/**
 * The case's fee: the stage it has reached (the case's own), its agreement (null until one is
 * set) and the tier in force at that stage (null without an agreement, or before its first tier).
 */
export interface CaseFee {
  stage: CaseStage;
  feeAgreement: PublicFeeAgreement | null;
  tierInForce: FeeTier | null;
}

const byStage = (tiers: FeeTier[]) =>
  [...tiers].sort((a, b) => CASE_STAGES.indexOf(a.stage) - CASE_STAGES.indexOf(b.stage));

function present(row: FeeAgreement): PublicFeeAgreement {
  const tiers = (JSON.parse(row.tiers) as FeeTier[]).map(
    ({ stage, rateNumerator, rateDenominator }) => ({ stage, rateNumerator, rateDenominator }),
  );
  return {
    tiers: byStage(tiers),
    costsBeforeFee: Boolean(row.costsBeforeFee),
    signedOn: row.signedOn,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

const caseFee = (stage: CaseStage, row: FeeAgreement | null): CaseFee => {
  const feeAgreement = row ? present(row) : null;
  return {
    stage,
    feeAgreement,
    tierInForce: feeAgreement ? tierForStage(feeAgreement.tiers, stage) : null,
  };
};

/** The case's fee agreement and the tier its stage puts in force: its attorney or an administrator. */
export async function feeAgreementOf(user: PublicUser, caseId: unknown): Promise<CaseFee> {
  const legalCase = await moneyCase(user, caseId);
  return caseFee(legalCase.stage, await FeeAgreement.findByPk(legalCase.id));
}

/**
 * Sets the case's fee agreement, all of it (a PUT): its tiers (checked: one per stage, each rate
 * a fraction from 0 to 100%), whether costs come off before the fee, the day it was signed. The
 * change is audited, with the agreement as it was, in the same transaction.
 */
export async function setFeeAgreement(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
): Promise<CaseFee> {
  const legalCase = await moneyCase(user, caseId);
  const values = parseOrThrow(FeeAgreementSchema, input);
  const tiers = byStage(values.tiers);
  const row = await sequelize.transaction(async (transaction) => {
    const before = await FeeAgreement.findByPk(legalCase.id, {
      transaction,
      lock: transaction.LOCK.UPDATE,
    });
    const [saved] = await FeeAgreement.upsert(
      {
        caseId: legalCase.id,
        tiers: JSON.stringify(tiers),
        costsBeforeFee: values.costsBeforeFee,
        signedOn: values.signedOn,
      },
      { transaction },
    );
    await audit(transaction, "fee_agreement_changed", user, ["case", legalCase.id], {
      tiers,
      costsBeforeFee: values.costsBeforeFee,
      signedOn: values.signedOn,
      ...(before ? { before: present(before) } : {}),
    });
    // MySQL's upsert hands back no row: read it in the transaction.
    return (await FeeAgreement.findByPk(legalCase.id, { transaction })) ?? saved;
  });
  return caseFee(legalCase.stage, row);
}
