import type { Transaction } from "sequelize";
import * as z from "zod/mini";
import type { IntakeInsurer, IntakeProvider } from "~/utils/domain";
import { ClaimSchema, ClientProviderSchema } from "~/utils/injury-schemas";
import type { PublicUser } from "../auth.server";
import { MAX_DRAFT_PROVIDERS } from "../intake/injury-facts";
import { writeClaim } from "./claims.server";
import { writeProvider } from "./providers.server";

/**
 * The intake feeds the injury file (issue 40, item 7): the other side's insurer and the providers
 * a consultation request or an AI intake named become, on the case opened from it, a draft
 * liability claim (reported, its insurer a party of the case) and draft providers, each marked
 * for the attorney's review and audited, in the transaction that opens the case. A value the
 * file's own forms would refuse (too long, a date that is not one) is left out, and nothing else
 * with it; no answer, no draft. The caller runs the case's conflict check once its parties are
 * all on it (the insurer among them).
 */
export interface InjuryAnswers {
  otherInsurer?: IntakeInsurer;
  providers?: IntakeProvider[];
}

export async function draftInjuryFile(
  user: PublicUser,
  caseId: number,
  answers: InjuryAnswers,
  from: "consultation" | "intake",
  transaction: Transaction,
): Promise<{ claims: number; providers: number }> {
  let claims = 0;
  let providers = 0;
  // Stored as JSON with the session: read as what it may be, not as what it should be.
  const insurer = typeof answers.otherInsurer === "object" ? answers.otherInsurer : null;
  const claim = insurer
    ? z.safeParse(ClaimSchema, {
        insurerName: insurer.name,
        coverage: "liability",
        claimNumber: insurer.claimNumber,
        status: "reported",
      })
    : null;
  if (claim?.success) {
    await writeClaim(user, caseId, claim.data, transaction, {
      needsReview: true,
      conflictCheck: false,
      draftFrom: from,
    });
    claims += 1;
  }
  const listed = Array.isArray(answers.providers) ? answers.providers : [];
  for (const provider of listed.slice(0, MAX_DRAFT_PROVIDERS)) {
    if (typeof provider !== "object" || provider === null) continue;
    const checked = z.safeParse(ClientProviderSchema, {
      name: provider.name,
      kind: provider.kind,
      firstVisit: provider.firstVisit,
    });
    if (!checked.success) continue;
    await writeProvider(user, caseId, { ...checked.data, needsReview: true }, transaction, from);
    providers += 1;
  }
  return { claims, providers };
}
