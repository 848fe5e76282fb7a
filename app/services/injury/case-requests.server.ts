import { ProviderRequest } from "~/models/index.server";
import type { PublicUser } from "../auth.server";
import { firmToday } from "../settings.server";
import { firmCase } from "./file-access.server";
import { toPublicRequest, type PublicRecordRequest } from "./record-requests.server";

/** The most requests the injury file's Treatment section lists at once. */
export const CASE_REQUEST_LIMIT = 500;

/**
 * Every records and bills request of the case, the latest sent first, for the injury file's
 * Treatment section: one read on the case's index, instead of one list per provider.
 */
export async function listCaseRecordRequests(
  user: PublicUser,
  caseId: unknown,
): Promise<PublicRecordRequest[]> {
  const legalCase = await firmCase(user, caseId);
  const [rows, today] = await Promise.all([
    ProviderRequest.findAll({
      where: { caseId: legalCase.id },
      order: [
        ["sentOn", "DESC"],
        ["id", "DESC"],
      ],
      limit: CASE_REQUEST_LIMIT,
    }),
    firmToday(),
  ]);
  return rows.map((row) => toPublicRequest(row, today));
}
