import { QueryTypes } from "sequelize";
import { MedicalProvider, ProviderRequest, sequelize } from "~/models/index.server";
import { OVERDUE_AFTER_DAYS } from "~/utils/injury";
import { RecordRequestSchema } from "~/utils/injury-schemas";
import { iso, pick } from "~/utils/pick";
import { parseOrThrow } from "~/utils/validation";
import { addDays } from "~/utils/zone-calendar";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { firmToday } from "../settings.server";
import { changedFields, parsePatch, refuseOutOfOrder } from "./changes.server";
import { firmCase, recordOnCase } from "./file-access.server";
import { pageOf, type Page } from "./pages.server";

/**
 * The requests for a provider's records and bills (issue 40): what was asked, when and how, when
 * to follow up, when it came back and what the copies cost. One still out OVERDUE_AFTER_DAYS days
 * after it was sent is overdue: marked on the case's list, and listed for the attorney's Needs you.
 */

/** The last day a request can have been sent on and be overdue today. */
export const overdueIfSentBy = (today: string) => addDays(today, -OVERDUE_AFTER_DAYS);

export function toPublicRequest(row: ProviderRequest, today: string) {
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
    overdue: row.receivedOn === null && row.sentOn <= overdueIfSentBy(today),
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
    { providerId: provider.id },
    {
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
  what: string;
  sentOn: string;
  followUpOn: string | null;
}

/** The most overdue requests one call lists. */
export const OVERDUE_REQUEST_LIMIT = 100;

/**
 * The requests of this attorney's cases still not received OVERDUE_AFTER_DAYS days after they
 * were sent, the longest waiting first (for Needs you). Read per case of theirs on
 * (case_id, received_on, sent_on), or firm-wide on (received_on, sent_on), as the planner judges.
 */
export const overdueRecordRequests = (staffId: number, limit = 20) =>
  readOverdue("c.staff_id", staffId, limit);

/** The case's requests still out OVERDUE_AFTER_DAYS days after they were sent, for its page. */
export async function caseOverdueRequests(
  user: PublicUser,
  caseId: unknown,
): Promise<OverdueRecordRequest[]> {
  const legalCase = await firmCase(user, caseId);
  return readOverdue("c.id", legalCase.id, OVERDUE_REQUEST_LIMIT);
}

async function readOverdue(
  owner: "c.staff_id" | "c.id",
  id: number,
  limit: number,
): Promise<OverdueRecordRequest[]> {
  const sentBy = overdueIfSentBy(await firmToday());
  const rows = await sequelize.query<Record<string, unknown>>(
    `SELECT r.id, r.case_id, c.title AS case_title, r.provider_id, p.name AS provider_name,
            r.what, r.sent_on, r.follow_up_on
       FROM cases c
       JOIN provider_requests r ON r.case_id = c.id AND r.received_on IS NULL AND r.sent_on <= ?
       JOIN medical_providers p ON p.id = r.provider_id
      WHERE ${owner} = ?
      ORDER BY r.sent_on ASC, r.id ASC
      LIMIT ?`,
    {
      replacements: [sentBy, id, Math.max(1, Math.min(limit, OVERDUE_REQUEST_LIMIT))],
      type: QueryTypes.SELECT,
    },
  );
  return rows.map((row) => ({
    id: Number(row.id),
    caseId: Number(row.case_id),
    caseTitle: String(row.case_title),
    providerId: Number(row.provider_id),
    providerName: String(row.provider_name),
    what: String(row.what),
    sentOn: dayText(row.sent_on),
    followUpOn: row.follow_up_on === null ? null : dayText(row.follow_up_on),
  }));
}

/** A DATEONLY column read raw: a string on both engines, a Date if a driver makes one. */
const dayText = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
