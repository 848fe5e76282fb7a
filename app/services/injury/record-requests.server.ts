import { type Attributes, QueryTypes } from "sequelize";
import { MedicalProvider, ProviderRequest, sequelize } from "~/models/index.server";
import { OPEN_CASE_STATUSES } from "~/utils/domain";
import { OVERDUE_AFTER_DAYS, type RequestedItems } from "~/utils/injury";
import { RecordRequestSchema } from "~/utils/injury-schemas";
import { iso, pick } from "~/utils/pick";
import { parseOrThrow } from "~/utils/validation";
import { addDays } from "~/utils/zone-calendar";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { syncRequestCost } from "../money/request-costs.server";
import { firmToday } from "../settings.server";
import { changedFields, parsePatch, refuseOutOfOrder } from "./changes.server";
import { firmCase, recordOnCase } from "./file-access.server";
import { dayText, pageOf, type Page } from "./pages.server";

/**
 * The requests for a provider's records and bills (issue 40): what was asked, when and how, when
 * to follow up, when it came back and what the copies cost. One still out OVERDUE_AFTER_DAYS days
 * after it was sent is overdue: marked on the case's list, and listed for the attorney's Needs you.
 */

/** The last day a request can have been sent on and be overdue today. */
export const overdueIfSentBy = (today: string) => addDays(today, -OVERDUE_AFTER_DAYS);

