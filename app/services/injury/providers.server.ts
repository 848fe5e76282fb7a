import type { Attributes, Transaction } from "sequelize";
import * as z from "zod/mini";
import { MedicalBill, MedicalProvider, ProviderRequest, sequelize } from "~/models/index.server";
import { choiceField } from "~/utils/field-schemas";
import {
  ClientProviderSchema,
  ProviderSchema,
  type ClientProviderInput,
  type ProviderInput,
} from "~/utils/injury-schemas";
import { can } from "~/utils/policy";
import { iso, pick } from "~/utils/pick";
import { ServiceError } from "~/utils/service-error";
import { parseOrThrow } from "~/utils/validation";
import type { PublicUser } from "../auth.server";
import { audit } from "../audit.server";
import { caseOwners, findVisibleCase } from "../cases.server";
import { changedFields, parsePatch, refuseOutOfOrder } from "./changes.server";
import { firmCase, recordOnCase, removeFromFile } from "./file-access.server";
import { listRows, pageOf, type Page } from "./pages.server";

/**
 * The doctors, hospitals and therapists who treated the client (issue 40), in the order of the
 * first visit. The firm reads and writes every field; the case's client reads their providers
 * (what, when, whether the records came in: never an amount or a note) and may add one they saw,
 * marked as added by the client for the attorney to review.
 */

/** What the client reads of a provider: no contact details the firm keeps, no amounts. */
export function toClientProvider(row: Attributes<MedicalProvider>, recordsReceived: boolean) {
  return {
    ...pick(row, "id", "name", "kind", "firstVisit", "lastVisit"),
    stillTreating: Boolean(row.stillTreating),
    recordsReceived,
  };
}
export type ClientProvider = ReturnType<typeof toClientProvider>;

