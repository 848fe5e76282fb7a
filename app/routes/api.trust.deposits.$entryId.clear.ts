import { trustClearRoute } from "~/route-kit/trust-clear.server";
import { clearDeposit } from "~/services/money/trust.server";

/**
 * POST { clearedOn? } (today when left out): 200 { entry }, the bank has cleared the deposit and
 * its funds may be paid out (issue 41). 409 when it has cleared already or was reversed.
 */
export const { loader, action } = trustClearRoute(clearDeposit);
