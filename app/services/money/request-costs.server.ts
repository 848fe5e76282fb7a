import type { Transaction } from "sequelize";
import { CaseCost } from "~/models/index.server";
import type { ProviderRequest } from "~/models/provider-request.server";
import { REQUESTED_ITEM_LABELS } from "~/utils/injury-words";

/**
 * A records request's copies are a cost the firm advances (issue 41, item 2): when the injury
 * file's request has a cost, the case's costs hold it, dated the day the records came (or, until
 * then, the day they were asked for), in the same transaction as the request. A change of the
 * cost follows until the client has paid it back; a cost removed from the request leaves the
 * costs too, unless it was paid back (that is the client's money, and its record stays).
 */
export async function syncRequestCost(
  request: ProviderRequest,
  providerName: string,
  transaction: Transaction,
): Promise<void> {
  const cost = await CaseCost.findOne({ where: { requestId: request.id }, transaction });
  if (cost?.reimbursed) return;
  const amountCents = request.costCents ?? 0;
  if (amountCents <= 0) {
    await cost?.destroy({ transaction });
    return;
  }
  const fields = {
    description: `${REQUESTED_ITEM_LABELS[request.what]} copies: ${providerName}`.slice(0, 200),
    incurredOn: request.receivedOn ?? request.sentOn,
    amountCents,
  };
  if (cost) {
    await cost.update(fields, { transaction });
    return;
  }
  await CaseCost.create(
    { ...fields, caseId: request.caseId, paidFrom: "operating", requestId: request.id },
    { transaction },
  );
}