export function toPublicRequest(
  row: Attributes<ProviderRequest>,
  today: string,
  sentBy = overdueIfSentBy(today),
) {
  return {
    ...pick(
      row,
      "id",
      "providerId",
      "caseId",
      "what",
      "sentOn",
      "method",
      "followUpOn",
      "receivedOn",
      "costCents",
    ),
    overdue: row.receivedOn === null && row.sentOn <= sentBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
export type PublicRecordRequest = ReturnType<typeof toPublicRequest>;

/** The provider of the case's file the requests are to (another case's answers 404). */
async function providerOf(user: PublicUser, caseId: unknown, providerId: unknown) {
  const legalCase = await firmCase(user, caseId);
  const provider = await recordOnCase(
    MedicalProvider,
    { caseId: legalCase.id },
    providerId,
    "Provider not found",
  );
  return { legalCase, provider };
}

const requestDates = (values: {
  sentOn?: string | null;
  receivedOn?: string | null;
  followUpOn?: string | null;
}) => {
  refuseOutOfOrder(
    values.sentOn,
    values.receivedOn,
    "receivedOn",
    "It cannot be received before it was sent",
  );
  refuseOutOfOrder(
    values.sentOn,
    values.followUpOn,
    "followUpOn",
    "The follow-up cannot be before it was sent",
  );
};

/** A provider's requests, the latest sent first, a page at a time. */
export async function listRecordRequests(
  user: PublicUser,
  caseId: unknown,
  providerId: unknown,
  page = 1,
): Promise<Page<PublicRecordRequest>> {
  const { provider } = await providerOf(user, caseId, providerId);
  const today = await firmToday();
  return pageOf(
    ProviderRequest,
    {
      where: { providerId: provider.id },
      order: [
        ["sentOn", "DESC"],
        ["id", "DESC"],
      ],
    },
    page,
    (rows) => rows.map((row) => toPublicRequest(row, today)),
  );
}

/** Logs a request sent to the provider; audited in the same transaction. */
export async function addRecordRequest(
  user: PublicUser,
  caseId: unknown,
  providerId: unknown,
  input: unknown,
): Promise<PublicRecordRequest> {
  const { legalCase, provider } = await providerOf(user, caseId, providerId);
  const values = parseOrThrow(RecordRequestSchema, input);
  requestDates(values);
  const today = await firmToday();
  return sequelize.transaction(async (transaction) => {
    const request = await ProviderRequest.create(
      { ...values, providerId: provider.id, caseId: legalCase.id },
      { transaction },
    );
    await syncRequestCost(request, provider.name, transaction);
    await audit(transaction, "records_requested", user, ["case", legalCase.id], {
      providerId: provider.id,
      requestId: request.id,
      what: request.what,
    });
    return toPublicRequest(request, today);
  });
}

/** Changes the fields the body holds: most often, marks it received (`receivedOn`). */
export async function updateRecordRequest(
  user: PublicUser,
  caseId: unknown,
  providerId: unknown,
  requestId: unknown,
  input: unknown,
): Promise<PublicRecordRequest> {
  const { legalCase, provider } = await providerOf(user, caseId, providerId);
  const change = parsePatch(RecordRequestSchema, input);
  const today = await firmToday();
  return sequelize.transaction(async (transaction) => {
    const request = await recordOnCase(
      ProviderRequest,
      { providerId: provider.id },
      requestId,
      "Request not found",
      transaction,
    );
    requestDates({ ...request.get(), ...change });
    const fields = changedFields(request.get(), change);
    if (fields.length > 0) {
      await request.update(change, { transaction });
      await syncRequestCost(request, provider.name, transaction);
      await audit(transaction, "records_request_changed", user, ["case", legalCase.id], {
        providerId: provider.id,
        requestId: request.id,
        fields,
      });
    }
    return toPublicRequest(request, today);
  });
}

export interface OverdueRecordRequest {
  id: number;
  caseId: number;
  caseTitle: string;
  providerId: number;
  providerName: string;
  what: RequestedItems;
  sentOn: string;
  followUpOn: string | null;
}

/** The most overdue requests one call lists. */
export const OVERDUE_REQUEST_LIMIT = 100;

/** The first `limit` of them, longest waiting first, and how many there are in all. */
export interface OverdueRecordRequests {
  items: OverdueRecordRequest[];
  total: number;
}

/**
 * The requests on this attorney's open cases still not received OVERDUE_AFTER_DAYS days after
 * they were sent, the longest waiting first: Needs you's. A closed or completed case's requests
 * wait for no one, so its list is the case's own (caseOverdueRequests). Read from the attorney's
 * open cases (staff_id, status) and each case's requests still out on (case_id, received_on,
 * sent_on), or firm-wide on (received_on, sent_on), as the planner judges. `today` is the firm's.
 */
export async function overdueRecordRequests(
  staffId: number,
  limit = 20,
  today?: string,
): Promise<OverdueRecordRequests> {
  return readOverdue(
    "c.staff_id = :id AND c.status IN (:open)",
    staffId,
    limit,
    today ?? (await firmToday()),
  );
}

/** The case's requests still out OVERDUE_AFTER_DAYS days after they were sent, for its page. */
export async function caseOverdueRequests(
  user: PublicUser,
  caseId: unknown,
): Promise<OverdueRecordRequest[]> {
  const legalCase = await firmCase(user, caseId);
  const { items } = await readOverdue(
    "c.id = :id",
    legalCase.id,
    OVERDUE_REQUEST_LIMIT,
    await firmToday(),
  );
  return items;
}

/** One statement for the case's list and Needs you's, so the two cannot disagree. */
async function readOverdue(
  owner: "c.staff_id = :id AND c.status IN (:open)" | "c.id = :id",
  id: number,
  limit: number,
  today: string,
): Promise<OverdueRecordRequests> {
  const rows = await sequelize.query<Record<string, unknown>>(
    `SELECT r.id, r.case_id, c.title AS case_title, r.provider_id, p.name AS provider_name,
            r.what, r.sent_on, r.follow_up_on, COUNT(*) OVER () AS total
       FROM cases c
       JOIN provider_requests r ON r.case_id = c.id AND r.received_on IS NULL AND r.sent_on <= :sentBy
       JOIN medical_providers p ON p.id = r.provider_id
      WHERE ${owner}
      ORDER BY r.sent_on ASC, r.id ASC
      LIMIT :limit`,
    {
      replacements: {
        sentBy: overdueIfSentBy(today),
        id,
        open: OPEN_CASE_STATUSES,
        limit: Math.max(1, Math.min(limit, OVERDUE_REQUEST_LIMIT)),
      },
      type: QueryTypes.SELECT,
    },
  );
  const items = rows.map((row) => ({
    id: Number(row.id),
    caseId: Number(row.case_id),
    caseTitle: String(row.case_title),
    providerId: Number(row.provider_id),
    providerName: String(row.provider_name),
    what: String(row.what) as RequestedItems,
    sentOn: dayText(row.sent_on),
    followUpOn: row.follow_up_on === null ? null : dayText(row.follow_up_on),
  }));
  return { items, total: Number(rows[0]?.total ?? 0) };
}
