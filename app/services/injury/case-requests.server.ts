import { ProviderRequest } from "~/models/index.server";
import type { PublicUser } from "../auth.server";
import { firmToday } from "../settings.server";
import { firmCase } from "./file-access.server";
import { listRows } from "./pages.server";
import {
  overdueIfSentBy,
  toPublicRequest,
  type PublicRecordRequest,
} from "./record-requests.server";

/** The most requests the injury file's Treatment section lists at once. */
export const CASE_REQUEST_LIMIT = 500;

/** The latest CASE_REQUEST_LIMIT of the case's requests, and how many it has in all. */
export interface CaseRecordRequests {
  items: PublicRecordRequest[];
  total: number;
  /** The firm's today, what a request is marked received on unless another day is given. */
  today: string;
}

/**
 * The records and bills requests of the case, the latest sent first, for the injury file's
 * Treatment section: one read on the case's index, instead of one list per provider. A case with
 * more than CASE_REQUEST_LIMIT (none a firm has seen) gets them counted, so the section says it
 * shows the latest ones only; its overdue ones are all in Needs you either way.
 */
export async function listCaseRecordRequests(
  user: PublicUser,
  caseId: unknown,
): Promise<CaseRecordRequests> {
  const legalCase = await firmCase(user, caseId);
  const [rows, today] = await Promise.all([
    // Rows, not model instances: the list is only presented (pages.server.ts).
    listRows(
      ProviderRequest,
      {
        where: { caseId: legalCase.id },
        order: [
          ["sentOn", "DESC"],
          ["id", "DESC"],
        ],
      },
      { limit: CASE_REQUEST_LIMIT },
    ),
    firmToday(),
  ]);
  const total =
    rows.length < CASE_REQUEST_LIMIT
      ? rows.length
      : await ProviderRequest.count({ where: { caseId: legalCase.id } });
  const sentBy = overdueIfSentBy(today);
  return { items: rows.map((row) => toPublicRequest(row, today, sentBy)), total, today };
}