export function toFirmProvider(row: Attributes<MedicalProvider>, recordsReceived: boolean) {
  return {
    ...toClientProvider(row, recordsReceived),
    ...pick(row, "caseId", "phone", "fax", "address"),
    addedByClient: Boolean(row.addedByClient),
    needsReview: Boolean(row.needsReview),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
export type FirmProvider = ReturnType<typeof toFirmProvider>;

export type ProviderView = ClientProvider | FirmProvider;

/**
 * Whether the provider's records (not only bills) have come in: the rule, once, as a column of a
 * providers' statement (on the requests' provider index), so a page of providers is one read.
 */
const RECORDS_RECEIVED =
  "EXISTS (SELECT 1 FROM provider_requests r WHERE r.provider_id = `MedicalProvider`.`id`" +
  " AND r.what IN ('records', 'both') AND r.received_on IS NOT NULL)";

/** The providers among these whose records have come in (RECORDS_RECEIVED's rule). */
async function withRecordsReceived(providerIds: number[]): Promise<Set<number>> {
  if (providerIds.length === 0) return new Set();
  const rows = (await MedicalProvider.findAll({
    attributes: ["id", [sequelize.literal(RECORDS_RECEIVED), "recordsReceived"]],
    where: { id: providerIds },
    raw: true,
  })) as unknown as Array<{ id: number; recordsReceived: unknown }>;
  return new Set(rows.filter((row) => Boolean(row.recordsReceived)).map((row) => row.id));
}

/** The providers as this reader sees them: the firm every field, the client theirs. */
async function presentProviders(rows: MedicalProvider[], firm: boolean): Promise<ProviderView[]> {
  const received = await withRecordsReceived(rows.map((row) => row.id));
  const present = firm ? toFirmProvider : toClientProvider;
  return rows.map((row) => present(row, received.has(row.id)));
}

const isFirm = (user: PublicUser, legalCase: Parameters<typeof caseOwners>[0]) =>
  can(user, "injuryFile", "case", caseOwners(legalCase));

/** The case's providers by first visit, a page at a time, as the reader may see them. */
export async function listProviders(
  user: PublicUser,
  caseId: unknown,
  page = 1,
): Promise<Page<ProviderView>> {
  const legalCase = await findVisibleCase(user, caseId);
  const firm = isFirm(user, legalCase);
  return pageOf(
    MedicalProvider,
    {
      where: { caseId: legalCase.id },
      extra: `${RECORDS_RECEIVED} AS recordsReceived`,
      order: [
        ["firstVisit", "ASC"],
        ["id", "ASC"],
      ],
    },
    page,
    (rows) =>
      rows.map((row) =>
        (firm ? toFirmProvider : toClientProvider)(
          row,
          Boolean((row as unknown as { recordsReceived: unknown }).recordsReceived),
        ),
      ),
  );
}

/** A provider as a choice (a bill's provider) and the name a bill's row shows. */
export interface ProviderChoice {
  id: number;
  name: string;
}

/** The most providers a case's choice lists (a bill of another is shown as "Provider #id"). */
export const PROVIDER_CHOICE_LIMIT = 500;

/** The case's providers by first visit, id and name alone: for its attorney or an administrator. */
export async function providerChoices(
  user: PublicUser,
  caseId: unknown,
): Promise<ProviderChoice[]> {
  const legalCase = await firmCase(user, caseId);
  return (await listRows(
    MedicalProvider,
    {
      where: { caseId: legalCase.id },
      attributes: ["id", "name"],
      order: [
        ["firstVisit", "ASC"],
        ["id", "ASC"],
      ],
    },
    { limit: PROVIDER_CHOICE_LIMIT },
  )) as unknown as ProviderChoice[];
}

const providerDates = (values: { firstVisit?: string | null; lastVisit?: string | null }) =>
  refuseOutOfOrder(
    values.firstVisit,
    values.lastVisit,
    "lastVisit",
    "The last visit cannot be before the first",
  );

/**
 * Adds a provider: the firm with every field, the case's client with what they know (name, kind,
 * dates), marked added by the client and for review. Audited in the same transaction.
 */
export async function addProvider(
  user: PublicUser,
  caseId: unknown,
  input: unknown,
  options: { needsReview?: boolean } = {},
): Promise<ProviderView> {
  const legalCase = await findVisibleCase(user, caseId, { action: "addProvider" });
  const firm = isFirm(user, legalCase);
  const values = firm
    ? parseOrThrow(ProviderSchema, input)
    : { ...parseOrThrow(ClientProviderSchema, input), addedByClient: true, needsReview: true };
  providerDates(values);
  return sequelize.transaction(async (transaction) => {
    const provider = await writeProvider(
      user,
      legalCase.id,
      { needsReview: options.needsReview ?? false, ...values },
      transaction,
    );
    const [shown] = await presentProviders([provider], firm);
    return shown!;
  });
}

/**
 * Writes a checked provider on a case the caller may write, in the caller's transaction, with
 * its audit event (`draftFrom`: the intake's answers it was drafted from).
 */
export async function writeProvider(
  user: PublicUser,
  caseId: number,
  values: ClientProviderInput &
    Partial<ProviderInput> & {
      addedByClient?: boolean;
      needsReview: boolean;
    },
  transaction: Transaction,
  draftFrom?: string,
): Promise<MedicalProvider> {
  const provider = await MedicalProvider.create({ ...values, caseId }, { transaction });
  await audit(transaction, "provider_added", user, ["case", caseId], {
    providerId: provider.id,
    addedByClient: provider.addedByClient,
    ...(draftFrom ? { draftFrom } : {}),
  });
  return provider;
}

/** A PATCH may also say the attorney has reviewed the provider (`needsReview: false`). */
const ProviderPatchSchema = z.object({
  ...ProviderSchema.shape,
  needsReview: choiceField("needsReview must be true or false"),
});

/** The firm changes the fields the body holds. */
export async function updateProvider(
  user: PublicUser,
  caseId: unknown,
  providerId: unknown,
  input: unknown,
): Promise<FirmProvider> {
  const legalCase = await firmCase(user, caseId);
  const change = parsePatch(ProviderPatchSchema, input);
  return sequelize.transaction(async (transaction) => {
    const provider = await recordOnCase(
      MedicalProvider,
      { caseId: legalCase.id },
      providerId,
      "Provider not found",
      transaction,
    );
    providerDates({ ...provider.get(), ...change });
    const fields = changedFields(provider.get(), change);
    if (fields.length > 0) {
      await provider.update(change, { transaction });
      await audit(transaction, "provider_changed", user, ["case", legalCase.id], {
        providerId: provider.id,
        fields,
      });
    }
    const received = await withRecordsReceived([provider.id]);
    return toFirmProvider(provider, received.has(provider.id));
  });
}

/**
 * Removes a provider with its record requests. One whose bills are on the file stays (409): the
 * bills are removed first, so no amount leaves the damages unseen.
 */
export const removeProvider = (user: PublicUser, caseId: unknown, providerId: unknown) =>
  removeFromFile(
    user,
    caseId,
    MedicalProvider,
    providerId,
    { notFound: "Provider not found", action: "provider_removed", key: "providerId" },
    async (provider, transaction) => {
      if (await MedicalBill.findOne({ where: { providerId: provider.id }, transaction })) {
        throw new ServiceError(409, "Remove this provider's bills first");
      }
      await ProviderRequest.destroy({ where: { providerId: provider.id }, transaction });
    },
  );
