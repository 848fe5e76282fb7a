import { trustClearRoute } from "~/route-kit/trust-clear.server";
import { clearPayment } from "~/services/money/trust.server";

/**
 * POST { clearedOn? } (today when left out): 200 { entry }, the bank has paid the payment (its
 * check was cashed, its transfer went through): no longer outstanding in a month's reconciliation
 * (issue 41). 409 when the bank has paid it already or it was reversed.
 */
export const { loader, action } = trustClearRoute(clearPayment);
